// Where `loadtest --turn` keeps its tables: a SQLite file of its own (the default), or with
// `--postgres` a PostgreSQL it starts on 127.0.0.1 at a free port (local-postgres.ts), one
// database per bench inside it; and how many processes share it (`--processes N`, 1 or 2).
import { sql } from 'kysely';
import { openDatabase } from '../net/db/database.js';
import { sqliteFileIn } from '../net/db/where.js';
import { type TestPostgres, startPostgres } from './local-postgres.js';

/** The options both parts of `--turn` take besides their own (a flag, and a number). */
export const TURN_SHARED_FLAGS = ['--turn', '--postgres'];
export const TURN_SHARED_KEYS = ['processes'];

export interface TurnStore {
  /** The database's name in the report ("SQLite", "PostgreSQL"). */
  label: string;
  /** A fresh database for one bench: its address (a file's path, or a postgres:// URL). */
  fresh(name: string, dataDir: string): Promise<string>;
  close(): Promise<void>;
}

export function turnProcesses(argv: string[]): number {
  const i = argv.indexOf('--processes');
  if (i < 0) return 1;
  const n = Number(argv[i + 1]);
  if (n !== 1 && n !== 2) throw new Error('loadtest --turn: --processes is 1 or 2');
  return n;
}

export async function turnStore(argv: string[]): Promise<TurnStore> {
  if (!argv.includes('--postgres')) return { label: 'SQLite', fresh: (_name, dataDir) => Promise.resolve(sqliteFileIn(dataDir)), close: () => Promise.resolve() };
  const postgres: TestPostgres = await startPostgres();
  const admin = await openDatabase(postgres.url);
  return {
    label: 'PostgreSQL',
    async fresh(name) {
      // Each bench writes the same filler codes: a database of its own.
      await sql`create database ${sql.id(name)}`.execute(admin.db);
      return postgres.url.replace(/\/postgres$/, `/${name}`);
    },
    async close() {
      await admin.close();
      await postgres.stop();
    },
  };
}
