// The turn-based clock on SQLite (turn-clock.ts): reminders and deadlines once each with two
// processes' handles racing over one file, a process that dies holding a claim, a restart, the
// reminders' daily limit, the reminder's words (never a card), and the sweep's use of its index.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompiledQuery } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { JESTER, cardLabel, cardText } from '../../src/core/cards.js';
import { type ServerDatabase, openDatabase } from '../../src/net/db/database.js';
import { TurnClock, dueTablesQuery } from '../../src/net/turn/turn-clock.js';
import { reminderMessage, timedOutMessage } from '../../src/net/turn/turn-clock-texts.js';
import { DAY, HOUR, T0, addAccounts, addTable, fakeActions, fakeTime, recordingPush, tableRow } from './turn-clock-fixtures.js';
import { raceTwoClocks } from './turn-clock-race.js';

const dirs: string[] = [];
const opened: ServerDatabase[] = [];
async function database(file?: string): Promise<{ db: ServerDatabase; file: string }> {
  if (!file) {
    const dir = mkdtempSync(join(tmpdir(), 'turn-clock-'));
    dirs.push(dir);
    file = join(dir, 'server.db');
  }
  const db = await openDatabase(file);
  opened.push(db);
  return { db, file };
}
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close().catch(() => {});
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the turn-based clock on SQLite', () => {
  it('reminds once, then acts at the deadline once, with two processes racing over one file', async () => {
    const { db: one, file } = await database();
    const { db: two } = await database(file);
    await raceTwoClocks(one.db, two.db);
  });

  it('lets another process act once when the one holding the claim died', async () => {
    const { db: one, file } = await database();
    const { db: two } = await database(file);
    const time = fakeTime(T0 + 2 * DAY);
    await addAccounts(one.db, ['ann', 'bob']);
    await addTable(one.db, { code: 'DEAD-2222', accounts: ['ann', 'bob'] });
    // The first process claims the deadline and dies in its action (it never returns).
    let entered!: () => void;
    const inAction = new Promise<void>((resolve) => (entered = resolve));
    const dying = new TurnClock(one.db, { now: time.now, processId: 'dying', claimMs: 60_000, actions: { timedOut: () => (entered(), new Promise<void>(() => {})) } });
    void dying.sweepOnce();
    await inAction;
    await one.close();
    expect(await tableRow(two.db, 'DEAD-2222')).toMatchObject({ clock_claim: 'dying', clock_claim_until: T0 + 2 * DAY + 60_000 });
    const { actions, calls } = fakeActions(two.db, time.now);
    const { push, sent } = recordingPush();
    const living = new TurnClock(two.db, { now: time.now, processId: 'living', actions, push });
    // While the claim holds, nobody else acts; once it lapses, the other process does, once.
    time.advance(59_000);
    await living.sweepOnce();
    expect(calls).toEqual([]);
    time.advance(2000);
    await living.sweepOnce();
    await living.sweepOnce();
    expect(calls).toEqual([{ code: 'DEAD-2222', seat: 1 }]);
    expect(sent.map((s) => [s.account, s.message.tag])).toEqual([['bob', 'clock']]);
    expect(await tableRow(two.db, 'DEAD-2222')).toMatchObject({ to_move: 2, clock_claim: null });
  });

  it('loses no deadline and repeats no reminder across a restart', async () => {
    const first = await database();
    const time = fakeTime();
    await addAccounts(first.db.db, ['ann', 'bob']);
    await addTable(first.db.db, { code: 'REST-2222', accounts: ['ann', 'bob'] });
    const { push, sent } = recordingPush();
    time.set(T0 + DAY + HOUR);
    await new TurnClock(first.db.db, { now: time.now, push, actions: fakeActions(first.db.db, time.now).actions }).sweepOnce();
    expect(sent.map((s) => s.message.tag)).toEqual(['reminder']);
    await first.db.close();

    const again = await database(first.file);
    const { actions, calls } = fakeActions(again.db.db, time.now);
    const clock = new TurnClock(again.db.db, { now: time.now, push, actions });
    await clock.sweepOnce();
    expect(sent).toHaveLength(1);
    time.set(T0 + 2 * DAY);
    await clock.sweepOnce();
    expect(calls).toEqual([{ code: 'REST-2222', seat: 1 }]);
  });

  it('sends an account at most its reminders of the day', async () => {
    const { db } = await database();
    const time = fakeTime();
    await addAccounts(db.db, ['ann', 'bob']);
    for (let i = 0; i < 12; i++) await addTable(db.db, { code: `MANY-${String(i).padStart(4, '2')}`, accounts: ['ann', 'bob'] });
    const { push, sent } = recordingPush();
    const clock = new TurnClock(db.db, { now: time.now, push, remindersPerDay: 10, actions: fakeActions(db.db, time.now).actions });
    time.set(T0 + DAY + HOUR);
    expect(await clock.sweepOnce()).toMatchObject({ reminded: 10, overLimit: 2 });
    await clock.sweepOnce();
    expect(sent).toHaveLength(10);
    // The next UTC day counts afresh.
    await addTable(db.db, { code: 'NEXT-2222', accounts: ['ann', 'bob'], turnStartedAt: T0 + DAY });
    time.set(T0 + 2 * DAY + HOUR);
    await clock.sweepOnce();
    expect(sent.filter((s) => s.message.table === 'NEXT-2222')).toHaveLength(1);
  });

  it("words a reminder with the table, the game, the time left and the command, and never a card's notation", () => {
    const table = { code: 'KQX7-2MPD', game: 'regicide', seats: 3, onTimeout: 'bot' };
    const reminder = reminderMessage(table, 23 * HOUR + 59 * 60_000, 'regicide join KQX7-2MPD --server cards.example.org:2567');
    expect(reminder.title).toBe('Your move at table KQX7-2MPD (Regicide, 3 players): 23 hours left');
    expect(reminder.command).toBe('regicide join KQX7-2MPD --server cards.example.org:2567');
    const cards = new Set<string>();
    for (let c = 0; c <= JESTER; c++) for (const text of [cardText(c), cardLabel(c), cardLabel(c, true)]) cards.add(text.toUpperCase());
    const messages = ['bot', 'wait', 'end', 'lose'].flatMap((onTimeout) =>
      [2 * DAY + 3 * HOUR, 5 * HOUR, 30 * 60_000, 10_000].flatMap((left) => [
        reminderMessage({ ...table, onTimeout }, left, reminder.command!),
        timedOutMessage({ ...table, onTimeout }, 2, reminder.command!),
      ]),
    );
    for (const m of messages) {
      const words = `${m.title} ${m.body} ${m.command}`.split(/[\s,.:;()!?]+/).filter(Boolean);
      expect(
        words.filter((w) => cards.has(w.toUpperCase())),
        m.title,
      ).toEqual([]);
      expect(`${m.title} ${m.body}`).not.toMatch(/[♠♥♦♣★]/);
    }
  });

  it('sweeps by the deadline index, reading only the tables near their deadline', async () => {
    const { db } = await database();
    const compiled = dueTablesQuery(db.db, T0, 1000).compile();
    const plan = await db.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]));
    const details = plan.rows.map((r) => r.detail).join('\n');
    expect(details).toMatch(/SEARCH t USING INDEX turn_tables_by_deadline \(status=\? AND deadline<\?\)/);
    expect(details).not.toMatch(/SCAN t\b/);
  });
});
