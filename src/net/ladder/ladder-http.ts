// The ladder's HTTP routes on the server's edge, beside the account routes and proven the same way
// (a fresh challenge of `…/account/challenge`, signed with the terminal's key):
//   POST …/ladder/top { limit?, …proof }   → { ladder: [{ place, name, rating, provisional, games }] }
//   POST …/ladder/me  { history?, …proof } → { rating: { rating, deviation, provisional, games, place } | null, history? }
// Bodies are small and capped; each address has its allowance a minute, counted before the body
// is read. A name is a player's own text: the terminal makes it printable where it shows it.
// A refusal is `{ code, error }`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { printable } from '../../core/printable.js';
import type { AccountHttp } from '../account-http.js';
import { addressKey } from '../address-prefix.js';
import { readJsonObject } from '../http-body.js';
import { replyJson } from '../http-reply.js';
import { PerMinuteQuota } from '../quotas.js';
import { LADDER_TOP_MAX, Ladder } from './ladder.js';
import type { RatingSystem } from './rating-system.js';

/** A ladder request is a key proof and a number or two. */
export const LADDER_BODY_MAX = 8 * 1024;

export const LADDER_ACTS = ['top', 'me'] as const;
export type LadderAct = (typeof LADDER_ACTS)[number];
const ROUTE = new RegExp(`/ladder/(${LADDER_ACTS.join('|')})$`);

export const LADDER_REFUSALS = {
  badRequest: [400, 'The request is not a ladder request.'],
  tooLarge: [413, 'The request is too large.'],
  badProof: [401, 'The key proof was refused: sign a fresh challenge of this server with your key.'],
  tooMany: [429, 'Too many ladder requests; wait a minute.'],
  unavailable: [503, 'The ladder is not available right now.'],
} as const;
export type LadderRefusal = keyof typeof LADDER_REFUSALS;

export interface LadderHttpOptions {
  /** Requests one address may make a minute (both routes together). */
  perMinute?: number;
  now?: () => number;
  onError?(message: string): void;
}

export interface LadderHttp {
  ladder: Ladder;
  route(req: IncomingMessage, res: ServerResponse, address: string, headers: Record<string, string>): boolean;
}

function refuse(res: ServerResponse, code: LadderRefusal, headers: Record<string, string>): void {
  const [status, error] = LADDER_REFUSALS[code];
  replyJson(res, status, { code, error }, headers);
}

export function startLadderHttp(accounts: AccountHttp, system: RatingSystem, o: LadderHttpOptions = {}): LadderHttp {
  const ladder = new Ladder(accounts.database.db, system, { ...(o.now && { now: o.now }) });
  const quota = new PerMinuteQuota(o.perMinute ?? 60, undefined, addressKey);

  async function answer(act: LadderAct, req: IncomingMessage, res: ServerResponse, address: string, headers: Record<string, string>): Promise<void> {
    if (!quota.take(address)) return refuse(res, 'tooMany', { ...headers, Connection: 'close' });
    const read = await readJsonObject(req, LADDER_BODY_MAX);
    if (!read.ok) return read.why === 'aborted' ? undefined : refuse(res, read.why, read.why === 'tooLarge' ? { ...headers, Connection: 'close' } : headers);
    const body = read.body;
    const limit = body.limit === undefined ? 20 : typeof body.limit === 'number' ? body.limit : NaN;
    if (act === 'top' && (!Number.isInteger(limit) || limit < 1 || limit > LADDER_TOP_MAX)) return refuse(res, 'badRequest', headers);
    if (act === 'me' && body.history !== undefined && typeof body.history !== 'boolean') return refuse(res, 'badRequest', headers);
    const key = await accounts.proven(body, req, address);
    if (!key) return refuse(res, 'badProof', headers);
    if (act === 'top') return replyJson(res, 200, { ladder: await ladder.top(limit) }, headers);
    const account = await accounts.accounts.accountFor(key);
    return replyJson(res, 200, await ladder.own(account.id, body.history === true), headers);
  }

  return {
    ladder,
    route(req, res, address, headers) {
      const m = req.method === 'POST' ? ROUTE.exec((req.url ?? '').split('?')[0]) : null;
      if (!m) return false;
      answer(m[1] === 'top' ? 'top' : 'me', req, res, address, headers).catch((e: unknown) => {
        o.onError?.(printable(String(e instanceof Error ? e.message : e).split('\n')[0]));
        refuse(res, 'unavailable', headers);
      });
      return true;
    },
  };
}
