// A duel against the bot in a real terminal: played by keys from the first move to the end
// screen (quitting and resuming halfway), and the result on screen is the engine's result for
// the moves the save holds.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { replayLog, type GameLog } from '../../src/core/log.js';
import { botSeed } from '../../src/core/rng.js';
import { makeThronfolgeBot } from '../../src/games/thronfolge/bots/index.js';
import { previewTake, thronfolge } from '../../src/games/thronfolge/index.js';
import type { ThronfolgeMove, ThronfolgeResult, ThronfolgeState } from '../../src/games/thronfolge/types.js';
import { num } from '../../src/ui/shared/numbers.js';
import { KEY, ROOT, THRONFOLGE_BIN, Terminal, sleep, tempDataHome } from './terminal.js';

const SEED = '42';
const running: Terminal[] = [];
const start = (args: string[], dataHome: string, size: { cols?: number; rows?: number } = {}) => {
  const t = new Terminal(args, { dataHome, bin: THRONFOLGE_BIN, env: { THRONFOLGE_BOT_DELAY_MS: '20' }, ...size });
  running.push(t);
  return t;
};

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist', 'cli', 'thronfolge', 'main.js'))) throw new Error('build first: npm run build');
});
afterEach(() => {
  for (const t of running.splice(0)) t.kill();
});

function saves(dataHome: string): string[] {
  const folder = join(dataHome, 'regicide-cli', 'thronfolge');
  try {
    return readdirSync(folder)
      .filter((n) => n.endsWith('.json'))
      .map((n) => join(folder, n));
  } catch {
    return [];
  }
}

function readSave(path: string): GameLog {
  for (let attempt = 0; ; attempt++) {
    try {
      return JSON.parse(readFileSync(path, 'utf8')) as GameLog;
    } catch (e) {
      // Being replaced right now (the write is atomic, so this passes at once); read again.
      if (attempt > 1000) throw e;
    }
  }
}

/** The engine's state after the moves the save holds, or null before the game has a save. */
function savedState(home: string): ThronfolgeState | null {
  const [path] = saves(home);
  if (!path) return null;
  const run = replayLog(thronfolge, readSave(path));
  if (run.error) throw new Error(JSON.stringify(run.error));
  return run.state;
}

/**
 * Before the player's first move there is no save (not even when the bot moved first): then the
 * start, and the bot's first move as the program's seeded bot plays it, once the screen shows it.
 */
async function openingState(term: Terminal): Promise<ThronfolgeState> {
  const start = thronfolge.setup(thronfolge.normalizeOptions({ first: null, variants: [] }), SEED);
  if (thronfolge.currentSeat(start) === 1) return start;
  await term.waitFor('Your turn');
  const bot = makeThronfolgeBot('hard', botSeed(SEED, 2));
  return thronfolge.apply(start, bot.choose(thronfolge.view(start, 2), thronfolge.legalMoves(start)));
}

const movesSaved = (home: string): number => {
  const [path] = saves(home);
  return path ? readSave(path).moves.length : 0;
};

/** Waits until it is seat 1's turn in the save (or the game is over). */
async function waitForMyTurn(home: string, term: Terminal, timeoutMs = 15_000): Promise<ThronfolgeState> {
  const startTime = Date.now();
  for (;;) {
    const s = savedState(home) ?? (await openingState(term));
    if (s.result !== null || s.current === 0) return s;
    if (Date.now() - startTime > timeoutMs) throw new Error('the bot did not move');
    await sleep(20);
  }
}

/** The test's own fixed policy: take when it gains the lead by 4 or more, else play the first card. */
function choose(s: ThronfolgeState): ThronfolgeMove {
  const legal = thronfolge.legalMoves(s);
  const take = legal.find((m) => m.type === 'take');
  if (take && (legal.length === 1 || previewTake(thronfolge.view(s, 1)).lead >= 4)) return take;
  return legal.find((m) => m.type === 'play') ?? legal[0];
}

/** Keys for a move: the card's number in the hand, then Enter; or t. */
function keysFor(s: ThronfolgeState, move: ThronfolgeMove): string[] {
  if (move.type === 'take') return ['t'];
  return [String(s.hands[0].indexOf(move.card) + 1), KEY.enter];
}

/** Plays seat 1 by keys until `stop` holds or the game is over; returns the last state. */
async function play(term: Terminal, home: string, stop: (s: ThronfolgeState) => boolean): Promise<ThronfolgeState> {
  for (;;) {
    const s = await waitForMyTurn(home, term);
    if (s.result !== null || stop(s)) return s;
    const before = movesSaved(home);
    await term.type(...keysFor(s, choose(s)));
    const startTime = Date.now();
    while (movesSaved(home) === before) {
      if (Date.now() - startTime > 10_000) throw new Error(`the move was not taken; screen:\n${term.screen()}`);
      await sleep(15);
    }
  }
}

// Negative totals are written with the minus sign U+2212, as every number on screen.
const totalsLine = (r: ThronfolgeResult) => new RegExp(`Total\\s+${num(r.scores[0])}\\s+${num(r.scores[1])}`);

describe('thronfolge duel in a terminal', () => {
  it("plays a duel by keys against the bot, with a quit and --resume, to the engine's result", async () => {
    const home = tempDataHome();
    const first = start(['duel', '--seed', SEED], home);
    let screen = await first.waitFor('Your hand');
    expect(first.onAltScreen()).toBe(true);
    expect(screen.split('\n')[23]).toBe('');
    expect(screen).toContain('Round 1/4');
    // Into round 2, then leave with q and a confirmation.
    let state = await play(first, home, (s) => s.round >= 2);
    const [savePath] = saves(home);
    await first.type('q');
    await first.waitFor('Quit now?');
    await first.type('y');
    expect(await first.exit()).toBe(0);
    expect(first.normalBuffer()).toContain('npx thronfolge duel --resume');
    expect(first.normalBuffer()).not.toMatch(/[♠♥♦♣]/);

    const second = start(['duel', '--resume'], home);
    screen = await second.waitFor('Your hand');
    expect(screen).toContain(`Round ${state.round}/4`);
    // The event log holds the whole duel again, rebuilt from the save.
    await second.type('v');
    screen = await second.waitFor('Event log');
    expect(Number(/of (\d+)/.exec(screen)![1])).toBeGreaterThan(readSave(savePath).moves.length);
    await second.type(KEY.escape);
    await second.waitFor('Your hand');
    state = await play(second, home, () => false);
    const result = state.result!;
    expect(result).not.toBeNull();

    screen = await second.waitFor('Game over');
    const headline = result.shared ? 'A shared victory' : result.winner === 1 ? 'You win!' : 'Player 2 wins.';
    expect(screen).toContain(headline);
    expect(screen).toMatch(totalsLine(result));
    expect(screen).toContain(result.reason === 'crowns' ? 'three crowns' : result.tieBreak === 'score' ? 'Decided by the higher score' : 'decided');
    expect(screen.replace(/\n/g, '')).toContain('thronfolge replay');
    expect(readSave(savePath).result).toEqual(thronfolge.outcome(state));

    // The end screen listens once it has been up for a moment (a hurried Enter must not skip it);
    // its keys show from then on.
    await second.waitFor('q/Enter leave');
    await second.type(KEY.enter);
    expect(await second.exit()).toBe(0);
    const after = second.normalBuffer();
    expect(after).toContain(`(${num(result.scores[0])} : ${num(result.scores[1])})`);
    expect(after.replace(/\n/g, '')).toContain(`npx thronfolge replay ${savePath}`);
    // A whole game through the keys, frame by frame: on a loaded machine it takes longer than the default minute.
  }, 180_000);
});
