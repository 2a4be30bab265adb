// The puzzles' crowd on a real SQLite database and PostgreSQL (when installed): the server judges
// every attempt itself (an unknown puzzle, a move that is no move, an illegal move are refused; a
// move is right only when it is the puzzle's answer), keeps one first attempt per account and
// puzzle however often or however at once it is sent, moves both ratings once by Glicko-2 (the
// figures checked against glicko2-lite itself), counts the crowd without losing an update across
// two processes, and an account's puzzle rows are in its export and gone with its deletion.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardText } from '../../src/core/cards.js';
import { isLegal, legalMoves } from '../../src/games/regicide/legal.js';
import { formatMove, parseMove } from '../../src/games/regicide/notation.js';
import { bundledPuzzles } from '../../src/games/regicide/puzzles/bundled.js';
import { puzzlePosition } from '../../src/games/regicide/puzzles/puzzle.js';
import { AccountService } from '../../src/net/accounts/account-service.js';
import { type ServerDatabase, openDatabase, sqliteFileIn } from '../../src/net/db/database.js';
import { MIGRATIONS } from '../../src/net/db/migrations.js';
import { fingerprintOf } from '../../src/net/accounts/key-proof.js';
import { TAU, glicko2, glicko2Rate } from '../../src/net/ladder/glicko2-library.js';
import { NEW_PLAYER } from '../../src/net/ladder/rating-system.js';
import { type AttemptAnswer, PuzzleCrowd } from '../../src/net/puzzles/puzzle-crowd.js';
import { PuzzleJudge } from '../../src/games/regicide/puzzles/judge.js';
import { type TestPostgres, hasPostgres, startPostgres } from './postgres-helpers.js';

const [P1, P2, P3] = bundledPuzzles().puzzles;

/** A legal move of the puzzle that is not its answer, and a move of real cards that is not legal there. */
function movesOf(p: typeof P1): { wrong: string; illegal: string } {
  const s = puzzlePosition(p);
  const answer = formatMove(parseMove(p.answer));
  const wrong = legalMoves(s)
    .map(formatMove)
    .find((m) => m !== answer);
  const illegal = Array.from({ length: 52 }, (_, c) => `play ${cardText(c)}`).find((m) => !isLegal(s, parseMove(m)));
  if (!wrong || !illegal) throw new Error('the puzzle has no wrong or no illegal move');
  return { wrong, illegal };
}
const M1 = movesOf(P1);

/** glicko2-lite itself, as the ladder calls it: one game against one opponent. */
const libraryAfter = (me: { rating: number; rd: number; vol: number }, them: { rating: number; rd: number }, score: number) =>
  glicko2Rate(me.rating, me.rd, me.vol, [[them.rating, them.rd, score]], { rating: NEW_PLAYER.rating, tau: TAU });
const fresh = { rating: NEW_PLAYER.rating, rd: NEW_PLAYER.deviation, vol: NEW_PLAYER.volatility };

const ok = (a: AttemptAnswer): Extract<AttemptAnswer, { ok: true }> => {
  if (!a.ok) throw new Error(`refused: ${a.problem}`);
  return a;
};

describe('the judge of an attempt', () => {
  const judge = new PuzzleJudge();

  it('refuses an unknown puzzle, a text that is no move, and a move that is not legal in the position', () => {
    expect(judge.judge('no such puzzle', P1.answer)).toEqual({ ok: false, problem: 'noPuzzle' });
    expect(judge.judge(P1.id, 'castle the king')).toEqual({ ok: false, problem: 'badMove' });
    expect(judge.judge(P1.id, '')).toEqual({ ok: false, problem: 'badMove' });
    expect(judge.judge(P1.id, M1.illegal)).toEqual({ ok: false, problem: 'illegalMove' });
  });

  it('finds the answer right however its cards are ordered or cased, and any other legal move wrong', () => {
    const answer = parseMove(P1.answer);
    const shuffled = 'cards' in answer ? `${answer.type} ${answer.cards.map(cardText).reverse().join(' ').toLowerCase()}` : P1.answer;
    expect(judge.judge(P1.id, shuffled)).toEqual({ ok: true, puzzle: P1.id, move: formatMove(parseMove(P1.answer)), right: true });
    expect(judge.judge(P1.id, M1.wrong)).toMatchObject({ ok: true, move: M1.wrong, right: false });
  });
});

const newKey = () => {
  const { publicKey } = generateKeyPairSync('ed25519');
  return { fingerprint: fingerprintOf(publicKey), kind: 'ed25519' as const, publicKey: publicKey.export({ format: 'pem', type: 'spki' }) as string };
};

