// `npm run loadtest -- --turn`: the turn-based clock's sweep over many tables, in this process,
// on SQLite. It writes `--accounts` accounts and `--tables` playing turn-based tables (two to four
// seats, logs of a few kilobytes, moves of two days and some of twelve hours, their turns started
// over the last move's time, so their deadlines are spread over the next one), as earlier sweeps
// left them (reminded where a reminder was due) but for `--due` tables past their deadline and as
// many due a reminder. Then it times a sweep that acts on those (the actions and pushes are
// in-process fakes that write what the tables would) and `--sweeps` sweeps with nothing due, and
// a cold sweep after a restart where every table within a day of its deadline is to be reminded.
//   node dist/bench/loadtest.js --turn [--tables 10000] [--accounts 5000] [--due 20] [--sweeps 5]
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
  const args = argv.filter((a) => a !== '--turn');
  for (let i = 0; i < args.length; i += 2) {
    const key = args[i].replace(/^--/, '');
    const value = Number(args[i + 1]);
    // The visits' own options (turn-visit-load.ts) are theirs.
    if (['games', 'players', 'lists', 'visits'].includes(key)) continue;
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

export async function turnClockLoad(argv: string[]): Promise<void> {
  const s = parseArgs(argv);
  const dir = mkdtempSync(join(tmpdir(), 'turn-load-'));
  const now = Date.parse('2026-12-09T12:00:00Z');
  let clock = now;
  const database = await openDatabase(join(dir, 'server.db'));
  const db = database.db;
  try {
    const written = performance.now();
    await seedTurnTables(db, s, now);
    const writtenMs = performance.now() - written;

    let pushes = 0;
    const push: PushPort = { notify: () => (pushes++, Promise.resolve()) };
    // What the tables would write: the next seat to move, a new deadline.
    const actions: TurnTableActions = {
      async timedOut(code, seat) {
        const row = await db.selectFrom('turn_tables').select(['seats', 'move_ms']).where('code', '=', code).executeTakeFirstOrThrow();
        await db
          .updateTable('turn_tables')
          .set({ to_move: (seat % row.seats) + 1, turn_started_at: clock, deadline: clock + row.move_ms, reminded_at: null, updated_at: clock })
          .where('code', '=', code)
          .execute();
      },
    };
    const sweeper = new TurnClock(db, { actions, push, now: () => clock });
    const timed = async () => {
      const t = performance.now();
      const report = await sweeper.sweepOnce();
      return { ms: performance.now() - t, report };
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

    console.log(`turn clock sweep on SQLite: ${s.tables} turn-based tables, ${s.accounts} accounts (written in ${(writtenMs / 1000).toFixed(1)} s)`);
    console.log(`  sweep acting on ${acting.report.timedOut} deadlines and ${acting.report.reminded} reminders: ${ms(acting.ms)} (${acting.report.read} tables read)`);
    console.log(`  sweep with nothing due, ${s.sweeps} runs: median ${ms(idle[Math.floor(idle.length / 2)] ?? 0)}, max ${ms(idle[idle.length - 1] ?? 0)}`);
    console.log(
      `  cold sweep, every table within its reminder's lead to be reminded: ${ms(cold.ms)} (${cold.report.read} tables read, ${cold.report.reminded} reminded, ${cold.report.overLimit} over the daily limit)`,
    );
    console.log(
      `  pushes: ${pushes}; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${cpus().length} cores`,
    );
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
