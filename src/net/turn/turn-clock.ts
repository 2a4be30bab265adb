// The clock of the turn-based tables (issue 30): every few seconds a sweep reads the tables whose
// seat to move is near its deadline or past it, reminds the seat's account once per deadline (a
// day before, or at half time for moves shorter than two days; at most `--reminders-per-day` an
// account) and, at the deadline, asks the tables to act (TurnTableActions.timedOut), once.
//
// Every clock is in the database (turn_tables.deadline), so a restart loses none, and any number
// of processes may sweep the same tables: a reminder is taken by a conditional UPDATE of
// `reminded_at`, a deadline by a claim (`clock_claim`, `clock_claim_until`) that only one process
// gets; the winner checks the deadline is still the one it saw, acts, and releases the claim. A
// process that dies holding a claim leaves it to lapse, and another process acts then. A seat
// whose clock is paused (a holiday, `turn_seats.paused_until`) is skipped.
//
// The sweep reads by the index turn_tables_by_deadline (status, deadline): only the tables within
// a day of their deadline, never a log; a sweep over many tables with few due reads few rows.
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { printable } from '../../core/printable.js';
import type { Tables } from '../db/schema.js';
import { NO_PUSH, type PushPort } from '../push/push-port.js';
import { type TableFacts, reminderMessage, timedOutMessage } from './turn-clock-texts.js';
import { DAY_MS, deadlineAfterPause, reminderLeadMs, utcDayOf } from './turn-deadlines.js';
import type { TurnTableActions } from './turn-port.js';

export interface TurnClockOptions {
  actions: TurnTableActions;
  push?: PushPort;
  now?: () => number;
  /** How often the sweep runs (default 10 s). */
  sweepMs?: number;
  /** How long a claim on a deadline holds before another process may take it (default 2 minutes); renewed while the action runs. */
  claimMs?: number;
  /** Reminders one account is sent in a UTC day (default 10; 0: none). */
  remindersPerDay?: number;
  /** Tables one sweep reads at most (the soonest deadlines first); the next sweep reads the rest. */
  batch?: number;
  /** This process, as its claims name it (default: random). */
  processId?: string;
  /** The command that opens a table, for the pushes (default `GAME join CODE`). */
  joinCommand?: (game: string, code: string) => string;
  /** Told of a failure (the database, an action): one printable line. */
  onError?(message: string): void;
}

export interface SweepReport {
  /** Tables the sweep read. */
  read: number;
  reminded: number;
  /** Reminders not sent because the account had its day's reminders. */
  overLimit: number;
  timedOut: number;
  /** Deadlines moved past a seat's holiday (a turn that started during it). */
  moved: number;
}

/** A table the sweep read: the columns it needs, joined with its seat to move. */
interface DueRow {
  code: string;
  game: string;
  seats: number;
  on_timeout: string;
  to_move: number | null;
  deadline: number | null;
  turn_started_at: number | null;
  move_ms: number;
  reminded_at: number | null;
  account_id: string | null;
  paused_until: number | null;
}

const DEFAULTS = { sweepMs: 10_000, claimMs: 120_000, remindersPerDay: 10, batch: 1000 };
/** Reminder counts older than this are deleted (checked at most this often). */
const PRUNE_MS = 60 * 60 * 1000;

const oneLine = (e: unknown): string => printable(String(e instanceof Error ? e.message : e).split('\n')[0]);

export class TurnClock {
  private readonly db: Kysely<Tables>;
  private readonly o: TurnClockOptions;
  private readonly now: () => number;
  private readonly push: PushPort;
  private readonly me: string;
  private readonly claimMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | null = null;
  private stopped = true;
  private prunedAt = 0;

  constructor(db: Kysely<Tables>, o: TurnClockOptions) {
    this.db = db;
    this.o = o;
    this.now = o.now ?? Date.now;
    this.push = o.push ?? NO_PUSH;
    this.me = o.processId ?? randomBytes(8).toString('hex');
    this.claimMs = o.claimMs ?? DEFAULTS.claimMs;
  }

