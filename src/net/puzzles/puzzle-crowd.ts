// The crowd of the bundled puzzles on a server with accounts: each account's first attempt at a
// puzzle is judged here (the game module's `puzzles`: the server's verdict, never the client's), kept once
// (the attempts' primary key is account and puzzle, so a second attempt, on this process or
// another, changes nothing), and rates both sides once with Glicko-2: the player against the
// puzzle, each puzzle with a rating of its own (as lichess rates its puzzles). A rating is
// written only over the one it was computed from (its count of attempts), else the whole attempt
// is computed again, so two attempts at once on two processes cannot lose an update.
import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../db/database.js';
import type { Tables } from '../db/schema.js';
import { rankingBanned, utcDay } from '../daily/daily-results.js';
import { DAY_MS, dayStart } from '../daily/daily-day.js';
import { type MinedPuzzleView, isMinedId, minedPuzzle, minedPuzzleView, publishedAfter, publishedAt, publishedCount } from './mined-puzzles.js';
import { type Rating, type RatingSystem, type Score, isProvisional } from '../ladder/rating-system.js';
import type { PuzzleAttemptProblem as AttemptProblem, PuzzleRule, PuzzleVerdict } from '../../modules/module.js';
import { gameModules } from '../../modules/registry.js';

/** The most-tried moves an answer names. */
export const TOP_MOVES = 3;

export interface CrowdView {
  /** First attempts counted, and how many of them were right. */
  tries: number;
  solved: number;
  /** The moves most often tried first (canonical notation), most first; ties by the move's text. */
  top: { move: string; tries: number }[];
}

export interface PuzzleRatingView {
  rating: number;
  deviation: number;
  provisional: boolean;
  /** What this attempt moved it by (0 when it was not counted). */
  change: number;
  attempts: number;
}

export type AttemptAnswer =
  | {
      ok: true;
      /** Counted now; else why not: a first attempt was counted before, or the account's key is kept out of the rankings. */
      counted: boolean;
      why?: 'already' | 'rankingBan';
      /** This move, as the server read and judged it. */
      move: string;
      right: boolean;
      /** The account's first attempt, as kept (this one when counted now). */
      first: { move: string; right: boolean } | null;
      crowd: CrowdView;
      /** Null when the account has no counted attempt. */
      rating: PuzzleRatingView | null;
    }
  | { ok: false; problem: AttemptProblem };

/** What `…/puzzles/today` answers: the day's puzzle on the server's clock, and its crowd so far. */
export interface TodaysPuzzle {
  puzzle: string;
  /** The server's UTC date (YYYY-MM-DD). */
  date: string;
  /** Its number in the bundled set (from 1), and the set's size. */
  number: number;
  total: number;
  crowd: CrowdView;
  /** The day's puzzle from a player's game (a client reads it with `…/puzzles/puzzle`), and how many are published; null: none yet. */
  fromPlayers: { puzzle: string; published: number; crowd: CrowdView } | null;
}

export interface PuzzleCrowdOptions {
  judge?: PuzzleRule;
  /** The game whose puzzles these are (the registry's game with puzzles when absent). */
  game?: string;
  now?: () => number;
}

class Conflict extends Error {}

type Db = Kysely<Tables> | Transaction<Tables>;
type Stored = Rating & { count: number };

export class PuzzleCrowd {
  readonly judge: PuzzleRule;
  readonly game: string;
  private readonly now: () => number;

  constructor(
    private readonly db: Kysely<Tables>,
    readonly system: RatingSystem,
    o: PuzzleCrowdOptions = {},
  ) {
    this.judge = o.judge ?? puzzleRule();
    this.game = o.game ?? puzzleGame();
    this.now = o.now ?? Date.now;
  }

  /** A bundled puzzle judged by the game's set; a mined one (published) at its kept position. */
  private async judgeAny(puzzleId: string, move: string): Promise<PuzzleVerdict> {
    if (!isMinedId(puzzleId)) return this.judge.judge(puzzleId, move);
    const mined = await minedPuzzle(this.db, puzzleId, this.now());
    if (!mined) return { ok: false, problem: 'noPuzzle' };
    const judged = await this.judge.judgeMined(mined, move);
    return judged.ok ? { ...judged, puzzle: puzzleId } : judged;
  }

