// An account's puzzle rows in its export and its deletion (account-service.ts calls these): the
// first attempts it sent and its puzzle rating. A puzzle's crowd (its counts, its most-tried moves,
// its rating) keeps no account and stays when an account goes, as a team event's game does.
import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../db/schema.js';
import { minedExportOf } from './mined-puzzles.js';

export interface PuzzleExport {
  /** Null before the account's first counted attempt. */
  rating: { rating: number; deviation: number; volatility: number; attempts: number; updatedAt: number } | null;
  attempts: { puzzle: string; move: string; right: boolean; at: number; ratingBefore: number; ratingAfter: number }[];
  /** The puzzles mined from the account's daily games (its own: they go with its deletion). */
  mined: { puzzle: string; game: string; publishAt: number }[];
}

export async function puzzleExportOf(db: Kysely<Tables>, accountId: string): Promise<PuzzleExport> {
  const rating = await db.selectFrom('puzzle_player_ratings').selectAll().where('account_id', '=', accountId).executeTakeFirst();
  const attempts = await db.selectFrom('puzzle_attempts').selectAll().where('account_id', '=', accountId).orderBy('at').orderBy('puzzle_id').execute();
  return {
    rating: rating ? { rating: rating.rating, deviation: rating.deviation, volatility: rating.volatility, attempts: rating.attempts, updatedAt: rating.updated_at } : null,
    mined: await minedExportOf(db, accountId),
    attempts: attempts.map((a) => ({ puzzle: a.puzzle_id, move: a.move, right: a.correct === 1, at: a.at, ratingBefore: a.rating_before, ratingAfter: a.rating_after })),
  };
}

export async function deletePuzzleRows(tx: Transaction<Tables>, accountId: string): Promise<void> {
  await tx.deleteFrom('puzzle_attempts').where('account_id', '=', accountId).execute();
  await tx.deleteFrom('puzzle_player_ratings').where('account_id', '=', accountId).execute();
}
