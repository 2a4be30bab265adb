// Where `loadtest --turn` keeps its tables (src/bench/turn-load-where.ts): SQLite by default; with
// `--postgres` a PostgreSQL of its own on 127.0.0.1, one database per bench (the sweep's filler
// codes do not meet the visits'); `--processes` is 1 or 2, anything else one clear line.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { turnProcesses, turnStore } from '../../src/bench/turn-load-where.js';
import { openDatabase } from '../../src/net/db/database.js';
import { hasPostgres, noPostgresWarning } from '../net/postgres-helpers.js';

describe('loadtest --turn: its database and processes', () => {
  it('takes --processes 1 or 2, and says so in one line otherwise', () => {
    expect(turnProcesses(['--turn'])).toBe(1);
    expect(turnProcesses(['--turn', '--processes', '2'])).toBe(2);
    expect(() => turnProcesses(['--turn', '--processes', '3'])).toThrow(/^loadtest --turn: --processes is 1 or 2$/);
  });

  it('is SQLite in the bench’s folder by default', async () => {
    const store = await turnStore(['--turn']);
    expect(store.label).toBe('SQLite');
    expect(await store.fresh('turn_clock', '/tmp/x')).toBe(join('/tmp/x', 'server.db'));
    await store.close();
  });

  it.skipIf(!hasPostgres)(
    'with --postgres starts a PostgreSQL on loopback, a database of its own for each bench',
    async () => {
      const store = await turnStore(['--turn', '--postgres']);
      const dir = mkdtempSync(join(tmpdir(), 'turn-where-'));
      try {
        expect(store.label).toBe('PostgreSQL');
        const [a, b] = [await store.fresh('turn_clock', dir), await store.fresh('turn_visits', dir)];
        expect(a).toMatch(/^postgres:\/\/test@127\.0\.0\.1:\d+\/turn_clock$/);
        expect(b).toMatch(/\/turn_visits$/);
        const first = await openDatabase(a);
        await first.db.insertInto('accounts').values({ id: 'acct-0', created_at: 1 }).execute();
        const second = await openDatabase(b);
        expect(await second.db.selectFrom('accounts').selectAll().execute()).toEqual([]);
        await first.close();
        await second.close();
      } finally {
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
  if (!hasPostgres) console.warn(noPostgresWarning('turn-load-where.test.ts'));
});
