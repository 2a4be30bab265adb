// The holiday route on the server's edge, beside the account routes and proven the same way (a
// fresh challenge of `…/account/challenge`, signed with the terminal's key):
//   POST …/tables/holiday { days, …proof }  → { pausedUntil, daysLeft, tables }: the clocks paused
//   POST …/tables/holiday { end: true, …proof } → { ended, pausedUntil: null, daysLeft, tables }
// Each address has its allowance, counted before the body is read; bodies are capped. A refusal
// is `{ code, error }` (with `daysLeft` where it helps).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { printable } from '../../core/printable.js';
import type { AccountHttp } from '../account-http.js';
import { addressKey } from '../address-prefix.js';
import { readJsonObject } from '../http-body.js';
import { replyJson } from '../http-reply.js';
import { PerMinuteQuota } from '../quotas.js';
import { TurnHolidays, type TurnHolidaysOptions } from './turn-holidays.js';

/** A key, a challenge, a signature and a number: far below this. */
export const HOLIDAY_BODY_MAX = 4096;
const ROUTE = /\/tables\/holiday$/;

export const HOLIDAY_REFUSALS = {
  badRequest: [400, 'The request is not a holiday request.'],
  tooLarge: [413, 'The request is too large.'],
  badProof: [401, 'The key proof was refused: sign a fresh challenge of this server with your key.'],
  badDays: [400, 'A holiday is a whole number of days, 1 to 31.'],
  noDaysLeft: [409, 'You have not that many days of holiday left this month.'],
  noTables: [409, 'You have no turn-based tables whose clocks could be paused.'],
  tooMany: [429, 'Too many holiday requests from your address; wait a minute.'],
  unavailable: [503, 'Holidays are not available right now.'],
} as const;
export type HolidayRefusal = keyof typeof HOLIDAY_REFUSALS;

export interface TurnHolidayHttpOptions extends TurnHolidaysOptions {
  /** Requests one address may make a minute. */
  requestsPerMinute?: number;
  onError?(message: string): void;
}

export interface TurnHolidayHttp {
  holidays: TurnHolidays;
  route(req: IncomingMessage, res: ServerResponse, address: string, headers: Record<string, string>): boolean;
}

function refuse(res: ServerResponse, code: HolidayRefusal, headers: Record<string, string>, extra: Record<string, unknown> = {}): void {
  const [status, error] = HOLIDAY_REFUSALS[code];
  replyJson(res, status, { code, error, ...extra }, headers);
}

export function startTurnHolidayHttp(accounts: AccountHttp, o: TurnHolidayHttpOptions = {}): TurnHolidayHttp {
  const holidays = new TurnHolidays(accounts.database.db, o);
  const requests = new PerMinuteQuota(o.requestsPerMinute ?? 10, undefined, addressKey);

  async function answer(req: IncomingMessage, res: ServerResponse, address: string, headers: Record<string, string>): Promise<void> {
    // Counted before the body is read: a flood costs no parsing and no signature check.
    if (!requests.take(address)) return refuse(res, 'tooMany', { ...headers, Connection: 'close' });
    const read = await readJsonObject(req, HOLIDAY_BODY_MAX);
    if (!read.ok) return read.why === 'aborted' ? undefined : refuse(res, read.why, read.why === 'tooLarge' ? { ...headers, Connection: 'close' } : headers);
    const body = read.body;
    if ((body.end === true) === (body.days !== undefined)) return refuse(res, 'badRequest', headers);
    const key = await accounts.proven(body, req, address);
    if (!key) return refuse(res, 'badProof', headers);
    const account = await accounts.accounts.accountFor(key);
    if (body.end === true) return replyJson(res, 200, await holidays.end(account.id), headers);
    const started = await holidays.start(account.id, body.days);
    if (!started.ok) return refuse(res, started.problem, headers, { daysLeft: started.daysLeft });
    return replyJson(res, 200, { pausedUntil: started.pausedUntil, daysLeft: started.daysLeft, tables: started.tables }, headers);
  }

  return {
    holidays,
    route(req, res, address, headers) {
      if (req.method !== 'POST' || !ROUTE.test((req.url ?? '').split('?')[0])) return false;
      answer(req, res, address, headers).catch((e: unknown) => {
        o.onError?.(printable(String(e instanceof Error ? e.message : e).split('\n')[0]));
        refuse(res, 'unavailable', headers);
      });
      return true;
    },
  };
}
