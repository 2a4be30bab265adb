// What a migration is written against: a database of no known shape (its tables are what the
// migrations before it made). Both dialects: text ids, bigint milliseconds (SQLite reads
// `bigint` as an integer).
import { type Kysely, sql } from 'kysely';

export type AnyDb = Kysely<any>;

/** PostgreSQL numbers a query's parameters ($1), SQLite does not (?): the one dialect question a migration asks. */
export const isPostgres = (db: AnyDb): boolean => sql`${0}`.compile(db).sql === '$1';
