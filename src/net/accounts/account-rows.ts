// An account's rows as a whole: which account a key belongs to, whether an account holds
// anything besides one key, and the removal of every row of it (by the owner's deletion, or with
// a key moved to another account). Apart from account-service.ts because the deletion must
// follow every table that names an account, and a new table's rows are added here.
import type { Transaction } from 'kysely';
import type { Tables } from '../db/schema.js';
import type { Db } from './account-types.js';
import { deletePuzzleRows } from '../puzzles/puzzle-account.js';
import { deleteMinedRows } from '../puzzles/mined-puzzles.js';
import { TurnTables } from '../turn/turn-tables.js';

export async function accountIdOf(db: Db, fingerprint: string): Promise<string | undefined> {
  return (await db.selectFrom('account_keys').select('account_id').where('fingerprint', '=', fingerprint).executeTakeFirst())?.account_id;
}

export async function holdsNothingElse(db: Db, accountId: string, fingerprint: string): Promise<boolean> {
  const name = await db.selectFrom('account_names').select('account_id').where('account_id', '=', accountId).executeTakeFirst();
  const other = await db.selectFrom('account_keys').select('fingerprint').where('account_id', '=', accountId).where('fingerprint', '!=', fingerprint).executeTakeFirst();
  return !name && !other;
}

/** Children first: PostgreSQL (and SQLite with foreign keys on) hold the references. */
export async function deleteRows(tx: Transaction<Tables>, accountId: string): Promise<void> {
  await tx.deleteFrom('daily_results').where('account_id', '=', accountId).execute();
  await deletePuzzleRows(tx, accountId);
  // The puzzles mined from its games go too (see mined-puzzles.ts), with its games still queued.
  await deleteMinedRows(tx, accountId);
  // A team event's games stay in the week's ranking, with this seat nobody's.
  await tx.updateTable('event_seats').set({ account_id: null }).where('account_id', '=', accountId).execute();
  // Its seats at turn-based tables become nobody's (the clock acts for them); its holidays and reminders' counts go.
  await TurnTables.forgetAccount(tx, accountId);
  await tx.deleteFrom('turn_reminders').where('account_id', '=', accountId).execute();
  await tx.deleteFrom('push_outbox').where('account_id', '=', accountId).execute();
  await tx.deleteFrom('push_addresses').where('account_id', '=', accountId).execute();
  // The ladder: the rating goes; a game against a bot goes with it; a game against another
  // account stays in that player's history with this seat emptied.
  await tx.deleteFrom('ladder_ratings').where('account_id', '=', accountId).execute();
  await tx
    .deleteFrom('ladder_games')
    .where((eb) => eb.or([eb('seat1_account', '=', accountId), eb('seat2_account', '=', accountId)]))
    .where((eb) => eb.or([eb('bot_seat', 'is not', null), eb('seat1_account', 'is', null), eb('seat2_account', 'is', null)]))
    .execute();
  await tx.updateTable('ladder_games').set({ seat1_account: null }).where('seat1_account', '=', accountId).execute();
  await tx.updateTable('ladder_games').set({ seat2_account: null }).where('seat2_account', '=', accountId).execute();
  await tx.deleteFrom('link_codes').where('account_id', '=', accountId).execute();
  // The address's claims still count for the day; whose they were is forgotten.
  await tx.updateTable('name_claims').set({ account_id: null }).where('account_id', '=', accountId).execute();
  await tx.deleteFrom('account_names').where('account_id', '=', accountId).execute();
  await tx.deleteFrom('account_keys').where('account_id', '=', accountId).execute();
  // The operator's acts about this account name it: they go with it (the act itself was
  // about a key or an address, which a ban keeps in its own table).
  await tx.deleteFrom('audit_log').where('account_id', '=', accountId).execute();
  await tx.deleteFrom('accounts').where('id', '=', accountId).execute();
}
