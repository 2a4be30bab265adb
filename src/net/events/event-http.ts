// The team events' route on the server's edge, beside the account routes and proven the same way
// (a fresh challenge of `…/account/challenge`, signed with the terminal's key):
//   POST …/event/week { game, week?, …proof } → { week: the week's deals, ceilings and ranking }
// A week's seeds are in the answer only once it is over. Bodies are small and capped; each address
// has its allowance a minute, counted before the body is read. A refusal is `{ code, error }`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { printable } from '../../core/printable.js';
import type { AccountHttp } from '../account-http.js';
import { addressKey } from '../address-prefix.js';
import { readJsonObject } from '../http-body.js';
import { replyJson } from '../http-reply.js';
import { PerMinuteQuota } from '../quotas.js';
import { isWeek } from './event-week.js';
import { teamEventOf } from './event-rule.js';
import type { TeamEvents } from './team-events.js';

/** A week's request is a key proof, a game and a week. */
export const EVENT_BODY_MAX = 8 * 1024;
const ROUTE = /\/event\/week$/;

export const EVENT_REFUSALS = {
  badRequest: [400, 'The request is not a team event request.'],
  tooLarge: [413, 'The request is too large.'],
  badProof: [401, 'The key proof was refused: sign a fresh challenge of this server with your key.'],
  noEvent: [400, 'That game has no team event on this server.'],
  notYet: [400, 'That week has not begun yet.'],
  tooMany: [429, 'Too many team event requests; wait a minute.'],
  unavailable: [503, 'The team event is not available right now.'],
} as const;
export type EventRefusal = keyof typeof EVENT_REFUSALS;

export interface EventHttpOptions {
  /** Requests one address may make a minute. */
  perMinute?: number;
  onError?(message: string): void;
}

export interface EventHttp {
  route(req: IncomingMessage, res: ServerResponse, address: string, headers: Record<string, string>): boolean;
}

function refuse(res: ServerResponse, code: EventRefusal, headers: Record<string, string>): void {
  const [status, error] = EVENT_REFUSALS[code];
  replyJson(res, status, { code, error }, headers);
}

export function startEventHttp(accounts: AccountHttp, events: TeamEvents, o: EventHttpOptions = {}): EventHttp {
  const quota = new PerMinuteQuota(o.perMinute ?? 60, undefined, addressKey);

  async function answer(req: IncomingMessage, res: ServerResponse, address: string, headers: Record<string, string>): Promise<void> {
    if (!quota.take(address)) return refuse(res, 'tooMany', { ...headers, Connection: 'close' });
    const read = await readJsonObject(req, EVENT_BODY_MAX);
    if (!read.ok) return read.why === 'aborted' ? undefined : refuse(res, read.why, read.why === 'tooLarge' ? { ...headers, Connection: 'close' } : headers);
    const body = read.body;
    const game = body.game;
    if (typeof game !== 'string' || !teamEventOf(game)) return refuse(res, 'noEvent', headers);
    const week = body.week;
    if (week !== undefined && !isWeek(week)) return refuse(res, 'badRequest', headers);
    // A week to come has no games, and no ceiling is proven for it.
    if (week !== undefined && events.isFuture(week)) return refuse(res, 'notYet', headers);
    const key = await accounts.proven(body, req, address);
    if (!key) return refuse(res, 'badProof', headers);
    const accountId = await accounts.accounts.accountIdFor(key);
    const view = await events.week(game, accountId, week);
    return view ? replyJson(res, 200, { week: view }, headers) : refuse(res, 'noEvent', headers);
  }

  return {
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
