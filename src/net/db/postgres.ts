// PostgreSQL through `pg` (plain JavaScript, no native part) under Kysely's PostgreSQL dialect,
// for `serve --database postgres://…`: several processes serve the same accounts. Loaded only then.
import { Kysely, PostgresDialect } from 'kysely';
import type { Tables } from './schema.js';

/** PostgreSQL's int8: the times are milliseconds, well inside a double's exact integers. */
const INT8_OID = 20;

export async function openPostgres(url: string): Promise<Kysely<Tables>> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 10_000,
    types: { getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser },
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}
