// The daily field's HTTP routes on the server's edge, beside the account routes and proven the
// same way (a fresh challenge of `…/account/challenge`, signed with the terminal's key):
//   POST …/daily/submit  { game, log, startedAt?, …proof }  → how the game was judged
//   POST …/daily/field   { game, day?, history?, …proof }   → the field of the day, the account's place,
//                                                             and with `history` its last 30 days
// Bodies are capped; a log is untrusted text (parsed, replayed, stored as JSON, never printed);
// each address and each account has its allowance. A refusal is `{ code, error }`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { printable } from '../core/printable.js';
import type { AccountHttp } from './account-http.js';
import { addressKey } from './address-prefix.js';
import { DailyResults, type DailyResultsOptions, dailyFieldOf, isDay } from './daily-results.js';
import { readJsonObject } from './http-body.js';
import { replyJson } from './http-reply.js';
import { PerMinuteQuota } from './quotas.js';

/** A daily game's log is a few kilobytes (a solo Regicide game, one duel); far below this. */
export const DAILY_BODY_MAX = 64 * 1024;

export const DAILY_ACTS = ['submit', 'field'] as const;
export type DailyAct = (typeof DAILY_ACTS)[number];
const ROUTE = new RegExp(`/daily/(${DAILY_ACTS.join('|')})$`);

export const DAILY_REFUSALS = {
  badRequest: [400, 'The request is not a daily request.'],
  tooLarge: [413, 'The request is too large.'],
  badProof: [401, 'The key proof was refused: sign a fresh challenge of this server with your key.'],
  noDaily: [400, 'That game has no daily field on this server.'],
  badLog: [400, 'That is not a game log.'],
  tooMany: [429, 'Too many daily requests; wait a minute.'],
  unavailable: [503, 'The daily field is not available right now.'],
} as const;
export type DailyRefusal = keyof typeof DAILY_REFUSALS;

export interface DailyHttpOptions extends DailyResultsOptions {
  /** Games one address may send a minute. */
  submitsPerMinute?: number;
  /** Fields one address may ask for a minute. */
  fieldsPerMinute?: number;
  onError?(message: string): void;
}

export interface DailyHttp {
  results: DailyResults;
  route(req: IncomingMessage, res: ServerResponse, address: string, headers: Record<string, string>): boolean;
}

function refuse(res: ServerResponse, code: DailyRefusal, headers: Record<string, string>): void {
  const [status, error] = DAILY_REFUSALS[code];
  replyJson(res, status, { code, error }, headers);
}

export function startDailyHttp(accounts: AccountHttp, o: DailyHttpOptions): DailyHttp {
  const results = new DailyResults(accounts.database.db, o);
  const submits = new PerMinuteQuota(o.submitsPerMinute ?? 30, undefined, addressKey);
  const fields = new PerMinuteQuota(o.fieldsPerMinute ?? 60, undefined, addressKey);

  async function answer(act: DailyAct, req: IncomingMessage, res: ServerResponse, address: string, headers: Record<string, string>): Promise<void> {
    // Counted before the body is read: a flood costs no parsing and no replay.
    if (!(act === 'submit' ? submits : fields).take(address)) return refuse(res, 'tooMany', { ...headers, Connection: 'close' });
    const read = await readJsonObject(req, DAILY_BODY_MAX);
    if (!read.ok) return read.why === 'aborted' ? undefined : refuse(res, read.why, read.why === 'tooLarge' ? { ...headers, Connection: 'close' } : headers);
    const body = read.body;
    if (!dailyFieldOf(body.game)) return refuse(res, 'noDaily', headers);
    const game = body.game as string;
    if (act === 'field' && body.day !== undefined && !isDay(body.day)) return refuse(res, 'badRequest', headers);
    const key = await accounts.proven(body, req, address);
    if (!key) return refuse(res, 'badProof', headers);
    const accountId = await accounts.accounts.accountIdFor(key);
    if (act === 'submit') {
      const judged = await results.submit(accountId, game, body.log, body.startedAt);
      return judged.ok ? replyJson(res, 200, judged, headers) : refuse(res, judged.problem, headers);
    }
    const field = await results.field(accountId, game, body.day as string | undefined);
    const history = body.history === true ? await results.history(accountId, game) : undefined;
    return replyJson(res, 200, { field, ...(history && { history }) }, headers);
  }

  return {
    results,
    route(req, res, address, headers) {
      const m = req.method === 'POST' ? ROUTE.exec((req.url ?? '').split('?')[0]) : null;
      if (!m) return false;
      answer(m[1] as DailyAct, req, res, address, headers).catch((e: unknown) => {
        o.onError?.(printable(String(e instanceof Error ? e.message : e).split('\n')[0]));
        refuse(res, 'unavailable', headers);
      });
      return true;
    },
  };
}
