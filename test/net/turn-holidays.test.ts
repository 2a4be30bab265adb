// Holidays (turn-holidays.ts) with the clock: the days of a month are limited, the deadlines where
// the player is to move move by the holiday, the clock neither reminds nor acts while it lasts, a
// turn that starts during it gets its whole time after it, and ending it early gives time back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ServerDatabase, openDatabase } from '../../src/net/db/database.js';
import { TurnClock } from '../../src/net/turn/turn-clock.js';
import { TurnHolidays } from '../../src/net/turn/turn-holidays.js';
import { DAY, HOUR, T0, addAccounts, addTable, fakeActions, fakeTime, recordingPush, tableRow } from './turn-clock-fixtures.js';

let dir: string;
let database: ServerDatabase;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'turn-holidays-'));
  database = await openDatabase(join(dir, 'server.db'));
  await addAccounts(database.db, ['ann', 'bob', 'cid']);
});
afterEach(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('holidays', () => {
  it('allow the days of a month and no more, counted afresh the next month', async () => {
    const time = fakeTime();
    await addTable(database.db, { code: 'HOLI-2222', accounts: ['ann', 'bob'] });
    const holidays = new TurnHolidays(database.db, { now: time.now, daysPerMonth: 7 });
    expect(await holidays.start('ann', 5)).toMatchObject({ ok: true, daysLeft: 2, pausedUntil: T0 + 5 * DAY });
    expect(await holidays.start('ann', 3)).toEqual({ ok: false, problem: 'noDaysLeft', daysLeft: 2 });
    // Taken while on holiday, the days follow the holiday's end.
    expect(await holidays.start('ann', 2)).toMatchObject({ ok: true, daysLeft: 0, pausedUntil: T0 + 7 * DAY });
    expect(await holidays.start('ann', 1)).toMatchObject({ ok: false, problem: 'noDaysLeft' });
    for (const days of [0, -1, 1.5, '2', 32]) expect(await holidays.start('ann', days)).toMatchObject({ ok: false, problem: 'badDays' });
    expect(await holidays.start('cid', 1)).toMatchObject({ ok: false, problem: 'noTables' });
    time.set(Date.parse('2027-01-02T00:00:00Z'));
    expect(await holidays.start('ann', 1)).toMatchObject({ ok: true, daysLeft: 6 });
    const rows = await database.db.selectFrom('turn_holidays').selectAll().orderBy('month').execute();
    expect(rows).toEqual([
      { account_id: 'ann', month: '2026-12', days_used: 7 },
      { account_id: 'ann', month: '2027-01', days_used: 1 },
    ]);
  });

  it('move the deadlines where the player is to move, and the clock waits for the holiday', async () => {
    const time = fakeTime();
    await addTable(database.db, { code: 'MINE-2222', accounts: ['ann', 'bob'] });
    await addTable(database.db, { code: 'THEM-2222', accounts: ['ann', 'bob'], toMove: 2 });
    const holidays = new TurnHolidays(database.db, { now: time.now });
    const { actions, calls } = fakeActions(database.db, time.now);
    const { push, sent } = recordingPush();
    const clock = new TurnClock(database.db, { now: time.now, actions, push });
    time.set(T0 + 12 * HOUR);
    expect(await holidays.start('ann', 3)).toMatchObject({ ok: true, tables: 1, pausedUntil: T0 + 12 * HOUR + 3 * DAY });
    expect((await tableRow(database.db, 'MINE-2222')).deadline).toBe(T0 + 5 * DAY);
    expect((await tableRow(database.db, 'THEM-2222')).deadline).toBe(T0 + 2 * DAY);
    const seats = await database.db.selectFrom('turn_seats').select(['code', 'seat', 'paused_until']).where('account_id', '=', 'ann').orderBy('code').execute();
    expect(seats.map((s) => s.paused_until)).toEqual([T0 + 12 * HOUR + 3 * DAY, T0 + 12 * HOUR + 3 * DAY]);

    // The old reminder's time and the old deadline pass: nothing for ann's table (bob's runs as before).
    time.set(T0 + DAY + HOUR);
    await clock.sweepOnce();
    expect(sent.map((s) => [s.account, s.message.table])).toEqual([['bob', 'THEM-2222']]);
    time.set(T0 + 2 * DAY);
    await clock.sweepOnce();
    expect(calls).toEqual([{ code: 'THEM-2222', seat: 2 }]);
    // THEM-2222's turn passed to ann during her holiday: its time starts when the holiday ends
    // (moved by the clock once it comes near: whoever started the turn did not know of the holiday).
    time.set(T0 + 3 * DAY + HOUR);
    expect(await clock.sweepOnce()).toMatchObject({ moved: 1, reminded: 0, timedOut: 0 });
    expect((await tableRow(database.db, 'THEM-2222')).deadline).toBe(T0 + 12 * HOUR + 5 * DAY);
    // After the holiday the clock reminds and acts by the moved deadlines.
    sent.length = 0;
    time.set(T0 + 4 * DAY + HOUR);
    await clock.sweepOnce();
    expect(sent.map((s) => [s.account, s.message.tag, s.message.table])).toEqual([['ann', 'reminder', 'MINE-2222']]);
    time.set(T0 + 5 * DAY);
    await clock.sweepOnce();
    expect(calls.slice(1)).toEqual([{ code: 'MINE-2222', seat: 1 }]);
  });

  it('end early: the clocks run again, the deadlines move back by the time not used, its whole days come back', async () => {
    const time = fakeTime();
    await addTable(database.db, { code: 'BACK-2222', accounts: ['ann', 'bob'] });
    const holidays = new TurnHolidays(database.db, { now: time.now });
    expect(await holidays.start('ann', 5)).toMatchObject({ ok: true, daysLeft: 2 });
    time.advance(DAY + HOUR);
    expect(await holidays.end('ann')).toEqual({ ended: true, tables: 1, pausedUntil: null, daysLeft: 5 });
    expect((await tableRow(database.db, 'BACK-2222')).deadline).toBe(T0 + 3 * DAY + HOUR);
    expect(await holidays.state('ann')).toEqual({ pausedUntil: null, daysLeft: 5 });
    expect(await holidays.end('ann')).toMatchObject({ ended: false, tables: 0 });
  });
});
