// The arithmetic of a turn-based table's clock (issue 30), shared by the clock's sweep
// (turn-clock.ts), the holidays (turn-holidays.ts) and whoever starts a turn (turn-tables.ts):
// when a reminder is due, and what a paused seat's deadline is.

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * How long before its deadline a seat is reminded: a day, or half the move's time for a move
 * shorter than two days (a one-hour move is reminded at half an hour).
 */
export const reminderLeadMs = (moveMs: number): number => (moveMs < 2 * DAY_MS ? Math.floor(moveMs / 2) : DAY_MS);

/**
 * The deadline of a turn whose seat is paused until `pausedUntil`. A holiday moves the deadlines
 * of the turns running when it starts by its length (turn-holidays.ts); a turn that starts during
 * a holiday gets its whole time after it. Such a turn is known by its deadline: its start plus the
 * move's time exactly (whoever started it did not know of the pause). Any other deadline is kept.
 */
export function deadlineAfterPause(row: { deadline: number; turnStartedAt: number | null; moveMs: number }, pausedUntil: number | null): number {
  const started = row.turnStartedAt ?? row.deadline - row.moveMs;
  if (pausedUntil === null || started >= pausedUntil) return row.deadline;
  const untouched = row.deadline - started <= row.moveMs;
  return untouched ? Math.max(row.deadline, pausedUntil + row.moveMs) : row.deadline;
}

/** The UTC day (YYYY-MM-DD) and month (YYYY-MM) of a time: what reminders and holidays are counted by. */
export const utcDayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const utcMonthOf = (ms: number): string => new Date(ms).toISOString().slice(0, 7);
