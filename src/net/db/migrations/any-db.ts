// What a migration is written against: a database of no known shape (its tables are what the
// migrations before it made). Both dialects: text ids, bigint milliseconds (SQLite reads
// `bigint` as an integer).
import type { Kysely } from 'kysely';

export type AnyDb = Kysely<any>;