  /** Sweeps now and every `sweepMs` after the previous sweep ended. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = (): void => {
      this.running = this.sweepOnce()
        .catch((e: unknown) => this.o.onError?.(oneLine(e)))
        .finally(() => {
          this.running = null;
          if (!this.stopped) (this.timer = setTimeout(tick, this.o.sweepMs ?? DEFAULTS.sweepMs)).unref();
        });
    };
    tick();
  }

  /** Stops sweeping; waits for a sweep under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One sweep over every table near or past its deadline. */
  async sweepOnce(): Promise<SweepReport> {
    const now = this.now();
    const report: SweepReport = { read: 0, reminded: 0, overLimit: 0, timedOut: 0, moved: 0 };
    const rows = await this.dueTables(now);
    report.read = rows.length;
    for (const row of rows) {
      if (row.deadline === null || row.to_move === null) continue;
      const deadline = row.deadline;
      if (row.paused_until !== null && row.paused_until > now) {
        // A deadline already passed is not moved (a holiday taken late saves no one); it waits for the holiday's end.
        if (deadline > now && (await this.movePastPause(row, deadline, row.paused_until))) report.moved++;
        continue;
      }
      if (deadline <= now) {
        if (await this.timeOut(row, deadline, row.to_move)) report.timedOut++;
      } else {
        const sent = await this.remind(row, deadline, now);
        if (sent === 'sent') report.reminded++;
        if (sent === 'overLimit') report.overLimit++;
      }
    }
    await this.pruneReminderCounts(now);
    return report;
  }

  /** The tables the sweep acts on (dueTablesQuery). */
  private dueTables(now: number): Promise<DueRow[]> {
    return dueTablesQuery(this.db, now, this.o.batch ?? DEFAULTS.batch).execute();
  }

  /** A turn that started during its seat's holiday gets its whole time after it (turn-deadlines.ts). */
  private async movePastPause(row: DueRow, deadline: number, pausedUntil: number): Promise<boolean> {
    const moved = deadlineAfterPause({ deadline, turnStartedAt: row.turn_started_at, moveMs: row.move_ms }, pausedUntil);
    if (moved === deadline) return false;
    const r = await this.db.updateTable('turn_tables').set({ deadline: moved }).where('code', '=', row.code).where('deadline', '=', deadline).where('to_move', '=', row.to_move).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** The reminder of this deadline, by whichever process marks it first; then counted against the account's day. */
  private async remind(row: DueRow, deadline: number, now: number): Promise<'sent' | 'overLimit' | 'none'> {
    const lead = reminderLeadMs(row.move_ms);
    const marked = await this.db
      .updateTable('turn_tables')
      .set({ reminded_at: now })
      .where('code', '=', row.code)
      .where('status', '=', 'playing')
      .where('deadline', '=', deadline)
      .where((eb) => eb.or([eb('reminded_at', 'is', null), eb('reminded_at', '<', deadline - lead)]))
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1 || row.account_id === null) return 'none';
    if (!(await this.takeReminder(row.account_id, now))) return 'overLimit';
    await this.push.notify(row.account_id, reminderMessage(facts(row), deadline - now, this.command(row)));
    return 'sent';
  }

  /** One of the account's reminders of the day: an atomic increment below the limit, whichever process asks. */
  private async takeReminder(accountId: string, now: number): Promise<boolean> {
    const limit = this.o.remindersPerDay ?? DEFAULTS.remindersPerDay;
    if (limit <= 0) return false;
    // One statement: the day's first reminder makes the row, a later one counts while below the limit.
    const taken = await this.db
      .insertInto('turn_reminders')
      .values({ account_id: accountId, day: utcDayOf(now), sent: 1 })
      .onConflict((c) =>
        c
          .columns(['account_id', 'day'])
          .doUpdateSet((eb) => ({ sent: eb('turn_reminders.sent', '+', 1) }))
          .where('turn_reminders.sent', '<', limit),
      )
      .executeTakeFirst();
    return Number(taken.numInsertedOrUpdatedRows) === 1;
  }

