// The clock's race, on whichever database: two clocks (two processes' handles on one database)
// sweep the same tables at once, a day before their deadlines and at them. Each table is reminded
// once and timed out once; the other seats hear of it once. Used on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Tables } from '../../src/net/db/schema.js';
import { TurnClock } from '../../src/net/turn/turn-clock.js';
import { DAY, HOUR, T0, addAccounts, addTable, fakeActions, fakeTime, recordingPush, tableRow } from './turn-clock-fixtures.js';

export async function raceTwoClocks(one: Kysely<Tables>, two: Kysely<Tables>): Promise<void> {
  const time = fakeTime();
  await addAccounts(one, ['ann', 'bob', 'cid', 'dee']);
  await addTable(one, { code: 'RACE-2222', accounts: ['ann', 'bob', 'cid'], onTimeout: 'bot' });
  await addTable(one, { code: 'RACE-3333', accounts: ['bob', 'ann'], game: 'thronfolge', onTimeout: 'lose', toMove: 2 });
  // A four-hour move is reminded at half time, two hours before its deadline.
  await addTable(one, { code: 'RACE-4444', accounts: ['cid', 'dee'], moveMs: 4 * HOUR, onTimeout: 'end' });
  const { actions, calls } = fakeActions(one, time.now);
  const { push, sent } = recordingPush();
  const clocks = [new TurnClock(one, { actions, push, now: time.now, processId: 'one' }), new TurnClock(two, { actions, push, now: time.now, processId: 'two' })];
  const sweepBoth = async (rounds = 3): Promise<void> => {
    for (let i = 0; i < rounds; i++) await Promise.all(clocks.map((c) => c.sweepOnce()));
  };

  time.set(T0 + 2 * HOUR - 60_000);
  await sweepBoth();
  expect(sent).toEqual([]);
  time.set(T0 + 2 * HOUR);
  await sweepBoth();
  expect(sent.map((s) => [s.account, s.message.tag, s.message.table])).toEqual([['cid', 'reminder', 'RACE-4444']]);
  time.set(T0 + 4 * HOUR);
  await sweepBoth();
  expect(calls).toEqual([{ code: 'RACE-4444', seat: 1 }]);
  expect(sent.filter((s) => s.message.tag === 'clock').map((s) => [s.account, s.message.table])).toEqual([['dee', 'RACE-4444']]);

  time.set(T0 + DAY - 60_000);
  sent.length = 0;
  await sweepBoth();
  expect(sent).toEqual([]);
  time.set(T0 + DAY + 60_000);
  await sweepBoth();
  expect(sent.map((s) => [s.account, s.message.tag, s.message.table]).sort()).toEqual([
    ['ann', 'reminder', 'RACE-2222'],
    ['ann', 'reminder', 'RACE-3333'],
  ]);
  // At the deadline: one action per table, whichever clock took it, and the others told once.
  time.set(T0 + 2 * DAY);
  sent.length = 0;
  calls.length = 0;
  await sweepBoth(4);
  expect(calls.map((c) => `${c.code}/${c.seat}`).sort()).toEqual(['RACE-2222/1', 'RACE-3333/2']);
  expect(sent.map((s) => [s.account, s.message.table]).sort()).toEqual([
    ['bob', 'RACE-2222'],
    ['bob', 'RACE-3333'],
    ['cid', 'RACE-2222'],
  ]);
  expect(sent.find((s) => s.message.table === 'RACE-3333')?.message.title).toBe('The time ran out for seat 2 at table RACE-3333 (Thronfolge, 2 players)');
  const after = await tableRow(one, 'RACE-2222');
  expect(after).toMatchObject({ to_move: 2, deadline: T0 + 4 * DAY, clock_claim: null, clock_claim_until: null });
  expect(await tableRow(one, 'RACE-3333')).toMatchObject({ status: 'ended' });
}
