// Puzzles mined from the players' daily games, on both databases (SQLite, and a PostgreSQL of the
// test's own when installed): a consented game becomes a puzzle whose uniqueness the solver proves
// here again from the kept position; an unconsented one (or a second game of the day) never does;
// what a client is sent names no seed, no move before the position, no account and no day, and
// only once the deal's day is over; the attempt at it is judged at its position; an account's
// deletion takes its games' puzzles; the budget per game and the cap per day hold.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type GameLog, replayLog } from '../../src/core/log.js';
import { regicide } from '../../src/games/regicide/index.js';
import { isLegal, legalMoves } from '../../src/games/regicide/legal.js';
import { formatMove, parseMove } from '../../src/games/regicide/notation.js';
import { bundledPuzzles } from '../../src/games/regicide/puzzles/bundled.js';
import { PUZZLE_BUDGET, puzzlePosition, uniqueWinningMove } from '../../src/games/regicide/puzzles/puzzle.js';
import { applyInPlace } from '../../src/games/regicide/apply.js';
import { canonical } from '../../src/games/regicide/solver/pilot.js';
import type { RegicideState } from '../../src/games/regicide/types.js';
import type { Puzzle } from '../../src/games/regicide/puzzles/types.js';
import { AccountService, type ProvenKey } from '../../src/net/accounts/account-service.js';
import { DailyResults } from '../../src/net/daily/daily-results.js';
import { type ServerDatabase, openDatabase, sqliteFileIn } from '../../src/net/db/database.js';
import { MIGRATIONS } from '../../src/net/db/migrations.js';
import { fingerprintOf } from '../../src/net/accounts/key-proof.js';
import { glicko2 } from '../../src/net/ladder/glicko2-library.js';
import type { MineGame } from '../../src/net/puzzles/mine-off-loop.js';
import { PuzzleCrowd } from '../../src/net/puzzles/puzzle-crowd.js';
import { PuzzleMiner } from '../../src/net/puzzles/puzzle-miner.js';
import { regicidePuzzles } from '../../src/modules/regicide/puzzle-rule.js';
import { type TestPostgres, hasPostgres, noPostgresWarning, startPostgres } from './postgres-helpers.js';

if (!hasPostgres) console.warn(noPostgresWarning('puzzle-mining.test.ts'));

const GAME = 'regicide';
const DAY = '2026-12-02';
const NOON = Date.parse(`${DAY}T12:00:00Z`);
const NEXT_DAY = Date.parse('2026-12-03T09:00:00Z');
const set = bundledPuzzles();
// Two bundled puzzles with short winning lines: a game that plays the answer and the line is a
// won daily game that passes through the puzzle's position near its end.
const puzzleNamed = (id: string): Puzzle => {
  const p = set.puzzles.find((q) => q.id === id);
  if (!p) throw new Error(`the bundled set lost its short puzzle ${id}`);
  return p;
};
const [A, B] = [puzzleNamed('puzzles/4@50'), puzzleNamed('puzzles/20@63')];

/** A finished daily game of `p`'s deal (as the terminal marks it) through its position, the answer and the solver's line. */
function gameThrough(p: Puzzle): GameLog {
  const log: GameLog = { format: 'cardgames-log', version: 1, game: GAME, seed: p.seed, options: p.options, moves: [...p.moves, p.answer, ...p.line], result: null };
  const run = replayLog(regicide, log);
  if (run.error) throw new Error('the puzzle game does not replay');
  return { ...log, result: regicide.outcome(run.state), daily: DAY, attempt: 1 } as GameLog;
}

/** Positions from the puzzle's on (the answer and its line after it): a few, so the test mines in a moment. */
const budgetOf = (p: Puzzle, nodesPerGame = 5_000_000) => ({ nodesPerGame, lastPositions: p.line.length + 1 });
const inProcess: MineGame = (_game, log, budget) => regicidePuzzles.mine(log, budget);

