// The puzzle maker's number options: a value that is no number above zero is refused in one line
// with exit status 2, before any game is played — it used to become NaN, and the maker wrote an
// empty set as if it had searched. Runs the script against the built code (dist/), as it runs.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const make = (...args: string[]) => spawnSync(process.execPath, [join(ROOT, 'scripts', 'make-puzzles.mjs'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });

describe('make-puzzles with a bad number', () => {
  it.each([
    ['--minutes', 'abc', '--minutes must be a number above 0, got "abc"'],
    ['--minutes', '0', '--minutes must be a number above 0, got "0"'],
    ['--max', 'ten', '--max must be a whole number above 0, got "ten"'],
    ['--max', '1.5', '--max must be a whole number above 0, got "1.5"'],
    ['--max', '', '--max must be a whole number above 0, got ""'],
  ])('%s %j: one line, exit 2, nothing written', (option, value, line) => {
    const r = make('--seeds', 'puzzles/0..0', option, value);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`make-puzzles: ${line}\n`);
    expect(r.stdout).toBe('');
  });
});
