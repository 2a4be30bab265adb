// The puzzles mined from players' games (puzzle-miner.ts makes them), as the server reads them:
// the published ones (their deal's day is over), one by its id, the form a client is sent, and an
// account's rows for its export and its deletion. A client is sent the position, the answer and
// the solver's line, marked as a player's game: never the deal's seed, the moves before the
// position, the day, the account or the game it came from.
import type { Kysely, Transaction } from 'kysely';
import type { MinedPuzzle } from '../../modules/module.js';
import type { Tables } from '../db/schema.js';

type Db = Kysely<Tables> | Transaction<Tables>;

/** The mark of a mined puzzle's id: a bundled id never starts so (theirs are the deal's name and a move count). */
export const MINED_PREFIX = 'm-';
export const isMinedId = (id: string): boolean => id.startsWith(MINED_PREFIX);

/** What a client is sent of a mined puzzle. */
export interface MinedPuzzleView {
  id: string;
  game: string;
  /** Where it comes from: a player's game (never whose). */
  source: 'player';
  /** The position as the game's state. */
  position: unknown;
  answer: string;
  line: string[];
  choices: number;
}

const lineOf = (text: string): string[] => {
  const v: unknown = JSON.parse(text);
  return Array.isArray(v) ? v.filter((m): m is string => typeof m === 'string') : [];
};

/** A published mined puzzle as the server keeps it (for its judge), or null: none, or not yet published at `now`. */
export async function minedPuzzle(db: Db, id: string, now: number): Promise<(MinedPuzzle & { game: string }) | null> {
  if (!isMinedId(id)) return null;
  const row = await db.selectFrom('mined_puzzles').select(['game', 'position', 'answer', 'line', 'choices', 'nodes']).where('id', '=', id).where('publish_at', '<=', now).executeTakeFirst();
  return row ? { game: row.game, position: row.position, answer: row.answer, line: lineOf(row.line), choices: row.choices, nodes: row.nodes } : null;
}

/** What a client is sent of a published mined puzzle, or null. */
export async function minedPuzzleView(db: Db, id: string, now: number): Promise<MinedPuzzleView | null> {
  const p = await minedPuzzle(db, id, now);
  if (!p) return null;
  const position: unknown = JSON.parse(p.position);
  return { id, game: p.game, source: 'player', position, answer: p.answer, line: p.line, choices: p.choices };
}

/** How many of a game's mined puzzles were published by `at` (the pool of a day is those published by its start). */
export async function publishedCount(db: Db, game: string, at: number): Promise<number> {
  const row = await db
    .selectFrom('mined_puzzles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('game', '=', game)
    .where('publish_at', '<=', at)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The `index`-th (from 0) of a game's puzzles published by `at`, in the order they were published. */
export async function publishedAt(db: Db, game: string, at: number, index: number): Promise<string | null> {
  const row = await db.selectFrom('mined_puzzles').select('id').where('game', '=', game).where('publish_at', '<=', at).orderBy('publish_at').orderBy('id').offset(index).limit(1).executeTakeFirst();
  return row?.id ?? null;
}

/** The published puzzles after `after` (an id of the stream, or none: from the first), at most `limit`: the server's stream. */
export async function publishedAfter(db: Db, game: string, now: number, after: string | null, limit: number): Promise<string[]> {
  let q = db.selectFrom('mined_puzzles').select(['id', 'publish_at']).where('game', '=', game).where('publish_at', '<=', now);
  if (after !== null) {
    const from = await db.selectFrom('mined_puzzles').select(['publish_at']).where('id', '=', after).executeTakeFirst();
    if (from) q = q.where((eb) => eb.or([eb('publish_at', '>', from.publish_at), eb.and([eb('publish_at', '=', from.publish_at), eb('id', '>', after)])]));
  }
  const rows = await q.orderBy('publish_at').orderBy('id').limit(limit).execute();
  return rows.map((r) => r.id);
}

/** An account's mined puzzles in its export: which puzzles its games became, and when each was (or will be) published. */
export async function minedExportOf(db: Db, accountId: string): Promise<{ puzzle: string; game: string; publishAt: number }[]> {
  const rows = await db.selectFrom('mined_puzzles').select(['id', 'game', 'publish_at']).where('account_id', '=', accountId).orderBy('publish_at').orderBy('id').execute();
  return rows.map((r) => ({ puzzle: r.id, game: r.game, publishAt: r.publish_at }));
}

/**
 * An account's deletion takes its games' puzzles with it (a position is the player's own game,
 * however anonymous), with their crowds (which keep no account); its waiting games leave the
 * queue, so a game mined while the deletion runs finds its row gone and keeps nothing.
 * Other players' first attempts at those puzzles stay theirs, in their own history.
 */
export async function deleteMinedRows(tx: Transaction<Tables>, accountId: string): Promise<void> {
  const ids = (await tx.selectFrom('mined_puzzles').select('id').where('account_id', '=', accountId).execute()).map((r) => r.id);
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    await tx.deleteFrom('puzzle_stats').where('puzzle_id', 'in', chunk).execute();
    await tx.deleteFrom('puzzle_moves').where('puzzle_id', 'in', chunk).execute();
  }
  await tx.deleteFrom('mined_puzzles').where('account_id', '=', accountId).execute();
  await tx.deleteFrom('puzzle_mining').where('account_id', '=', accountId).execute();
}