const newKey = (): ProvenKey => {
  const { publicKey } = generateKeyPairSync('ed25519');
  return { fingerprint: fingerprintOf(publicKey), kind: 'ed25519', publicKey: publicKey.export({ format: 'pem', type: 'spki' }) as string };
};

const dialects: ('sqlite' | 'postgres')[] = ['sqlite', ...(hasPostgres ? (['postgres'] as const) : [])];

describe.each(dialects)('puzzles mined from players’ games on %s', (dialect) => {
  let database: ServerDatabase;
  let postgres: TestPostgres | undefined;
  let dir: string;
  let accounts: AccountService;
  let now = NOON;
  let seedOfDay = A.seed;
  const clock = () => now;
  const account = async (): Promise<string> => (await accounts.accountFor(newKey())).id;
  const minerFor = (p: Puzzle, o: { nodesPerGame?: number; perDay?: number } = {}) =>
    new PuzzleMiner(database.db, { mine: inProcess, budget: budgetOf(p, o.nodesPerGame), now: clock, ...(o.perDay !== undefined && { perDay: o.perDay }) });
  const resultsWith = (miner: PuzzleMiner) => new DailyResults(database.db, { dailySeed: () => Promise.resolve(seedOfDay), now: clock, miner });
  const minedOf = (accountId: string) => database.db.selectFrom('mined_puzzles').selectAll().where('account_id', '=', accountId).execute();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'puzzle-mining-'));
    if (dialect === 'postgres') postgres = await startPostgres();
    database = await openDatabase(postgres ? postgres.url : sqliteFileIn(dir));
    accounts = new AccountService(database.db, { now: clock });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('makes a consented game a puzzle, which the solver proves unique again from its kept position', async () => {
    now = NOON;
    seedOfDay = A.seed;
    const miner = minerFor(A);
    const id = await account();
    expect(await resultsWith(miner).submit(id, GAME, gameThrough(A), undefined, { puzzles: true })).toMatchObject({ ok: true, standing: 'ranked' });
    const round = await miner.runOnce();
    expect(round).toMatchObject({ kind: 'mined', cut: false });
    const mined = await minedOf(id);
    expect(mined.length).toBeGreaterThan(0);
    const expected = puzzlePosition(A);
    const theOne = mined.find((m) => JSON.stringify(JSON.parse(m.position)) === JSON.stringify(expected));
    expect(theOne?.answer).toBe(A.answer);
    for (const m of mined) {
      expect(m.source).toBe('player');
      const position = JSON.parse(m.position) as RegicideState;
      // Proven again: exactly one legal move keeps the deal winnable, and it is the kept answer.
      const found = uniqueWinningMove(position, PUZZLE_BUDGET);
      expect(found.kind).toBe('unique');
      if (found.kind === 'unique') expect(formatMove(found.answer.move)).toBe(m.answer);
      // The kept line wins from the answer.
      const after = structuredClone(position);
      for (const move of [m.answer, ...(JSON.parse(m.line) as string[])]) {
        expect(isLegal(after, parseMove(move))).toBe(true);
        applyInPlace(after, canonical(parseMove(move)));
      }
      expect(after.outcome).toBe('won');
      expect(legalMoves(position).length).toBe(m.choices);
    }
    // Nothing left to do.
    expect(await miner.runOnce()).toEqual({ kind: 'idle' });
  });

  it('shows a mined puzzle only after its deal’s day, without its seed, its moves, its account or its day, and judges attempts at its position', async () => {
    const [row] = await database.db.selectFrom('mined_puzzles').selectAll().orderBy('made_at').execute();
    const crowd = new PuzzleCrowd(database.db, glicko2, { now: clock });
    now = NOON;
    expect(await crowd.minedView(row.id)).toBeNull();
    expect(await crowd.has(row.id)).toBe(false);
    expect((await crowd.today())?.fromPlayers).toBeNull();
    now = NEXT_DAY;
    const view = await crowd.minedView(row.id);
    expect(view && Object.keys(view).sort()).toEqual(['answer', 'choices', 'game', 'id', 'line', 'position', 'source']);
    const sent = JSON.stringify(view);
    for (const secret of [A.seed, row.account_id, row.result_id, DAY, JSON.stringify(A.moves.slice(0, 5)).slice(1, -1)]) expect(sent).not.toContain(secret);
    expect(view?.source).toBe('player');
    expect((await crowd.today())?.fromPlayers).toMatchObject({ published: expect.any(Number) as number });
    expect(await crowd.stream(null, 50)).toContain(row.id);
    // An attempt: judged at the kept position by the server.
    const player = await account();
    const position = JSON.parse(row.position) as RegicideState;
    const wrong = legalMoves(position)
      .map(formatMove)
      .find((m) => m !== row.answer);
    expect(await crowd.attempt(player, row.id, 'play the king')).toEqual({ ok: false, problem: 'badMove' });
    expect(await crowd.attempt(player, row.id, wrong ?? '')).toMatchObject({ ok: true, counted: true, right: false });
    expect(await crowd.attempt(await account(), row.id, row.answer)).toMatchObject({ ok: true, counted: true, right: true, crowd: { tries: 2, solved: 1 } });
  });

  it('never mines an unconsented game, nor a second game of the day', async () => {
    now = NOON;
    seedOfDay = A.seed;
    const miner = minerFor(A);
    const results = resultsWith(miner);
    const quiet = await account();
    await results.submit(quiet, GAME, gameThrough(A));
    await results.submit(quiet, GAME, gameThrough(A), undefined, { puzzles: true });
    const said = await account();
    // Consent is `true` and nothing else.
    await results.submit(said, GAME, gameThrough(A), undefined, JSON.parse('{"puzzles":"yes"}') as { puzzles: boolean });
    expect(await miner.runOnce()).toEqual({ kind: 'idle' });
    for (const id of [quiet, said]) {
      expect(await database.db.selectFrom('puzzle_mining').select('result_id').where('account_id', '=', id).execute()).toEqual([]);
      expect(await minedOf(id)).toEqual([]);
    }
  });

  it('takes an account’s mined puzzles with its deletion, and keeps nothing of a game whose account went while it was mined', async () => {
    now = NOON;
    seedOfDay = B.seed;
    const miner = minerFor(B);
    const results = resultsWith(miner);
    const [goes, stays] = [await account(), await account()];
    for (const id of [goes, stays]) await results.submit(id, GAME, gameThrough(B), undefined, { puzzles: true });
    expect(await miner.runOnce()).toMatchObject({ kind: 'mined' });
    expect(await miner.runOnce()).toMatchObject({ kind: 'mined' });
    const theirs = await minedOf(goes);
    expect(theirs.length).toBeGreaterThan(0);
    expect((await accounts.exportAccount(goes)).puzzles.mined.map((m) => m.puzzle).sort()).toEqual(theirs.map((m) => m.id).sort());
    const crowd = new PuzzleCrowd(database.db, glicko2, { now: () => NEXT_DAY });
    await crowd.attempt(stays, theirs[0].id, theirs[0].answer);
    await accounts.deleteAccount(goes);
    expect(await minedOf(goes)).toEqual([]);
    expect(await database.db.selectFrom('puzzle_mining').select('result_id').where('account_id', '=', goes).execute()).toEqual([]);
    expect(await database.db.selectFrom('puzzle_stats').select('puzzle_id').where('puzzle_id', '=', theirs[0].id).execute()).toEqual([]);
    expect(await crowd.minedView(theirs[0].id)).toBeNull();
    expect((await minedOf(stays)).length).toBeGreaterThan(0);
    // A game mined while its account is deleted keeps nothing.
    const late = await account();
    await results.submit(late, GAME, gameThrough(B), undefined, { puzzles: true });
    const deleting: MineGame = async (game, log, budget) => {
      await accounts.deleteAccount(late);
      return inProcess(game, log, budget);
    };
    const racing = new PuzzleMiner(database.db, { mine: deleting, budget: budgetOf(B), now: clock });
    expect(await racing.runOnce()).toMatchObject({ kind: 'mined', kept: 0 });
    expect(await minedOf(late)).toEqual([]);
  });

  it('mines in the background: a queued game wakes the loop, and a stop ends it', async () => {
    now = Date.parse('2026-12-04T10:00:00Z');
    seedOfDay = A.seed;
    const miner = new PuzzleMiner(database.db, { mine: inProcess, budget: budgetOf(A), now: clock, pollMs: 3_600_000 });
    miner.start();
    const id = await account();
    await resultsWith(miner).submit(id, GAME, { ...gameThrough(A), daily: '2026-12-04' }, undefined, { puzzles: true });
    await vi.waitFor(async () => expect((await minedOf(id)).length).toBeGreaterThan(0), { timeout: 20_000 });
    await miner.stop();
  });

  it('holds the budget per game and the cap per day', async () => {
    now = Date.parse('2026-12-05T10:00:00Z');
    seedOfDay = A.seed;
    const day = '2026-12-05';
    const game = { ...gameThrough(A), daily: day };
    // A budget that one position spends: the game is cut after it.
    const tight = minerFor(A, { nodesPerGame: 1, perDay: 1 });
    const results = resultsWith(tight);
    const [first, second] = [await account(), await account()];
    for (const id of [first, second]) await results.submit(id, GAME, game, undefined, { puzzles: true });
    const round = await tight.runOnce();
    expect(round).toMatchObject({ kind: 'mined', positions: 1, cut: true });
    // The day's cap (one game, over every process): the second waits for the next day.
    expect(await tight.runOnce()).toEqual({ kind: 'capped' });
    const statuses = await database.db.selectFrom('puzzle_mining').select('status').where('account_id', 'in', [first, second]).execute();
    expect(statuses.map((r) => r.status).sort()).toEqual(['done', 'queued']);
    now = Date.parse('2026-12-06T00:00:01Z');
    expect(await tight.runOnce()).toMatchObject({ kind: 'mined' });
    // The queue's own bound: past it a consented game is not queued.
    const full = new PuzzleMiner(database.db, { mine: inProcess, maxQueued: 0, now: clock });
    expect(await full.enqueue({ resultId: 'x', accountId: first, game: GAME, day })).toBe(false);
  });

  it('goes with migration 0012 down and comes back with it up', async () => {
    const migration = MIGRATIONS['0012-mined-puzzles'];
    await migration.down?.(database.db);
    await expect(database.db.selectFrom('mined_puzzles').select('id').execute()).rejects.toThrow();
    await migration.up(database.db);
    expect(await database.db.selectFrom('mined_puzzles').select('id').execute()).toEqual([]);
    expect(await database.db.selectFrom('puzzle_mining').select('result_id').execute()).toEqual([]);
  });
});

describe('mining off the message loop', () => {
  it('mines a game on a worker thread as in-process, and a game that does not replay to nothing', async () => {
    const { mineOffTheLoop } = await import('../../src/net/puzzles/mine-off-loop.js');
    const game = gameThrough(A);
    const [there, here] = await Promise.all([mineOffTheLoop(GAME, game, budgetOf(A)), inProcess(GAME, game, budgetOf(A))]);
    expect(there).toEqual(here);
    expect(there.puzzles.length).toBeGreaterThan(0);
    const forged = { ...game, moves: [...game.moves.slice(0, -1), 'yield', 'yield'] };
    expect(await mineOffTheLoop(GAME, forged, budgetOf(A))).toEqual({ puzzles: [], positions: 0, nodes: 0, cut: false });
  }, 60_000);
});
