// The turn-based clock on PostgreSQL: two processes' handles (two pools) on one database race
// for the same reminders and deadlines (turn-clock-race.ts); each is acted on once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerDatabase, openDatabase } from '../../src/net/db/database.js';
import { type TestPostgres, hasPostgres, noPostgresWarning, startPostgres } from './postgres-helpers.js';
import { TurnHolidays } from '../../src/net/turn/turn-holidays.js';
import { DAY, T0, addAccounts, addTable, fakeTime, tableRow } from './turn-clock-fixtures.js';
import { raceTwoClocks } from './turn-clock-race.js';

if (!hasPostgres) console.warn(noPostgresWarning('turn-clock-postgres.test.ts'));

describe.runIf(hasPostgres)('the turn-based clock on PostgreSQL, two processes', () => {
  let postgres: TestPostgres;
  let one: ServerDatabase;
  let two: ServerDatabase;
  beforeAll(async () => {
    postgres = await startPostgres();
    one = await openDatabase(postgres.url);
    two = await openDatabase(postgres.url);
  }, 60_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await postgres?.stop();
  });

  it('reminds once, then acts at the deadline once, with two processes racing', async () => {
    await raceTwoClocks(one.db, two.db);
  });

  it('takes a holiday: the days counted, the deadline moved, and given back', async () => {
    const time = fakeTime();
    await addAccounts(one.db, ['eve', 'fay']);
    await addTable(one.db, { code: 'PGHO-2222', accounts: ['eve', 'fay'] });
    const holidays = [new TurnHolidays(one.db, { now: time.now }), new TurnHolidays(two.db, { now: time.now })];
    expect(await holidays[0].start('eve', 4)).toMatchObject({ ok: true, daysLeft: 3, tables: 1 });
    expect(await holidays[1].start('eve', 4)).toMatchObject({ ok: false, problem: 'noDaysLeft', daysLeft: 3 });
    expect((await tableRow(two.db, 'PGHO-2222')).deadline).toBe(T0 + 6 * DAY);
    time.advance(DAY);
    expect(await holidays[1].end('eve')).toMatchObject({ ended: true, tables: 1, daysLeft: 6 });
    expect((await tableRow(one.db, 'PGHO-2222')).deadline).toBe(T0 + 3 * DAY);
  });
});