  /** Whether `puzzleId` is one of the server's puzzles: bundled, or mined and published. */
  async has(puzzleId: string): Promise<boolean> {
    return isMinedId(puzzleId) ? (await minedPuzzle(this.db, puzzleId, this.now())) !== null : this.judge.has(puzzleId);
  }

  /** What a client is sent of a mined puzzle (its position, never its game), or null: none published by that id. */
  minedView(puzzleId: string): Promise<MinedPuzzleView | null> {
    return minedPuzzleView(this.db, puzzleId, this.now());
  }

  /** The stream of mined puzzles published, after `after` (null: from the first), at most `limit`. */
  stream(after: string | null, limit: number): Promise<string[]> {
    return publishedAfter(this.db, this.game, this.now(), after, limit);
  }

  /** Whether the account has a first attempt at the puzzle kept (the SSH stream passes those over). */
  async attempted(accountId: string, puzzleId: string): Promise<boolean> {
    return (await this.db.selectFrom('puzzle_attempts').select('move').where('account_id', '=', accountId).where('puzzle_id', '=', puzzleId).executeTakeFirst()) !== undefined;
  }

  /** Judges `move` at `puzzleId` for the account, counts it when it is the account's first, and answers the crowd. */
  async attempt(accountId: string, puzzleId: string, move: string): Promise<AttemptAnswer> {
    const judged = await this.judgeAny(puzzleId, move);
    if (!judged.ok) return judged;
    let change = 0;
    let why: 'already' | 'rankingBan' | undefined;
    if (await rankingBanned(this.db, accountId)) why = 'rankingBan';
    else {
      for (let attempt = 0; ; attempt++) {
        try {
          const counted = await this.db.transaction().execute((tx) => this.count(tx, accountId, judged.puzzle, judged.move, judged.right));
          if (counted === null) why = 'already';
          else change = counted;
          break;
        } catch (e) {
          // Another attempt at the same moment: a second of this account's is 'already' on the next round.
          if (!(e instanceof Conflict || isUniqueViolation(e)) || attempt >= 20) throw e;
        }
      }
    }
    const first = await this.db.selectFrom('puzzle_attempts').select(['move', 'correct']).where('account_id', '=', accountId).where('puzzle_id', '=', puzzleId).executeTakeFirst();
    const own = await this.player(this.db, accountId);
    return {
      ok: true,
      counted: why === undefined,
      ...(why && { why }),
      move: judged.move,
      right: judged.right,
      first: first ? { move: first.move, right: first.correct === 1 } : null,
      crowd: await this.crowd(puzzleId),
      rating: own ? { rating: Math.round(own.rating), deviation: Math.round(own.deviation), provisional: isProvisional(own.deviation), change, attempts: own.count } : null,
    };
  }

  /** Counts a first attempt: the rating's change, or null when the account's first was counted before. */
  private async count(tx: Transaction<Tables>, accountId: string, puzzleId: string, move: string, right: boolean): Promise<number | null> {
    const known = await tx.selectFrom('puzzle_attempts').select('move').where('account_id', '=', accountId).where('puzzle_id', '=', puzzleId).executeTakeFirst();
    if (known) return null;
    const [player, puzzle] = [await this.player(tx, accountId), await this.puzzle(tx, puzzleId)];
    const before = player ?? this.system.initial();
    const puzzleBefore = puzzle ?? this.system.initial();
    const score: Score = right ? 1 : 0;
    const after = this.system.afterGame(before, puzzleBefore, score);
    const puzzleAfter = this.system.afterGame(puzzleBefore, before, right ? 0 : 1);
    const at = this.now();
    await tx
      .insertInto('puzzle_attempts')
      .values({
        account_id: accountId,
        puzzle_id: puzzleId,
        move,
        correct: right ? 1 : 0,
        at,
        rating_before: before.rating,
        rating_after: after.rating,
        puzzle_before: puzzleBefore.rating,
        puzzle_after: puzzleAfter.rating,
      })
      .execute();
    const rated = { rating: after.rating, deviation: after.deviation, volatility: after.volatility, updated_at: at };
    if (player === null)
      await tx
        .insertInto('puzzle_player_ratings')
        .values({ account_id: accountId, ...rated, attempts: 1 })
        .execute();
    else {
      const updated = await tx
        .updateTable('puzzle_player_ratings')
        .set({ ...rated, attempts: player.count + 1 })
        .where('account_id', '=', accountId)
        .where('attempts', '=', player.count)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new Conflict();
    }
    const stats = { rating: puzzleAfter.rating, deviation: puzzleAfter.deviation, volatility: puzzleAfter.volatility, updated_at: at };
    if (puzzle === null)
      await tx
        .insertInto('puzzle_stats')
        .values({ puzzle_id: puzzleId, ...stats, tries: 1, solved: right ? 1 : 0 })
        .execute();
    else {
      const updated = await tx
        .updateTable('puzzle_stats')
        .set((eb) => ({ ...stats, tries: puzzle.count + 1, solved: eb('solved', '+', right ? 1 : 0) }))
        .where('puzzle_id', '=', puzzleId)
        .where('tries', '=', puzzle.count)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new Conflict();
    }
    await tx
      .insertInto('puzzle_moves')
      .values({ puzzle_id: puzzleId, move, tries: 1 })
      .onConflict((oc) => oc.columns(['puzzle_id', 'move']).doUpdateSet((eb) => ({ tries: eb('puzzle_moves.tries', '+', 1) })))
      .execute();
    return after.rating - before.rating;
  }

