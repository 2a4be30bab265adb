// The date the CLI works with: today in UTC, or REGICIDE_TODAY=YYYY-MM-DD (tests, and trying a
// given day's deal). The daily deal and the daily streak follow it.
import { dayNumber } from '../../store/stats/common.js';
import { UsageError } from '../program/errors.js';
import { lineTexts } from '../words/line-texts.js';

export function todayUtc(env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): string {
  const given = env.REGICIDE_TODAY;
  if (given !== undefined && given !== '') {
    if (dayNumber(given) === null) throw new UsageError(lineTexts().today('REGICIDE_TODAY', given));
    return given;
  }
  return now.toISOString().slice(0, 10);
}
