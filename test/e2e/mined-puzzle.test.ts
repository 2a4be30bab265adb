// Puzzles from players' games on `regicide puzzle` with a server (issue 31), in a pty of 80×24:
// after the day's puzzle its end card offers the server's puzzle of the day from players' games
// (`fromPlayers`, under its own heading), then the rest of the stream, never that one twice; a puzzle given
// as its position alone is played on the real board, a wrong try refuted and counted as the first
// attempt, the right one solving it, the crowd's answer on the end card; the next one solved at
// the first try, and its solver's line in the stepper from its position. The screens never show
// a deal's seed or the moves that led to the position, and where the player got to is kept.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { puzzlePosition } from '../../src/games/regicide/puzzles/puzzle.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { keysFor } from './driver.js';
import { KEY, Terminal } from './terminal.js';
import { sqliteFileIn } from '../../src/net/db/database.js';
import { TWO_MINED, publishMined } from '../net/mined-puzzles-fixture.js';

const home = mkdtempSync(join(tmpdir(), 'regicide-mined-'));
const data = join(home, 'server');
const MINED = TWO_MINED;
let server: NetServer;
let t: Terminal | null = null;

beforeAll(async () => {
  mkdirSync(data, { recursive: true });
  await publishMined(data, MINED);
  server = await startNetServer({ port: 0, host: '127.0.0.1', dataDir: data, database: sqliteFileIn(data), botDelayMs: 0 });
  const folder = join(home, 'regicide-cli');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'server-address'), `127.0.0.1:${server.port}\n`);
  writeFileSync(join(folder, 'puzzle-crowd-consent'), 'yes\n');
});
afterAll(async () => {
  t?.kill();
  await server?.close();
  rmSync(home, { recursive: true, force: true });
});

/** The screen's words with every wrap and run of spaces as one space. */
const said =
  (re: RegExp) =>
  (screen: string): boolean =>
    re.test(screen.replace(/\s+/g, ' '));

describe('a puzzle from a player’s game on the terminal', () => {
  it('follows the day’s puzzle, the day’s from players first, is judged by the server, and shows no seed and no earlier move', async () => {
    // Which of the two is the day's from players depends on the date: the server names it.
    const today = (await (await fetch(`http://127.0.0.1:${server.port}/puzzles/today`)).json()) as { fromPlayers: { puzzle: string } | null };
    const first = MINED.find((m) => m.id === today.fromPlayers?.puzzle);
    if (!first) throw new Error('the server named no puzzle of the day from players');
    const second = MINED.find((m) => m !== first)!;
    const [A, B] = [first.puzzle, second.puzzle];
    t = new Terminal(['puzzle'], { dataHome: home, cols: 80, rows: 24 });
    const screens: string[] = [];
    const seen = async (check: Parameters<Terminal['waitFor']>[0], ms = 20_000): Promise<string> => {
      const s = await t!.waitFor(check, ms);
      screens.push(s);
      return s;
    };
    // The day's puzzle, given up: its end card offers the next one.
    await seen('Puzzle of');
    await t.type(KEY.enter);
    await seen('Your hand');
    await t.type('q');
    await seen('Quit now?');
    await t.type('y');
    await seen(said(/The answer was .* n: next puzzle/));
    await t.type('n');

    // The day's from players' games first, under its heading: a wrong try, refuted and sent as the first attempt, then the answer.
    await seen('Today’s puzzle from players’ games');
    await t.type(KEY.enter);
    const board = await seen('Your hand');
    // A position alone: the board's log has no move before it.
    expect(board).not.toMatch(/Player 1 plays/);
    const a = puzzlePosition(A);
    const answer = regicide.formatMove(regicide.parseMove(A.answer));
    const wrong = regicide.legalMoves(a).find((m) => regicide.formatMove(m) !== answer)!;
    await t.type(...keysFor(a, wrong));
    await seen('loses.');
    // The wrong cards stay selected on the board: picked again, they are let go first.
    await t.type(...keysFor(a, wrong).slice(0, -1), ...keysFor(a, regicide.parseMove(A.answer)));
    await seen('Solved at try 2.');
    await seen(said(/0% solved it \(1 try\)/));
    await seen(said(/n: next puzzle/));
    await t.type('n');

    // Then the stream, passing over the day's one: the other, solved at the first try; the last: no next one offered.
    await seen('Puzzle from a player’s game');
    await t.type(KEY.enter);
    await seen('Your hand');
    const b = puzzlePosition(B);
    await t.type(...keysFor(b, regicide.parseMove(B.answer)));
    const end = await seen(said(/Solved at the first try\..*100% solved it \(1 try\)/));
    expect(end).not.toContain('next puzzle');
    // The solver's line in the stepper, from the puzzle's position: the answer is its first move.
    await t.type(KEY.enter);
    await seen('The puzzle’s position, before the answer');
    await t.type(KEY.right);
    await seen(`Move 1 of ${B.line.length + 1}`);
    await t.type('q');
    expect(await t.exit()).toBe(0);

    // Counted by the server as first attempts: the wrong one, and the right one.
    for (const [id, tries, solved] of [
      [first.id, 1, 0],
      [second.id, 1, 1],
    ] as const) {
      const crowd = (await (await fetch(`http://127.0.0.1:${server.port}/puzzles/crowd?puzzle=${id}`)).json()) as { crowd: { tries: number; solved: number } };
      expect(crowd.crowd).toMatchObject({ tries, solved });
    }
    // Never a seed of the deals nor their earlier moves on any screen.
    for (const s of [...screens, t.normalBuffer()]) for (const p of [A, B]) expect(s).not.toContain(p.seed);
    // Where the player got to in the stream is kept (the day's one from players is out of its order): the next run goes on after it.
    expect(readFileSync(join(home, 'regicide-cli', 'puzzle-stream-at'), 'utf8')).toBe(`${second.id}\n`);
  }, 150_000);
});
