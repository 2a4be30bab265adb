// The clock as a server runs it: startNetServer with accounts, the tables' actions and a clock of
// its own (ServeOptions.clock) sweeps by itself, acts on a passed deadline once and tells the
// other seat with the command that opens the table on this server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/net/db/database.js';
import { sqliteFileIn } from '../../src/net/db/where.js';
import { startNetServer } from '../../src/net/server/server.js';
import { DAY, T0, addAccounts, addTable, fakeActions, recordingPush } from './turn-clock-fixtures.js';

const dir = mkdtempSync(join(tmpdir(), 'turn-clock-serve-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('serve with turn-based tables', () => {
  it('runs the clock when given the tables’ actions', async () => {
    const database = await openDatabase(sqliteFileIn(dir));
    const now = (): number => T0 + 2 * DAY + 1000;
    const { actions, calls } = fakeActions(database.db, now);
    const { push, sent } = recordingPush();
    await addAccounts(database.db, ['ann', 'bob']);
    await addTable(database.db, { code: 'SERV-2222', accounts: ['ann', 'bob'] });
    const server = await startNetServer({ port: 0, host: '127.0.0.1', dataDir: dir, database: sqliteFileIn(dir), clock: now, turnActions: actions, push, turnSweepMs: 50 });
    try {
      const until = Date.now() + 10_000;
      while (sent.length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls).toEqual([{ code: 'SERV-2222', seat: 1 }]);
      expect(sent).toMatchObject([{ account: 'bob', message: { tag: 'clock', command: `regicide join SERV-2222 --server 127.0.0.1:${server.port}` } }]);
    } finally {
      await server.close();
      await database.close();
    }
  });
});
