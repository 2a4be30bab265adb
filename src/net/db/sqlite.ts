// SQLite through libSQL (the `libsql` package: better-sqlite3's interface, its binary shipped as a
// registry package per platform, so it installs with no compiler, no download and no install
// script) under Kysely's own SQLite dialect. Loaded only when a server opens its database.
import { Kysely, type SqliteStatement } from 'kysely';
import { type CheckpointOptions, checkpointOffTheLoop } from './sqlite-checkpoints.js';
import { GroupCommitSqliteDialect, type GroupDatabase } from './sqlite-group-commit.js';
import type { Tables } from './schema.js';

/** How long a write waits for another connection's lock (a second process on the same file). */
const BUSY_TIMEOUT_MS = 5000;

/** Prepared statements kept per connection: the server's queries are a few dozen texts, asked again and again. */
const STATEMENTS_KEPT = 256;

export async function openSqlite(file: string, checkpoints: CheckpointOptions = {}): Promise<Kysely<Tables>> {
  const { default: Database } = await import('libsql');
  const database = new Database(file);
  // Readers do not wait for a writer; the foreign keys the tables declare are held.
  database.pragma('journal_mode = WAL');
  database.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  database.pragma('foreign_keys = ON');
  // In WAL mode a commit is safe from a crash or a kill of the process without its own fsync (the
  // log is synced at each checkpoint); only a power loss may take back the last commits. Each
  // sign-in and each daily game is a commit: a sync for each one was most of their cost.
  database.pragma('synchronous = NORMAL');
  // The log is copied into the file by a worker thread, not inside a commit (sqlite-checkpoints.ts).
  const worker = checkpointOffTheLoop(file, database, checkpoints);
  // The statements of one turn of the event loop share one commit (sqlite-group-commit.ts).
  return new Kysely<Tables>({ dialect: new GroupCommitSqliteDialect(keepingStatements(database, () => worker.stop())) });
}

/**
 * The database with its prepared statements kept by their text: Kysely prepares each query
 * afresh, and preparing cost as much as running. A statement runs to its end before another starts
 * (the driver runs each at once, synchronously), so a kept statement is never in use twice at once.
 */
function keepingStatements(database: GroupDatabase, afterClose: () => Promise<void>): GroupDatabase {
  const kept = new Map<string, SqliteStatement>();
  return {
    get inTransaction() {
      return database.inTransaction;
    },
    close: () => database.close(),
    afterClose,
    prepare(sql: string): SqliteStatement {
      let statement = kept.get(sql);
      if (statement) {
        // Most recently used last: the first is the one to forget.
        kept.delete(sql);
      } else {
        statement = database.prepare(sql);
        const oldest = kept.keys().next();
        if (kept.size >= STATEMENTS_KEPT && !oldest.done) kept.delete(oldest.value);
      }
      kept.set(sql, statement);
      return statement;
    },
  };
}
