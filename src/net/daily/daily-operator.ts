// The operator's side of the daily field: what an account kept, a result taken out of the field,
// and a ranking ban's effect on what was kept. A result that leaves the field stays as a row,
// apart, with its first-attempt mark (a player whose result was removed cannot send another first
// attempt that day); the day's counts follow by the triggers of daily_results (migration 0011).
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.js';
import type { ApartReason, DailyStandingKind, KeptResult } from './field-types.js';

const KEPT_COLUMNS = ['id', 'game', 'day', 'account_id', 'submitted_at', 'first', 'standing', 'reason', 'won', 'score'] as const;

type KeptRow = Pick<Tables['daily_results'], (typeof KEPT_COLUMNS)[number]>;

const STANDINGS: readonly string[] = ['ranked', 'practice', 'apart'] satisfies DailyStandingKind[];
const REASONS: readonly string[] = ['notToday', 'notDailyGame', 'startedOutside', 'doesNotReplay', 'unfinished', 'notFirst', 'rankingBan', 'removed'] satisfies ApartReason[];
const isStanding = (text: string): text is DailyStandingKind => STANDINGS.includes(text);
const isReason = (text: string): text is ApartReason => REASONS.includes(text);

/** A row's standing and reason as the field names them (a value no version wrote reads as apart, without a reason). */
export function standingOf(row: { standing: string; reason: string | null }): { standing: DailyStandingKind; reason: ApartReason | null } {
  return { standing: isStanding(row.standing) ? row.standing : 'apart', reason: row.reason !== null && isReason(row.reason) ? row.reason : null };
}

function keptOf(row: KeptRow): KeptResult {
  return {
    id: row.id,
    game: row.game,
    day: row.day,
    accountId: row.account_id,
    submittedAt: row.submitted_at,
    first: row.first === 1,
    ...standingOf(row),
    won: row.won === 1,
    score: row.score,
  };
}

/** What the operator looks at before removing: an account's results (of a game, of a day), newest first. */
export async function resultsOf(db: Kysely<Tables>, accountId: string, o: { game?: string; day?: string; limit?: number } = {}): Promise<KeptResult[]> {
  let q = db.selectFrom('daily_results').select(KEPT_COLUMNS).where('account_id', '=', accountId);
  if (o.game) q = q.where('game', '=', o.game);
  if (o.day) q = q.where('day', '=', o.day);
  const rows = await q
    .orderBy('submitted_at', 'desc')
    .limit(o.limit ?? 100)
    .execute();
  return rows.map(keptOf);
}

/** The results of an account on a day of a game leave the field (apart, 'removed'); how many (none already removed). */
export async function removeResults(db: Kysely<Tables>, accountId: string, game: string, day: string): Promise<number> {
  const gone = await db
    .updateTable('daily_results')
    .set({ standing: 'apart', reason: 'removed' })
    .where('account_id', '=', accountId)
    .where('game', '=', game)
    .where('day', '=', day)
    .where((eb) => eb.or([eb('reason', 'is', null), eb('reason', '!=', 'removed')]))
    .executeTakeFirst();
  return Number(gone.numUpdatedRows);
}

/** One result removed by its id; the result as it was, or null when there is none to remove (none, or removed already). */
export async function removeResultById(db: Kysely<Tables>, id: string): Promise<KeptResult | null> {
  const row = await db.selectFrom('daily_results').select(KEPT_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row || row.reason === 'removed') return null;
  // Two operators at once: the update that still finds it not removed is the one that removed it.
  const gone = await db
    .updateTable('daily_results')
    .set({ standing: 'apart', reason: 'removed' })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('reason', 'is', null), eb('reason', '!=', 'removed')]))
    .executeTakeFirst();
  return Number(gone.numUpdatedRows) === 1 ? keptOf(row) : null;
}

/**
 * A ranking ban's effect on what was kept: every ranked or practice result of the account leaves
 * the field (apart, 'rankingBan'; the first-attempt mark stays). How many rows.
 */
export async function setApartForBan(db: Kysely<Tables>, accountId: string): Promise<number> {
  const moved = await db
    .updateTable('daily_results')
    .set({ standing: 'apart', reason: 'rankingBan' })
    .where('account_id', '=', accountId)
    .where('standing', 'in', ['ranked', 'practice'])
    .executeTakeFirst();
  return Number(moved.numUpdatedRows);
}

/** Is a key of this account kept out of the rankings (the daily field's, the team events')? Any of its keys. */
export async function rankingBanned(db: Kysely<Tables>, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('bans')
    .innerJoin('account_keys', 'account_keys.fingerprint', 'bans.target')
    .select('bans.target')
    .where('bans.kind', '=', 'ranking')
    .where('account_keys.account_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}
