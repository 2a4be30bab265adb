// In a real terminal: --resume with several unfinished games asks which one (and Esc leaves),
// --resume of a file that cannot be continued says why with verify's exit code, and --daily
// records the day in the save.
import { mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
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
  while (log.moves.length < moves && regicide.outcome(state) === null) {
    const move = bot.choose(regicide.view(state, 1), regicide.legalMoves(state));
    state = regicide.apply(state, move);
    log.moves.push(regicide.formatMove(move));
  }
  return { ...log, bots: [] } as GameLog;
}

const folderOf = (home: string): string => {
  const folder = join(home, 'regicide-cli', 'regicide');
  mkdirSync(folder, { recursive: true });
  return folder;
};

function twoSaves(home: string): { older: string; newer: string } {
  const folder = folderOf(home);
  const older = join(folder, '20261128-100000-aaaaaaaa.json');
  const newer = join(folder, '20261129-100000-bbbbbbbb.json');
  writeFileSync(older, JSON.stringify(unfinished('picker-one', 2)));
  writeFileSync(newer, JSON.stringify(unfinished('picker-two', 5)));
  return { older, newer };
}

/** A save whose fourth move was never legal (a hand-edited or corrupted file). */
function notReplaying(result: unknown = null): GameLog {
  const log = unfinished('picker-broken', 6);
  return { ...log, moves: [...log.moves.slice(0, 3), 'play KS KH KD', ...log.moves.slice(4)], result } as GameLog;
}

describe('--resume with several unfinished games', () => {
  it('lists them and continues the one chosen', async () => {
    const home = tempDataHome();
    const { older } = twoSaves(home);
    const t = start(['play', '--resume'], home);
    const list = await t.waitFor('2 unfinished games');
    // Numbered in the order they were started (as `saves` numbers them).
    expect(list).toMatch(/1 {2}2026-11-28 10:00 {2}solo {2}2 moves/);
    expect(list).toMatch(/2 {2}2026-11-29 10:00 {2}solo {2}5 moves/);
    // The list can be drawn a moment before its keys are heard (a busy machine): the choice is
    // typed again until the cursor shows it taken, then Enter continues.
    for (let tries = 0; ; tries++) {
      await t.type('1');
      try {
        await t.waitFor(/› {2}1 {2}2026-11-28/, 1000);
        break;
      } catch (e) {
        if (tries >= 20) throw e;
      }
    }
    await t.type('\r');
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
    expect(
      savedGames(home)
        .map((p) => readSave(p).moves.length)
        .sort(),
    ).toEqual([2, 5]);
  });
});

describe('friction 7: the resume picker and --resume of a file that cannot be continued', () => {
  it('keeps the numbers when a game is played, and starts on the game played last', async () => {
    const home = tempDataHome();
    const { older, newer } = twoSaves(home);
    // The older game was played last: it stays number 1, and the cursor starts on it.
    utimesSync(newer, 1_900_000_000, 1_900_000_000);
    utimesSync(older, 2_000_000_000, 2_000_000_000);
    const t = start(['play', '--resume'], home);
    const list = await t.waitFor('2 unfinished games');
    expect(list).toMatch(/› {2}1 {2}2026-11-28 10:00/);
    expect(list).toMatch(/ {3}2 {2}2026-11-29 10:00/);
    await t.type('\u001b');
    expect(await t.exit()).toBe(0);
  });

  it('lists a save that does not replay last, never starts on it, and will not open it', async () => {
    const home = tempDataHome();
    twoSaves(home);
    const broken = join(folderOf(home), '20261130-100000-cccccccc.json');
    writeFileSync(broken, JSON.stringify(notReplaying()));
    // The broken one was written last: it is still not where the cursor starts.
    utimesSync(broken, 2_100_000_000, 2_100_000_000);
    const t = start(['play', '--resume'], home);
    const list = await t.waitFor('3 unfinished games');
    expect(list).toMatch(/ {3}3 {2}2026-11-30 10:00 {2}solo {2}6 moves {2}does not replay/);
    expect(list).not.toMatch(/›.*does not replay/);
    await t.type('3');
    await t.waitFor(/› {2}3 /);
    await t.type('\r');
    await t.waitFor('That save does not replay');
    await t.type('q');
    expect(await t.exit()).toBe(0);
  });

  it('exits 2 for a file cut short, as replay --verify does', async () => {
    const home = tempDataHome();
    const file = join(folderOf(home), 'cut.json');
    writeFileSync(file, JSON.stringify(unfinished('picker-cut', 4)).slice(0, 60));
    const t = start(['play', '--resume', file], home);
    expect(await t.exit()).toBe(2);
    expect(t.normalBuffer()).toMatch(/cannot resume: .*cut\.json/);
  });

  it('says "does not replay" (exit 1), never "that game is over", for a log whose moves do not replay', async () => {
    for (const result of [null, { outcome: 'won', enemiesDefeated: 12, medal: 'gold' }]) {
      const home = tempDataHome();
      const file = join(folderOf(home), 'broken.json');
      writeFileSync(file, JSON.stringify(notReplaying(result)));
      const t = start(['play', '--resume', file], home);
      expect(await t.exit()).toBe(1);
      const text = t.normalBuffer();
      expect(text).toMatch(/move 4 "play KS KH KD" does not replay/);
      expect(text).not.toMatch(/over/i);
    }
  });

  it('names a finished game as one to watch with replay (exit 2)', async () => {
    const home = tempDataHome();
    const log = unfinished('picker-done', 400);
    const file = join(folderOf(home), 'done.json');
    writeFileSync(file, JSON.stringify(log));
    const t = start(['play', '--resume', file], home);
    expect(await t.exit()).toBe(2);
    expect(t.normalBuffer().replace(/\n/g, '')).toMatch(/that game is over; watch it with: npx regicide replay .*done\.json/);
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
