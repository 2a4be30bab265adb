// Holidays (issue 30): a player pauses the clocks of all their turn-based tables for some days,
// at most `--holiday-days-per-month` days in a UTC month (counted in turn_holidays, by the month
// the holiday was taken in). A holiday sets `paused_until` on the account's seats at the tables
// still being played, and moves the deadline of each table where the account is to move by the
// days it adds; the clock skips a paused seat (turn-clock.ts). Ending a holiday early gives back
// the time not used (the deadlines move back by it) and the whole days of it, to this month.
import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../db/schema.js';
import { DAY_MS, deadlineAfterPause, utcMonthOf } from './turn-deadlines.js';

export interface TurnHolidaysOptions {
  now?: () => number;
  /** Days of holiday one account may take in a UTC month (default 7; 0: none). */
  daysPerMonth?: number;
}

export interface HolidayState {
  /** Until when the account's clocks are paused; null: they run. */
  pausedUntil: number | null;
  /** Days of holiday the account may still take this month. */
  daysLeft: number;
}

export type HolidayAnswer = ({ ok: true; tables: number } & HolidayState) | { ok: false; problem: 'badDays' | 'noDaysLeft' | 'noTables'; daysLeft: number };

export const DEFAULT_HOLIDAY_DAYS_PER_MONTH = 7;
/** The most days one request may ask for (the month's limit decides the rest). */
export const MAX_DAYS = 31;

/** The tables whose seats a holiday pauses: those still being played (or waiting for players). */
const LIVE = ['waiting', 'playing'];

export class TurnHolidays {
  private readonly now: () => number;
  readonly daysPerMonth: number;

  constructor(
    private readonly db: Kysely<Tables>,
    o: TurnHolidaysOptions = {},
  ) {
    this.now = o.now ?? Date.now;
    this.daysPerMonth = o.daysPerMonth ?? DEFAULT_HOLIDAY_DAYS_PER_MONTH;
  }

  /** Where the account stands: paused until when, and the days it has left this month. */
  async state(accountId: string): Promise<HolidayState> {
    const now = this.now();
    return { pausedUntil: await this.pausedUntil(this.db, accountId, now), daysLeft: this.daysPerMonth - (await this.daysUsed(this.db, accountId, now)) };
  }