  private async player(db: Db, accountId: string): Promise<Stored | null> {
    const row = await db.selectFrom('puzzle_player_ratings').selectAll().where('account_id', '=', accountId).executeTakeFirst();
    return row ? { rating: row.rating, deviation: row.deviation, volatility: row.volatility, count: row.attempts } : null;
  }

  private async puzzle(db: Db, puzzleId: string): Promise<Stored | null> {
    const row = await db.selectFrom('puzzle_stats').selectAll().where('puzzle_id', '=', puzzleId).executeTakeFirst();
    return row ? { rating: row.rating, deviation: row.deviation, volatility: row.volatility, count: row.tries } : null;
  }

  /** A puzzle's crowd: its first attempts, those right, and the most-tried moves. */
  async crowd(puzzleId: string): Promise<CrowdView> {
    const stats = await this.db.selectFrom('puzzle_stats').select(['tries', 'solved']).where('puzzle_id', '=', puzzleId).executeTakeFirst();
    const top = await this.db.selectFrom('puzzle_moves').select(['move', 'tries']).where('puzzle_id', '=', puzzleId).orderBy('tries', 'desc').orderBy('move').limit(TOP_MOVES).execute();
    return { tries: stats?.tries ?? 0, solved: stats?.solved ?? 0, top: top.map((t) => ({ move: t.move, tries: t.tries })) };
  }

  /**
   * The server's puzzle of today (its own clock's UTC date, from the bundled set every terminal
   * holds) with its crowd so far, and beside it the day's puzzle from a player's game, when the
   * server has published any: each of those in turn, one a day, from the pool published by the
   * day's start (so the day's puzzle holds all day). Null: no puzzles.
   */
  async today(): Promise<TodaysPuzzle | null> {
    const date = utcDay(this.now());
    const daily = await this.judge.daily(date);
    if (!daily) return null;
    const start = dayStart(date);
    const mined = await publishedCount(this.db, this.game, start);
    const id = mined > 0 ? await publishedAt(this.db, this.game, start, Math.floor(start / DAY_MS) % mined) : null;
    return {
      puzzle: daily.id,
      date,
      number: daily.number,
      total: daily.total,
      crowd: await this.crowd(daily.id),
      fromPlayers: id === null ? null : { puzzle: id, published: mined, crowd: await this.crowd(id) },
    };
  }

  /** A puzzle's own rating (null before its first counted attempt), for the tests and the operator. */
  async puzzleRating(puzzleId: string): Promise<Rating | null> {
    return this.puzzle(this.db, puzzleId);
  }
}

/** The id of the registry's game that has puzzles. */
export function puzzleGame(): string {
  const game = gameModules().find((m) => m.puzzles)?.id;
  if (!game) throw new Error('no game has puzzles');
  return game;
}

/** The puzzles of the registry's game that has them (Regicide's bundled set). */
export function puzzleRule(): PuzzleRule {
  const rule = gameModules().find((m) => m.puzzles)?.puzzles;
  if (!rule) throw new Error('no game has puzzles');
  return rule;
}
