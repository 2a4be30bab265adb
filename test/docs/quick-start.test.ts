// The README's quick start, run as written: its first block is the two commands of a fresh
// machine, and every command of it that can run here runs — a screen command in a pty until its
// first frame (then Ctrl-C, which leaves at once), the others without a terminal. A command this
// test does not know fails it, so a new quick-start line is run here or named below with why not.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KEY, Terminal, tempDataHome } from '../e2e/terminal.js';
import { readmeCommands, readmeInstall } from '../package/readme-install.js';
import { ROOT } from './pages.js';

const QUICK = readmeCommands(join(ROOT, 'README.md'), 'Quick start');
const FROM_A_CLONE = readmeInstall(join(ROOT, 'README.md')).sections.get('From a clone') ?? [];

/** What each screen command shows first. */
const FIRST_FRAME: Record<string, string> = {
  'npx regicide play': 'Your hand',
  'npx regicide learn': 'Lesson 1 of 8',
  'npx regicide play --players 3 --bots 2,3': 'Player 3 (bot)',
  'npx regicide play --players 2': 'Pass to Player 1',
  'npx regicide play --daily': 'Daily deal',
  'npx thronfolge duel --seed 42': 'Round 1/4',
  'npx thronfolge learn': 'Lesson 1 of 6',
  'npx regicide play --screen-reader': 'Turn: yours',
  'npx regicide puzzle': 'Puzzle of',
};
/** What each command without a terminal prints. */
const PRINTS: Record<string, RegExp> = {
  'npx regicide analyze --seed 42': /^Deal "42" \(solo, standard rules\): winnable/,
  'npx regicide rules --lang de': /so spielt dieses Programm/,
};
/** The commands not run here, and why. */
const NOT_HERE: Record<string, string> = {
  'npm ci': 'run as written by test/package/install.test.ts (the install section from a clone)',
  'npm test': 'this test is part of it',
  'npx regicide host --players 3': 'listens on 0.0.0.0:2567, and servers in tests listen on 127.0.0.1 on free ports (test/net/ runs host there)',
};

// From a clone `npx regicide …` runs bin/regicide.js (the install test runs npx itself).
const programOf = (command: string): { bin: string; args: string[] } => {
  const [, name, ...args] = command.split(' ');
  return { bin: join(ROOT, 'bin', `${name}.js`), args };
};

const terminals: Terminal[] = [];
afterAll(() => terminals.forEach((t) => t.kill()));

describe("the README's quick start", () => {
  it('starts with the two commands of a fresh machine', () => {
    expect(QUICK.blocks[0]).toEqual(['npm ci', 'npx regicide play']);
    expect(FROM_A_CLONE).toContain('npm ci');
  });

  it('has no command this test does not run or name', () => {
    const known = new Set([...Object.keys(FIRST_FRAME), ...Object.keys(PRINTS), ...Object.keys(NOT_HERE)]);
    expect(QUICK.blocks.flat().filter((command) => !known.has(command))).toEqual([]);
  });

  for (const command of QUICK.blocks.flat().filter((c) => c in FIRST_FRAME)) {
    it(`runs ${command} in a terminal to its first frame`, async () => {
      const { bin, args } = programOf(command);
      const terminal = new Terminal(args, { bin, dataHome: tempDataHome() });
      terminals.push(terminal);
      await terminal.waitFor(FIRST_FRAME[command]!, 60_000);
      await terminal.type(KEY.ctrlC);
      expect(await terminal.exit()).toBe(130);
    }, 90_000);
  }

  for (const command of QUICK.blocks.flat().filter((c) => c in PRINTS)) {
    it(`runs ${command} without a terminal`, () => {
      const { bin, args } = programOf(command);
      const r = spawnSync(process.execPath, [bin, ...args], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', CI: 'true', LANG: 'en_US.UTF-8', XDG_DATA_HOME: tempDataHome() },
        timeout: 120_000,
      });
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toMatch(PRINTS[command]!);
    }, 130_000);
  }
});
