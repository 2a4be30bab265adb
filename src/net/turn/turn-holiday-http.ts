// The holiday route on the server's edge, beside the account routes and proven the same way (a
// fresh challenge of `…/account/challenge`, signed with the terminal's key):
//   POST …/tables/holiday { days, …proof }  → { pausedUntil, daysLeft, tables }: the clocks paused
//   POST …/tables/holiday { end: true, …proof } → { ended, pausedUntil: null, daysLeft, tables }
// Each address has its allowance, counted before the body is read; bodies are capped. A refusal
// is `{ code, error }` (with `daysLeft` where it helps).
import * as v from 'valibot';
import type { AccountHttp } from '../accounts/account-http.js';
import { PROVEN_REFUSALS, type RouteHandler, provenJsonRoute } from '../http/proven-route.js';
import { TurnHolidays, type TurnHolidaysOptions } from './turn-holidays.js';

/** A key, a challenge, a signature and a number: far below this. */
export const HOLIDAY_BODY_MAX = 4096;

export const HOLIDAY_REFUSALS = {
  badRequest: [400, 'The request is not a holiday request.'],
  ...PROVEN_REFUSALS,
  badDays: [400, 'A holiday is a whole number of days, 1 to 31.'],
  noDaysLeft: [409, 'You have not that many days of holiday left this month.'],
  noTables: [409, 'You have no turn-based tables whose clocks could be paused.'],
  tooMany: [429, 'Too many holiday requests from your address; wait a minute.'],
  unavailable: [503, 'Holidays are not available right now.'],
} as const;
export type HolidayRefusal = keyof typeof HOLIDAY_REFUSALS;

// Either `end: true` or `days`, never both and never neither. The days are judged after the proof
// (turn-holidays.ts: 'badDays'), as are the days left.
const HolidayBody = v.pipe(
  v.object({ end: v.optional(v.unknown()), days: v.optional(v.unknown()) }),
  v.check((body) => (body.end === true) !== (body.days !== undefined), 'badRequest'),
);

export interface TurnHolidayHttpOptions extends TurnHolidaysOptions {
  /** Requests one address may make a minute. */
  requestsPerMinute?: number;
  onError?(message: string): void;
}

export interface TurnHolidayHttp {
  holidays: TurnHolidays;
  route: RouteHandler;
}

export function startTurnHolidayHttp(accounts: AccountHttp, o: TurnHolidayHttpOptions = {}): TurnHolidayHttp {
  const holidays = new TurnHolidays(accounts.database.db, o);
  return {
    holidays,
    route: provenJsonRoute(accounts, {
      folder: 'tables',
      bodies: { holiday: HolidayBody },
      refusals: HOLIDAY_REFUSALS,
      bodyMax: HOLIDAY_BODY_MAX,
      perMinute: o.requestsPerMinute ?? 10,
      onError: (message) => o.onError?.(message),
      answers: {
        holiday: async ({ body, key, reply, refuse }) => {
          const account = await accounts.accounts.accountFor(key);
          if (body.end === true) return reply(await holidays.end(account.id));
          const started = await holidays.start(account.id, body.days);
          if (!started.ok) return refuse(started.problem, { daysLeft: started.daysLeft });
          return reply({ pausedUntil: started.pausedUntil, daysLeft: started.daysLeft, tables: started.tables });
        },
      },
    }),
  };
}