const dialects: ('sqlite' | 'postgres')[] = ['sqlite', ...(hasPostgres ? (['postgres'] as const) : [])];

describe.each(dialects)('the puzzles’ crowd on %s', (dialect) => {
  let database: ServerDatabase;
  let postgres: TestPostgres | undefined;
  let dir: string;
  let accounts: AccountService;
  let crowd: PuzzleCrowd;
  let clock = 1_800_000_000_000;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'puzzle-crowd-'));
    postgres = dialect === 'postgres' ? await startPostgres() : undefined;
    database = await openDatabase(postgres ? postgres.url : sqliteFileIn(dir));
    accounts = new AccountService(database.db, { now: () => clock });
    crowd = new PuzzleCrowd(database.db, glicko2, { now: () => clock++ });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const account = async (): Promise<string> => (await accounts.accountFor(newKey())).id;

  it('counts a first attempt once, moving the player and the puzzle as glicko2-lite does, and no second one', async () => {
    const ada = await account();
    // Three sends of Ada's first attempt at once (a retried request, two terminals): one counts.
    const sent = await Promise.all([1, 2, 3].map(() => crowd.attempt(ada, P1.id, M1.wrong)));
    expect(sent.filter((a) => ok(a).counted)).toHaveLength(1);
    expect(sent.filter((a) => ok(a).why === 'already')).toHaveLength(2);
    const playerAfter = libraryAfter(fresh, fresh, 0);
    const puzzleAfter = libraryAfter(fresh, fresh, 1);
    const first = ok(sent.find((a) => ok(a).counted)!);
    expect(first).toMatchObject({ move: M1.wrong, right: false, first: { move: M1.wrong, right: false }, crowd: { tries: 1, solved: 0, top: [{ move: M1.wrong, tries: 1 }] } });
    expect(first.rating).toEqual({ rating: Math.round(playerAfter.rating), deviation: Math.round(playerAfter.rd), provisional: true, change: playerAfter.rating - NEW_PLAYER.rating, attempts: 1 });
    expect(await crowd.puzzleRating(P1.id)).toMatchObject({ rating: puzzleAfter.rating, deviation: puzzleAfter.rd, volatility: puzzleAfter.vol });

    // The answer now, from the same account: judged right, but neither counted nor rated.
    const again = ok(await crowd.attempt(ada, P1.id, P1.answer));
    expect(again).toMatchObject({ counted: false, why: 'already', right: true, first: { move: M1.wrong, right: false }, crowd: { tries: 1, solved: 0 } });
    expect(again.rating).toMatchObject({ rating: Math.round(playerAfter.rating), change: 0, attempts: 1 });
    expect(await crowd.puzzleRating(P1.id)).toMatchObject({ rating: puzzleAfter.rating });

    // Ben solves it: his rating against the puzzle's as it stood, the puzzle's against his.
    const ben = await account();
    const solved = ok(await crowd.attempt(ben, P1.id, P1.answer));
    const benAfter = libraryAfter(fresh, puzzleAfter, 1);
    const puzzleThen = libraryAfter(puzzleAfter, fresh, 0);
    expect(solved.rating).toMatchObject({ rating: Math.round(benAfter.rating), change: benAfter.rating - NEW_PLAYER.rating });
    expect(solved.rating!.change).toBeGreaterThan(0);
    expect(await crowd.puzzleRating(P1.id)).toMatchObject({ rating: puzzleThen.rating, deviation: puzzleThen.rd });
    expect(solved.crowd).toEqual({
      tries: 2,
      solved: 1,
      top: [
        { move: formatMove(parseMove(P1.answer)), tries: 1 },
        { move: M1.wrong, tries: 1 },
      ].sort((a, b) => (a.move < b.move ? -1 : 1)),
    });
    // Attempts at another puzzle rate Ben from where he stands (his second attempt).
    const next = ok(await crowd.attempt(ben, P2.id, P2.answer));
    expect(next.rating).toMatchObject({ attempts: 2, rating: Math.round(libraryAfter({ rating: benAfter.rating, rd: benAfter.rd, vol: benAfter.vol }, fresh, 1).rating) });
  });

  it('names the three moves most tried, most first', async () => {
    const s = puzzlePosition(P2);
    const answer = formatMove(parseMove(P2.answer));
    const wrongs = legalMoves(s)
      .map(formatMove)
      .filter((m) => m !== answer);
    expect(wrongs.length).toBeGreaterThanOrEqual(2);
    const plan = [wrongs[0], wrongs[0], wrongs[0], wrongs[1], wrongs[1], answer];
    for (const move of plan) ok(await crowd.attempt(await account(), P2.id, move));
    // Ben's answer from the test before makes two right answers.
    expect((await crowd.crowd(P2.id)).top).toEqual([
      { move: wrongs[0], tries: 3 },
      ...[
        { move: wrongs[1], tries: 2 },
        { move: answer, tries: 2 },
      ].sort((a, b) => (a.move < b.move ? -1 : 1)),
    ]);
    expect(await crowd.crowd(P2.id)).toMatchObject({ tries: 7, solved: 2 });
  });

  it('keeps an account whose key is out of the rankings out of the crowd', async () => {
    const key = newKey();
    const eve = (await accounts.accountFor(key)).id;
    await database.db.insertInto('bans').values({ kind: 'ranking', target: key.fingerprint, reason: 'test', at: clock }).execute();
    const before = await crowd.crowd(P1.id);
    expect(ok(await crowd.attempt(eve, P1.id, P1.answer))).toMatchObject({ counted: false, why: 'rankingBan', right: true, rating: null, first: null });
    expect(await crowd.crowd(P1.id)).toEqual(before);
  });

  it("puts an account's attempts and rating in its export, and its deletion removes them (the crowd's counts stay)", async () => {
    const ida = await account();
    ok(await crowd.attempt(ida, P1.id, M1.wrong));
    ok(await crowd.attempt(ida, P2.id, P2.answer));
    const exported = await accounts.exportAccount(ida);
    expect(exported.puzzles.rating).toMatchObject({ attempts: 2 });
    expect(exported.puzzles.attempts).toMatchObject([
      { puzzle: P1.id, move: M1.wrong, right: false, ratingBefore: NEW_PLAYER.rating },
      { puzzle: P2.id, right: true },
    ]);
    const tries = (await crowd.crowd(P1.id)).tries;
    await accounts.deleteAccount(ida);
    for (const table of ['puzzle_attempts', 'puzzle_player_ratings']) expect(JSON.stringify((await sql`select * from ${sql.table(table)}`.execute(database.db)).rows)).not.toContain(ida);
    expect((await crowd.crowd(P1.id)).tries).toBe(tries);
  });

  it.runIf(dialect === 'postgres')(
    'loses no count when two processes take attempts at one puzzle at once',
    async () => {
      const other = await openDatabase(postgres!.url);
      try {
        const second = new PuzzleCrowd(other.db, glicko2, { now: () => clock++ });
        const players = await Promise.all(Array.from({ length: 8 }, () => account()));
        const answers = await Promise.all(players.map((id, i) => (i % 2 ? second : crowd).attempt(id, P3.id, P3.answer)));
        expect(answers.every((a) => ok(a).counted)).toBe(true);
        expect(await crowd.crowd(P3.id)).toMatchObject({ tries: 8, solved: 8 });
        const attempts = await database.db.selectFrom('puzzle_attempts').select(['puzzle_before', 'puzzle_after']).where('puzzle_id', '=', P3.id).execute();
        // Each attempt was rated against the puzzle's rating as another attempt left it (the first
        // against a new puzzle's), and the last one's is the puzzle's: one chain, no update lost.
        const afters = new Set(attempts.map((a) => a.puzzle_after));
        const befores = new Set(attempts.map((a) => a.puzzle_before));
        expect(befores.size).toBe(attempts.length);
        expect(attempts.filter((a) => !afters.has(a.puzzle_before)).map((a) => a.puzzle_before)).toEqual([NEW_PLAYER.rating]);
        const last = attempts.filter((a) => !befores.has(a.puzzle_after));
        expect(last).toHaveLength(1);
        expect(last[0].puzzle_after).toBe((await crowd.puzzleRating(P3.id))!.rating);
      } finally {
        await other.close();
      }
    },
    60_000,
  );

  it('migration 0010 goes down and up again (its tables and index, nothing else)', async () => {
    const migration = MIGRATIONS['0010-puzzles'];
    await migration.down!(database.db);
    await expect(crowd.crowd(P1.id)).rejects.toThrow();
    await migration.up(database.db);
    expect(await crowd.crowd(P1.id)).toEqual({ tries: 0, solved: 0, top: [] });
    expect(ok(await crowd.attempt(await account(), P1.id, P1.answer))).toMatchObject({ counted: true, crowd: { tries: 1, solved: 1 } });
  });
});
