// The operator's view of the puzzles mined from players' games (operator-acts.ts): a list of them
// with their crowd (how many first attempts, how many right), and one removed for good. The list
// names a puzzle by its id, its game and the day it is (or will be) published: never the deal's
// seed, the moves before the position, the account or the result it came from. A removed puzzle
// takes its crowd with it (its first attempts, its figures, its most-tried moves), so no route,
// stream or day's puzzle from players serves it again; its game stays mined (never mined again).
import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../db/schema.js';
import { DAY_MS, dayStart, utcDay } from '../daily/daily-day.js';

/** The longest list one answer holds (newest first; a day narrows it). */
export const MINED_LIST_MAX = 1000;

export interface MinedPuzzleRow {
  id: string;
  game: string;
  /** The server's UTC day it is published (from its start), YYYY-MM-DD. */
  day: string;
  /** Already published (served), or still waiting for its deal's day to end. */
  published: boolean;
  /** First attempts counted, and how many were right. */
  attempts: number;
  solved: number;
}

export interface MinedPuzzleOps {
  /** The mined puzzles, newest first; with `day`, those published that day. */
  list(day?: string): Promise<MinedPuzzleRow[]>;
  /** Removes one with its crowd; what it was, or null: no such puzzle. */
  remove(id: string): Promise<MinedPuzzleRow | null>;
}

type Db = Kysely<Tables> | Transaction<Tables>;

/** The mined puzzles with their crowd's figures (none yet: 0 and 0). */
const withCrowd = (db: Db) =>
  db
    .selectFrom('mined_puzzles')
    .leftJoin('puzzle_stats', 'puzzle_stats.puzzle_id', 'mined_puzzles.id')
    .select(['mined_puzzles.id', 'mined_puzzles.game', 'mined_puzzles.publish_at', 'puzzle_stats.tries', 'puzzle_stats.solved']);

export function minedPuzzleOps(db: Kysely<Tables>, now: () => number = Date.now): MinedPuzzleOps {
  const rowOf = (r: { id: string; game: string; publish_at: number; tries: number | null; solved: number | null }): MinedPuzzleRow => ({
    id: r.id,
    game: r.game,
    day: utcDay(r.publish_at),
    published: r.publish_at <= now(),
    attempts: r.tries ?? 0,
    solved: r.solved ?? 0,
  });
  return {
    async list(day) {
      let q = withCrowd(db);
      if (day !== undefined) q = q.where('mined_puzzles.publish_at', '>=', dayStart(day)).where('mined_puzzles.publish_at', '<', dayStart(day) + DAY_MS);
      const rows = await q.orderBy('mined_puzzles.publish_at', 'desc').orderBy('mined_puzzles.id', 'desc').limit(MINED_LIST_MAX).execute();
      return rows.map(rowOf);
    },
    remove: (id) =>
      db.transaction().execute(async (tx) => {
        const row = await withCrowd(tx).where('mined_puzzles.id', '=', id).executeTakeFirst();
        if (!row) return null;
        await tx.deleteFrom('puzzle_attempts').where('puzzle_id', '=', id).execute();
        await tx.deleteFrom('puzzle_stats').where('puzzle_id', '=', id).execute();
        await tx.deleteFrom('puzzle_moves').where('puzzle_id', '=', id).execute();
        await tx.deleteFrom('mined_puzzles').where('id', '=', id).execute();
        return rowOf(row);
      }),
  };
}
