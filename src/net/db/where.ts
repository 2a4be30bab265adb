// Where a server's database is: a SQLite file in its data folder by default, or a PostgreSQL
// server named by a postgres:// URL. Apart from database.ts so that the command line can name it
// without loading Kysely.
import { join } from 'node:path';

/** The SQLite file's name inside the data folder. */
export const DATABASE_FILE = 'server.db';

export const isPostgresUrl = (text: string): boolean => /^postgres(ql)?:\/\/[^\s]+$/i.test(text);

export const sqliteFileIn = (dataDir: string): string => join(dataDir, DATABASE_FILE);
