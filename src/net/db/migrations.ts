// The versioned migrations of the database, as code (not files read from disk, so the bundle
// carries them): Kysely's Migrator applies those not yet applied, in name order, at every start,
// and records them in its own table. A migration, once released, is never edited: a change is a
// new one after it. Each is a file of its own in migrations/, named as it is recorded; a new
// one is that file, its import and its line in MIGRATIONS below.
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { AnyDb } from './migrations/any-db.js';
import { accounts } from './migrations/0001-accounts.js';
import { bans } from './migrations/0002-bans.js';
import { dailyResults } from './migrations/0003-daily-results.js';
import { turnTables } from './migrations/0004-turn-tables.js';
import { push } from './migrations/0005-push.js';
import { turnClockReminders } from './migrations/0006-turn-clock-reminders.js';
import { ladder } from './migrations/0007-ladder.js';
import { teamEvents } from './migrations/0008-team-events.js';
import { turnResultSeen } from './migrations/0009-turn-result-seen.js';
import { puzzles } from './migrations/0010-puzzles.js';
import { dailyCounts } from './migrations/0011-daily-counts.js';
import { minedPuzzles } from './migrations/0012-mined-puzzles.js';

export const MIGRATIONS: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-bans': bans,
  '0003-daily-results': dailyResults,
  '0004-turn-tables': turnTables,
  '0005-push': push,
  '0006-turn-clock-reminders': turnClockReminders,
  '0007-ladder': ladder,
  '0008-team-events': teamEvents,
  '0009-turn-result-seen': turnResultSeen,
  '0010-puzzles': puzzles,
  '0011-daily-counts': dailyCounts,
  '0012-mined-puzzles': minedPuzzles,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

/** Applies every migration not yet applied; the names of those it applied. Throws when one fails. */
export async function migrateToLatest(db: AnyDb): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    // No migration failed: the database was not reached (its own error says why).
    if (!failed) throw error;
    throw new Error(`the database could not be brought up to date (${failed}): ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
