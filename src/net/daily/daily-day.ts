// The daily field's days: the server's UTC day as YYYY-MM-DD, and the days of a player's history.
export const DAY_MS = 86_400_000;

/** The days of history a player is shown. */
export const HISTORY_DAYS = 30;

/** The last day asked for and its bounds: every request of a day asks for the same one. */
let lastDay = { day: '', from: 0, to: -1 };

export function utcDay(ms: number): string {
  if (ms >= lastDay.from && ms < lastDay.to) return lastDay.day;
  const day = new Date(ms).toISOString().slice(0, 10);
  if (Number.isFinite(ms)) lastDay = { day, from: Math.floor(ms / DAY_MS) * DAY_MS, to: Math.floor(ms / DAY_MS) * DAY_MS + DAY_MS };
  return day;
}
export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isDay = (text: unknown): text is string => typeof text === 'string' && DAY.test(text) && !Number.isNaN(dayStart(text));

/** The first day of the history that ends `today` (today included). */
export const historyFrom = (today: string): string => utcDay(dayStart(today) - (HISTORY_DAYS - 1) * DAY_MS);
