// In a real terminal: --resume with several unfinished games asks which one (and Esc leaves),
// and --daily records the day in the save.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type GameLog, newLog } from '../../src/core/log.js';
import { makeRegicideBot } from '../../src/games/regicide/bots/index.js';
import { regicide } from '../../src/games/regicide/index.js';
import { readSave, savedGames, waitForSavedMoves } from './driver.js';
import { Terminal, tempDataHome } from './terminal.js';

const running: Terminal[] = [];
const start = (args: string[], dataHome: string, env: Record<string, string> = {}) => {
  const t = new Terminal(args, { dataHome, env });
  running.push(t);
  return t;
};
afterEach(() => {
  for (const t of running.splice(0)) t.kill();
});

function unfinished(seed: string, moves: number): GameLog {
  const options = regicide.normalizeOptions({ players: 1, variants: [] });
  let state = regicide.setup(options, seed);
  const log = newLog('regicide', seed, options);
  const bot = makeRegicideBot('easy', seed);
  while (log.moves.length < moves) {
    const move = bot.choose(regicide.view(state, 1), regicide.legalMoves(state));
    state = regicide.apply(state, move);
    log.moves.push(regicide.formatMove(move));
  }
  return { ...log, bots: [] } as GameLog;
}

function twoSaves(home: string): { older: string; newer: string } {
  const folder = join(home, 'regicide-cli', 'regicide');
  mkdirSync(folder, { recursive: true });
  const older = join(folder, '20261128-100000-aaaaaaaa.json');
  const newer = join(folder, '20261129-100000-bbbbbbbb.json');
  writeFileSync(older, JSON.stringify(unfinished('picker-one', 2)));
  writeFileSync(newer, JSON.stringify(unfinished('picker-two', 5)));
  return { older, newer };
}

describe('--resume with several unfinished games', () => {
  it('lists them and continues the one chosen', async () => {
    const home = tempDataHome();
    const { older } = twoSaves(home);
    const t = start(['play', '--resume'], home);
    const list = await t.waitFor('2 unfinished games');
    expect(list).toMatch(/1 {2}2026-11-29 10:00 {2}solo {2}5 moves/);
    expect(list).toMatch(/2 {2}2026-11-28 10:00 {2}solo {2}2 moves/);
    await t.type('2', '\r');
    await t.waitFor('Your hand');
    await t.type('q');
    await t.waitFor(/Quit now/);
    await t.type('y');
    expect(await t.exit()).toBe(0);
    // The game left was the older one: its save is the one named after leaving.
    expect(t.normalBuffer().replace(/\n/g, '')).toContain('20261128-100000-aaaaaaaa');
    expect(readSave(older).moves).toHaveLength(2);
  });

  it('leaves without playing on Esc', async () => {
    const home = tempDataHome();
    twoSaves(home);
    const t = start(['play', '--resume', '--lang', 'de'], home);
    await t.waitFor('2 unbeendete Spiele');
    await t.type('\u001b');
    expect(await t.exit()).toBe(0);
    expect(t.normalBuffer()).not.toContain('Your hand');
    // No game was opened: both saves are untouched.
    expect(savedGames(home).map((p) => readSave(p).moves.length).sort()).toEqual([2, 5]);
  });
});

describe('--daily in a terminal', () => {
  it("starts today's deal and marks its save with the day", async () => {
    const home = tempDataHome();
    const t = start(['play', '--daily'], home, { REGICIDE_TODAY: '2026-11-30' });
    await t.waitFor('Your hand');
    // A game is saved from its first move on: flip a jester (after the question).
    await t.type('f');
    await t.waitFor('Flip a jester');
    await t.type('y');
    const path = await waitForSavedMoves({ dataHome: home }, 1);
    const log = JSON.parse(readFileSync(path, 'utf8'));
    expect(log).toMatchObject({ seed: 'daily-2026-11-30', daily: '2026-11-30', options: { players: 1, variants: [] } });
    await t.type('q');
    await t.waitFor(/Quit now/);
    await t.type('y');
    expect(await t.exit()).toBe(0);
  });
});
