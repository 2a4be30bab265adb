// The installed package reads few bundle files before its first frame. Node resolves and links
// every ES module file on its own, and esbuild's code splitting had cut the program into 122
// files before the first frame of `regicide play` (79 for `--help`), where the version of 30
// November read 26; scripts/chunk-glue.mjs groups them. Counted as the start-up bench counts them:
// a module hook notes every file Node loads, in a real terminal, until the frame's text appears.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCounter, type LoadCounter } from '../../src/bench/load-count.js';
import { ROOT, Terminal } from '../e2e/terminal.js';

// Where the glue leaves them today: 25 and 28 before the two first frames, 10 for --help. The
// bounds leave room for growth, and fail long before the 122 files that the splitting alone made.
const MAX_BEFORE_FIRST_FRAME = 40;
const MAX_FOR_HELP = 20;

let pkg: string;
let counter: LoadCounter;

beforeAll(() => {
  pkg = mkdtempSync(join(tmpdir(), 'first-frame-files-'));
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'bundle.mjs'), '--outdir', join(pkg, 'bundle')], { cwd: ROOT, stdio: 'ignore' });
  for (const part of ['bin', 'package.json']) cpSync(join(ROOT, part), join(pkg, part), { recursive: true });
  counter = loadCounter();
}, 180_000);

afterAll(() => {
  counter?.remove();
  if (pkg) rmSync(pkg, { recursive: true, force: true });
});

describe('bundle files the installed package loads', () => {
  for (const [game, command] of [
    ['regicide', 'play'],
    ['thronfolge', 'duel'],
  ] as const) {
    it(`${game} ${command}: at most ${MAX_BEFORE_FIRST_FRAME} before the first frame`, async () => {
      counter.reset();
      const dataHome = mkdtempSync(join(pkg, 'home-'));
      const terminal = new Terminal([command, '--seed', '1'], {
        dataHome,
        bin: join(pkg, 'bin', `${game}.js`),
        env: { NODE_OPTIONS: counter.nodeArgs.join('='), THRONFOLGE_BOT_DELAY_MS: '600000' },
      });
      try {
        await terminal.waitFor('Your hand', 60_000);
        const loaded = counter.loaded(pkg);
        expect(loaded.files).toBeGreaterThan(0);
        expect(loaded.files, `${loaded.files} files, ${loaded.bytes} bytes`).toBeLessThanOrEqual(MAX_BEFORE_FIRST_FRAME);
      } finally {
        terminal.kill();
      }
    }, 120_000);
  }

  it(`regicide --help: at most ${MAX_FOR_HELP}`, () => {
    counter.reset();
    const help = execFileSync(process.execPath, [...counter.nodeArgs, join(pkg, 'bin', 'regicide.js'), '--help'], { encoding: 'utf8', env: { ...process.env, CI: 'true' } });
    expect(help).toContain('play [options]');
    const loaded = counter.loaded(pkg);
    expect(loaded.files).toBeGreaterThan(0);
    expect(loaded.files, `${loaded.files} files, ${loaded.bytes} bytes`).toBeLessThanOrEqual(MAX_FOR_HELP);
  });
});
