// The weeks of the team events and their deals. A week is an ISO week of the UTC calendar
// (`2026-W49`, Monday to Monday). A deal's seed is an HMAC of the game, the week and the player
// count under the server's own secret: the same for every team of the week, and out of reach of
// anyone who does not hold the secret, who cannot compute next week's deals either. The seeds are
// revealed only once their week is over (team-events.ts).
import { createHmac, randomBytes } from 'node:crypto';
import { STRONG_SEED_PREFIX } from '../../core/rng.js';
import { SERVER_SEED_BITS } from '../server/server-seed.js';

const DAY_MS = 86_400_000;
const WEEK = /^(\d{4})-W(\d{2})$/;

/** The ISO week of a moment: the year and number of the week holding its Thursday. */
export function isoWeekOf(ms: number): string {
  const d = new Date(ms);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  // Monday 0 … Sunday 6; the week's Thursday decides its year.
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  const thursday = new Date(day + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** When a week begins (Monday 00:00 UTC) and ends (the next Monday), in ms; null for a malformed week. */
export function weekBounds(week: string): { start: number; end: number } | null {
  const m = WEEK.exec(week);
  if (!m) return null;
  const [year, n] = [Number(m[1]), Number(m[2])];
  // The 4th of January is always in week 1.
  const jan4 = Date.UTC(year, 0, 4);
  const monday1 = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS;
  const start = monday1 + (n - 1) * 7 * DAY_MS;
  if (n < 1 || isoWeekOf(start) !== week) return null;
  return { start, end: start + 7 * DAY_MS };
}

export const isWeek = (text: unknown): text is string => typeof text === 'string' && weekBounds(text) !== null;

/** A new server secret for the events' deals. */
export const newEventSecret = (): string => randomBytes(32).toString('hex');

/** The seed of a week's deal for `players`: an HMAC under the server's secret, in the 128-bit form. */
export const eventSeed = (secret: string, game: string, week: string, players: number): string =>
  STRONG_SEED_PREFIX +
  createHmac('sha256', secret)
    .update(`team-event:${game}:${week}:${players}`)
    .digest('hex')
    .slice(0, SERVER_SEED_BITS / 4);
