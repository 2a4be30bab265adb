// A server's database: SQLite in its data folder by default, PostgreSQL when `--database
// postgres://…` is given. Opening it brings it up to date (the migrations, migrations.ts). The
// drivers are loaded here, lazily, so nothing of them is read before `serve` starts.
import type { Kysely } from 'kysely';
import { migrateToLatest } from './migrations.js';
import type { Tables } from './schema.js';
import { isPostgresUrl } from './where.js';

export { DATABASE_FILE, isPostgresUrl, sqliteFileIn } from './where.js';

export type DatabaseDialect = 'sqlite' | 'postgres';

export interface ServerDatabase {
  db: Kysely<Tables>;
  dialect: DatabaseDialect;
  /** The migrations this opening applied (none when it was up to date). */
  migrated: string[];
  close(): Promise<void>;
}

/** Where: a postgres:// URL, or a SQLite file (`DATABASE_FILE` in a data folder: `sqliteFileIn`). */
export async function openDatabase(where: string): Promise<ServerDatabase> {
  const dialect: DatabaseDialect = isPostgresUrl(where) ? 'postgres' : 'sqlite';
  const db = dialect === 'postgres' ? await (await import('./postgres.js')).openPostgres(where) : await (await import('./sqlite.js')).openSqlite(where);
  try {
    const migrated = await migrateToLatest(db);
    return { db, dialect, migrated, close: () => db.destroy() };
  } catch (e) {
    await db.destroy().catch(() => {});
    throw e;
  }
}

/** A unique constraint refused a row (both drivers' ways of saying so). */
export function isUniqueViolation(e: unknown): boolean {
  const error = e as { code?: unknown; message?: unknown } | null;
  const code = typeof error?.code === 'string' ? error.code : '';
  return code === '23505' || code.startsWith('SQLITE_CONSTRAINT_UNIQUE') || code.startsWith('SQLITE_CONSTRAINT_PRIMARYKEY') || /UNIQUE constraint failed/.test(String(error?.message ?? ''));
}
