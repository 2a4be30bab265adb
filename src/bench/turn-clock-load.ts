// `npm run loadtest -- --turn`: the turn-based clock's sweep over many tables, in this process,
// on SQLite. It writes `--accounts` accounts and `--tables` playing turn-based tables (two to four
// seats, logs of a few kilobytes, moves of two days and some of twelve hours, their turns started
// over the last move's time, so their deadlines are spread over the next one), as earlier sweeps
// left them (reminded where a reminder was due) but for `--due` tables past their deadline and as
// many due a reminder. Then it times a sweep that acts on those (the actions and pushes are
// in-process fakes that write what the tables would) and `--sweeps` sweeps with nothing due, and
// a cold sweep after a restart where every table within a day of its deadline is to be reminded.
// With `--postgres` on a PostgreSQL of its own (turn-load-where.ts); with `--processes 2` two
// sweepers on two database handles sweep at once, as two processes do (each deadline acted on once).
//   node dist/bench/loadtest.js --turn [--tables 10000] [--accounts 5000] [--due 20] [--sweeps 5] [--postgres] [--processes 2]
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Insertable, Kysely } from 'kysely';
import { openDatabase } from '../net/db/database.js';
import type { Tables, TurnSeatsTable, TurnTablesTable } from '../net/db/schema.js';
import type { PushPort } from '../net/push/push-port.js';
import { TurnClock } from '../net/turn/turn-clock.js';
import { DAY_MS, HOUR_MS, reminderLeadMs } from '../net/turn/turn-deadlines.js';
import type { TurnTableActions } from '../net/turn/turn-port.js';
import { generator } from '../core/rng.js';
import { gameModules } from '../modules/registry.js';
import { TURN_SHARED_FLAGS, TURN_SHARED_KEYS, type TurnStore, turnProcesses } from './turn-load-where.js';

/** The game the tables play: the registry's first. */
const GAME = gameModules()[0].id;

interface Settings {
  tables: number;
  accounts: number;
  due: number;
  sweeps: number;
}

const isSetting = (key: string): key is keyof Settings => ['tables', 'accounts', 'due', 'sweeps'].includes(key);

function parseArgs(argv: string[]): Settings {
  const s: Settings = { tables: 10_000, accounts: 5000, due: 20, sweeps: 5 };
  const args = argv.filter((a) => !TURN_SHARED_FLAGS.includes(a));
  for (let i = 0; i < args.length; i += 2) {
    const key = args[i].replace(/^--/, '');
    const value = Number(args[i + 1]);
    // The visits' own options (turn-visit-load.ts) are theirs; the shared ones are read apart.
    if (['games', 'players', 'lists', 'visits', ...TURN_SHARED_KEYS].includes(key)) continue;
    if (!isSetting(key) || !Number.isInteger(value) || value < 0) throw new Error(`loadtest --turn: unknown or bad option ${args[i]} ${args[i + 1] ?? ''}`);
    s[key] = value;
  }
  return s;
}

const ms = (t: number): string => `${t.toFixed(1)} ms`;

/**
 * Writes `accounts` accounts (`acct-N`) and `tables` playing turn-based tables of two to four seats
 * (filler: their logs are not games), as earlier sweeps left them, but for `due` tables past their
 * deadline and as many due a reminder. Also the visits' bench's background (turn-visit-load.ts).
 */
export async function seedTurnTables(db: Kysely<Tables>, s: { tables: number; accounts: number; due: number }, now: number): Promise<void> {
  const random = generator('turn-clock-load');
  const pick = (n: number): number => Math.floor(random() * n);
  for (let i = 0; i < s.accounts; i += 500) {
    await db
      .insertInto('accounts')
      .values(Array.from({ length: Math.min(500, s.accounts - i) }, (_, j) => ({ id: `acct-${i + j}`, created_at: now - 30 * DAY_MS })))
      .execute();
  }
  const log = JSON.stringify({ seed: 'v2-'.padEnd(35, '0'), moves: Array.from({ length: 200 }, (_, m) => `play ${m % 10}`) });
  let dueLeft = s.due;
  let remindLeft = s.due;
  for (let i = 0; i < s.tables; i += 250) {
    const rows: Insertable<TurnTablesTable>[] = [];
    const seats: Insertable<TurnSeatsTable>[] = [];
    for (let j = i; j < Math.min(s.tables, i + 250); j++) {
      const code = `T${String(j).padStart(7, '0')}`;
      const moveMs = j % 10 === 0 ? 12 * HOUR_MS : 2 * DAY_MS;
      const seatCount = 2 + pick(3);
      let started = now - pick(moveMs);
      if (dueLeft > 0 && j % 97 === 0) {
        started = now - moveMs - 60_000;
        dueLeft--;
      }
      const deadline = started + moveMs;
      const lead = reminderLeadMs(moveMs);
      // Earlier sweeps reminded every table inside its reminder's lead, but for a few.
      let remindedAt: number | null = deadline - lead <= now ? deadline - lead + 1000 : null;
      if (remindedAt !== null && deadline > now && remindLeft > 0 && j % 13 === 0) {
        remindedAt = null;
        remindLeft--;
      }
      const toMove = 1 + pick(seatCount);
      rows.push({
        code,
        game: GAME,
        seats: seatCount,
        status: 'playing',
        move_ms: moveMs,
        on_timeout: 'bot',
        to_move: toMove,
        turn_started_at: started,
        deadline,
        reminded_at: remindedAt,
        moves: 40,
        log,
        holder: null,
        held_until: null,
        clock_claim: null,
        clock_claim_until: null,
        outcome: null,
        created_by: null,
        created_at: started - DAY_MS,
        updated_at: started,
      });
      for (let seat = 1; seat <= seatCount; seat++) seats.push({ code, seat, account_id: `acct-${pick(s.accounts)}`, seen_moves: 0, paused_until: null });
    }
    await db.transaction().execute(async (tx) => {
      await tx.insertInto('turn_tables').values(rows).execute();
      await tx.insertInto('turn_seats').values(seats).execute();
    });
  }
}