  /** Pauses the account's clocks for `days` more days (from now, or from the end of the holiday it is on). */
  async start(accountId: string, days: unknown): Promise<HolidayAnswer> {
    const now = this.now();
    const month = utcMonthOf(now);
    const used = await this.daysUsed(this.db, accountId, now);
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > MAX_DAYS) return { ok: false, problem: 'badDays', daysLeft: this.daysPerMonth - used };
    return this.db.transaction().execute(async (tx) => {
      const seats = await tx.selectFrom('turn_seats').select('code').where('account_id', '=', accountId).where('code', 'in', liveTables(tx)).execute();
      if (seats.length === 0) return { ok: false, problem: 'noTables', daysLeft: this.daysPerMonth - used } as const;
      // The days are taken by one conditional increment: two requests at once cannot both pass the limit.
      await tx
        .insertInto('turn_holidays')
        .values({ account_id: accountId, month, days_used: 0 })
        .onConflict((c) => c.columns(['account_id', 'month']).doNothing())
        .execute();
      const taken = await tx
        .updateTable('turn_holidays')
        .set((eb) => ({ days_used: eb('days_used', '+', days) }))
        .where('account_id', '=', accountId)
        .where('month', '=', month)
        .where('days_used', '<=', this.daysPerMonth - days)
        .executeTakeFirst();
      const usedNow = await this.daysUsed(tx, accountId, now);
      if (Number(taken.numUpdatedRows) !== 1) return { ok: false, problem: 'noDaysLeft', daysLeft: this.daysPerMonth - usedNow } as const;
      const pausedBefore = await this.pausedUntil(tx, accountId, now);
      const from = Math.max(now, pausedBefore ?? now);
      const until = from + days * DAY_MS;
      await tx.updateTable('turn_seats').set({ paused_until: until }).where('account_id', '=', accountId).where('code', 'in', liveTables(tx)).execute();
      const tables = await this.moveDeadlines(tx, accountId, now, pausedBefore, until - from);
      return { ok: true, pausedUntil: until, daysLeft: this.daysPerMonth - usedNow, tables } as const;
    });
  }

  /** Ends the holiday now: the clocks run again, the deadlines move back by the time not used, its whole days are given back. */
  async end(accountId: string): Promise<{ ended: boolean; tables: number } & HolidayState> {
    const now = this.now();
    return this.db.transaction().execute(async (tx) => {
      const pausedBefore = await this.pausedUntil(tx, accountId, now);
      if (pausedBefore === null) return { ended: false, tables: 0, pausedUntil: null, daysLeft: this.daysPerMonth - (await this.daysUsed(tx, accountId, now)) };
      await tx.updateTable('turn_seats').set({ paused_until: null }).where('account_id', '=', accountId).where('paused_until', 'is not', null).execute();
      const unused = pausedBefore - now;
      const tables = await this.moveDeadlines(tx, accountId, now, pausedBefore, -unused);
      const back = Math.floor(unused / DAY_MS);
      const used = await this.daysUsed(tx, accountId, now);
      if (back > 0 && used > 0) {
        await tx
          .updateTable('turn_holidays')
          .set({ days_used: Math.max(0, used - back) })
          .where('account_id', '=', accountId)
          .where('month', '=', utcMonthOf(now))
          .execute();
      }
      return { ended: true, tables, pausedUntil: null, daysLeft: this.daysPerMonth - (await this.daysUsed(tx, accountId, now)) };
    });
  }

  /**
   * Moves by `shift` the deadline of each table where the account is to move and whose deadline
   * has not passed (a holiday saves no one who is already late). A turn that started during the
   * holiday is first given its time after it (turn-deadlines.ts). The deadline is written only
   * if it is still the one read: a move made meanwhile wrote its own.
   */
  private async moveDeadlines(tx: Transaction<Tables>, accountId: string, now: number, pausedBefore: number | null, shift: number): Promise<number> {
    const rows = await tx
      .selectFrom('turn_tables as t')
      .innerJoin('turn_seats as s', (j) => j.onRef('s.code', '=', 't.code').onRef('s.seat', '=', 't.to_move'))
      .select(['t.code', 't.deadline', 't.turn_started_at', 't.move_ms'])
      .where('s.account_id', '=', accountId)
      .where('t.status', '=', 'playing')
      .where('t.deadline', '>', now)
      .execute();
    let moved = 0;
    for (const row of rows) {
      if (row.deadline === null) continue;
      const base = pausedBefore !== null && pausedBefore > now ? deadlineAfterPause({ deadline: row.deadline, turnStartedAt: row.turn_started_at, moveMs: row.move_ms }, pausedBefore) : row.deadline;
      // Never before now: a turn that started during the holiday and ends with it keeps a minute at least.
      const deadline = Math.max(now + 60_000, base + shift);
      const r = await tx.updateTable('turn_tables').set({ deadline }).where('code', '=', row.code).where('deadline', '=', row.deadline).executeTakeFirst();
      moved += Number(r.numUpdatedRows);
    }
    return moved;
  }

  private async pausedUntil(db: Kysely<Tables>, accountId: string, now: number): Promise<number | null> {
    const row = await db
      .selectFrom('turn_seats')
      .select((eb) => eb.fn.max('paused_until').as('until'))
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    const until = row?.until ?? null;
    return until !== null && until > now ? until : null;
  }

  private async daysUsed(db: Kysely<Tables>, accountId: string, now: number): Promise<number> {
    const row = await db.selectFrom('turn_holidays').select('days_used').where('account_id', '=', accountId).where('month', '=', utcMonthOf(now)).executeTakeFirst();
    return row?.days_used ?? 0;
  }
}

const liveTables = (db: Kysely<Tables>) => db.selectFrom('turn_tables').select('code').where('status', 'in', LIVE);
