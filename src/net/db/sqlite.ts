// SQLite through libSQL (the `libsql` package: better-sqlite3's interface, its binary shipped as a
// registry package per platform, so it installs with no compiler, no download and no install
// script) under Kysely's own SQLite dialect. Loaded only when a server opens its database.
import { Kysely, SqliteDialect } from 'kysely';
import type { Tables } from './schema.js';

/** How long a write waits for another connection's lock (a second process on the same file). */
const BUSY_TIMEOUT_MS = 5000;

export async function openSqlite(file: string): Promise<Kysely<Tables>> {
  const { default: Database } = await import('libsql');
  const database = new Database(file);
  // Readers do not wait for a writer; the foreign keys the tables declare are held.
  database.pragma('journal_mode = WAL');
  database.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  database.pragma('foreign_keys = ON');
  return new Kysely<Tables>({ dialect: new SqliteDialect({ database }) });
}