export async function turnClockLoad(argv: string[], store: TurnStore): Promise<void> {
  const s = parseArgs(argv);
  const processes = turnProcesses(argv);
  const dir = mkdtempSync(join(tmpdir(), 'turn-load-'));
  const now = Date.parse('2026-12-09T12:00:00Z');
  let clock = now;
  const where = await store.fresh('turn_clock', dir);
  const database = await openDatabase(where);
  // The other process's handle (--processes 2): its own connections to the same database.
  const others = processes === 2 ? [await openDatabase(where)] : [];
  const db = database.db;
  try {
    const written = performance.now();
    await seedTurnTables(db, s, now);
    const writtenMs = performance.now() - written;

    let pushes = 0;
    const push: PushPort = { notify: () => (pushes++, Promise.resolve()) };
    const acted = new Map<string, number>();
    // What the tables would write: the next seat to move, a new deadline.
    const actions: TurnTableActions = {
      async timedOut(code, seat) {
        acted.set(`${code} ${seat}`, (acted.get(`${code} ${seat}`) ?? 0) + 1);
        const row = await db.selectFrom('turn_tables').select(['seats', 'move_ms']).where('code', '=', code).executeTakeFirstOrThrow();
        await db
          .updateTable('turn_tables')
          .set({ to_move: (seat % row.seats) + 1, turn_started_at: clock, deadline: clock + row.move_ms, reminded_at: null, updated_at: clock })
          .where('code', '=', code)
          .execute();
      },
    };
    const sweepers = [db, ...others.map((o) => o.db)].map((on, i) => new TurnClock(on, { actions, push, now: () => clock, processId: `bench-${i}` }));
    // Every process sweeps at once; the time is the slowest's, the report their sum.
    const timed = async () => {
      const t = performance.now();
      const reports = await Promise.all(sweepers.map((c) => c.sweepOnce()));
      const sum = (k: 'timedOut' | 'reminded' | 'read' | 'overLimit'): number => reports.reduce((a, r) => a + r[k], 0);
      return { ms: performance.now() - t, report: { timedOut: sum('timedOut'), reminded: sum('reminded'), read: sum('read'), overLimit: sum('overLimit') } };
    };
    const acting = await timed();
    const idle: number[] = [];
    for (let i = 0; i < s.sweeps; i++) {
      clock += 10_000;
      idle.push((await timed()).ms);
    }
    idle.sort((a, b) => a - b);
    // A cold start: nobody reminded yet (say, the reminders were switched on today).
    await db.updateTable('turn_tables').set({ reminded_at: null }).execute();
    await db.deleteFrom('turn_reminders').execute();
    const cold = await timed();

    const doubled = [...acted.values()].filter((n) => n > 1).length;
    const how = processes === 2 ? ', two processes sweeping at once' : '';
    console.log(`turn clock sweep on ${store.label}${how}: ${s.tables} turn-based tables, ${s.accounts} accounts (written in ${(writtenMs / 1000).toFixed(1)} s)`);
    console.log(`  sweep acting on ${acting.report.timedOut} deadlines and ${acting.report.reminded} reminders: ${ms(acting.ms)} (${acting.report.read} tables read)`);
    console.log(`  sweep with nothing due, ${s.sweeps} runs: median ${ms(idle[Math.floor(idle.length / 2)] ?? 0)}, max ${ms(idle[idle.length - 1] ?? 0)}`);
    console.log(
      `  cold sweep, every table within its reminder's lead to be reminded: ${ms(cold.ms)} (${cold.report.read} tables read, ${cold.report.reminded} reminded, ${cold.report.overLimit} over the daily limit)`,
    );
    console.log(
      `  deadlines acted on: ${acted.size}, twice: ${doubled}; pushes: ${pushes}; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${cpus().length} cores`,
    );
  } finally {
    for (const o of others) await o.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