  /**
   * The deadline passed: claim it (one process does), check it is still the deadline seen, ask
   * the tables to act, release, and tell the other seats. A failed action keeps its claim until
   * it lapses, so it is tried again after `claimMs`, not at every sweep.
   */
  private async timeOut(row: DueRow, deadline: number, seat: number): Promise<boolean> {
    const now = this.now();
    const claimed = await this.db
      .updateTable('turn_tables')
      .set({ clock_claim: this.me, clock_claim_until: now + this.claimMs })
      .where('code', '=', row.code)
      .where('status', '=', 'playing')
      .where('deadline', '=', deadline)
      .where('to_move', '=', seat)
      .where((eb) => eb.or([eb('clock_claim', 'is', null), eb('clock_claim_until', '<', now)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    // Between the read and the claim the seat may have moved, or gone on holiday.
    const seen = await this.current(row.code, seat);
    if (!seen || seen.deadline !== deadline || seen.to_move !== seat || seen.status !== 'playing' || (seen.paused_until !== null && seen.paused_until > this.now())) {
      await this.release(row.code);
      return false;
    }
    const renewing = setInterval(() => void this.renew(row.code), Math.max(1000, Math.floor(this.claimMs / 3)));
    renewing.unref();
    try {
      await this.o.actions.timedOut(row.code, seat);
    } catch (e) {
      this.o.onError?.(`table ${row.code}: ${oneLine(e)}`);
      return false;
    } finally {
      clearInterval(renewing);
    }
    const after = await this.current(row.code, seat);
    if (after && after.deadline === deadline && after.to_move === seat && after.status === 'playing') {
      this.o.onError?.(`table ${row.code}: the action left the deadline as it was; tried again when the claim lapses`);
      return false;
    }
    await this.release(row.code);
    await this.tellOthers(row, seat);
    return true;
  }

  private current(code: string, seat: number) {
    return this.db
      .selectFrom('turn_tables as t')
      .leftJoin('turn_seats as s', (j) => j.onRef('s.code', '=', 't.code').on('s.seat', '=', seat))
      .select(['t.deadline', 't.to_move', 't.status', 's.paused_until'])
      .where('t.code', '=', code)
      .executeTakeFirst();
  }

  private async renew(code: string): Promise<void> {
    try {
      await this.db
        .updateTable('turn_tables')
        .set({ clock_claim_until: this.now() + this.claimMs })
        .where('code', '=', code)
        .where('clock_claim', '=', this.me)
        .execute();
    } catch (e) {
      this.o.onError?.(oneLine(e));
    }
  }

  private async release(code: string): Promise<void> {
    await this.db.updateTable('turn_tables').set({ clock_claim: null, clock_claim_until: null }).where('code', '=', code).where('clock_claim', '=', this.me).execute();
  }

  /** Each other account at the table, once, hears what the clock did. */
  private async tellOthers(row: DueRow, seat: number): Promise<void> {
    const others = await this.db.selectFrom('turn_seats').select(['account_id']).where('code', '=', row.code).where('seat', '!=', seat).where('account_id', 'is not', null).execute();
    const accounts = new Set(others.map((o) => o.account_id).filter((a): a is string => a !== null && a !== row.account_id));
    const message = timedOutMessage(facts(row), seat, this.command(row));
    for (const account of accounts) await this.push.notify(account, message);
  }

  private command(row: DueRow): string {
    return this.o.joinCommand ? this.o.joinCommand(row.game, row.code) : `${row.game} join ${row.code}`;
  }

  /** The counts of days gone by are of no use: deleted now and then. */
  private async pruneReminderCounts(now: number): Promise<void> {
    if (now - this.prunedAt < PRUNE_MS) return;
    this.prunedAt = now;
    await this.db
      .deleteFrom('turn_reminders')
      .where('day', '<', utcDayOf(now - DAY_MS))
      .execute();
  }
}

const facts = (row: DueRow): TableFacts => ({ code: row.code, game: row.game, seats: row.seats, onTimeout: row.on_timeout });

/**
 * The playing tables past their deadline, or within their reminder's lead of it and not yet
 * reminded for it, soonest first: one range of the (status, deadline) index, each row's seat to
 * move by its primary key. A table whose deadline is claimed by a live claim is left alone.
 */
export function dueTablesQuery(db: Kysely<Tables>, now: number, batch: number) {
  const lead = sql<number>`(case when t.move_ms < ${sql.lit(2 * DAY_MS)} then t.move_ms / 2 else ${sql.lit(DAY_MS)} end)`;
  return db
    .selectFrom('turn_tables as t')
    .leftJoin('turn_seats as s', (j) => j.onRef('s.code', '=', 't.code').onRef('s.seat', '=', 't.to_move'))
    .select(['t.code', 't.game', 't.seats', 't.on_timeout', 't.to_move', 't.deadline', 't.turn_started_at', 't.move_ms', 't.reminded_at', 's.account_id', 's.paused_until'])
    .where('t.status', '=', 'playing')
    .where('t.deadline', '<=', now + DAY_MS)
    .where(sql<boolean>`(t.deadline <= ${now} or (t.deadline - ${lead} <= ${now} and (t.reminded_at is null or t.reminded_at < t.deadline - ${lead})))`)
    .where((eb) => eb.or([eb('t.clock_claim_until', 'is', null), eb('t.clock_claim_until', '<', now)]))
    .orderBy('t.deadline')
    .limit(batch);
}
