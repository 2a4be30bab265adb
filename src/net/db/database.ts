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
  let db: Kysely<Tables> | undefined;
  try {
    db = dialect === 'postgres' ? await (await import('./postgres.js')).openPostgres(where) : await (await import('./sqlite.js')).openSqlite(where);
    const migrated = await migrateToLatest(db);
    const opened = db;
    return { db: opened, dialect, migrated, close: () => opened.destroy() };
  } catch (e) {
    await db?.destroy().catch(() => {});
    throw new Error(`the database ${describe(where)} cannot be used: ${whyNot(e)}`);
  }
}

/** The database for a message: PostgreSQL's host, port and database (never its user or password), or the file. */
function describe(where: string): string {
  if (!isPostgresUrl(where)) return where;
  try {
    const url = new URL(where);
    return `postgres://${url.host}${url.pathname}`;
  } catch {
    return 'postgres://…';
  }
}

/** Why, in one line; a refused connection said in words (the caller's words for ECONNREFUSED name the game server). */
function whyNot(e: unknown): string {
  const error = e as { code?: unknown; message?: unknown; errors?: unknown[] } | null;
  const codes = [error?.code, ...(Array.isArray(error?.errors) ? error.errors.map((x) => (x as { code?: unknown }).code) : [])];
  if (codes.includes('ECONNREFUSED')) return 'nothing answers at that address';
  const message = String(error?.message ?? e).split('\n')[0];
  return message.replace(/ECONNREFUSED/g, 'connection refused') || String(error?.code ?? 'unknown error');
}

/** A unique constraint refused a row (both drivers' ways of saying so). */
export function isUniqueViolation(e: unknown): boolean {
  const error = e as { code?: unknown; message?: unknown } | null;
  const code = typeof error?.code === 'string' ? error.code : '';
  return code === '23505' || code.startsWith('SQLITE_CONSTRAINT_UNIQUE') || code.startsWith('SQLITE_CONSTRAINT_PRIMARYKEY') || /UNIQUE constraint failed/.test(String(error?.message ?? ''));
}
