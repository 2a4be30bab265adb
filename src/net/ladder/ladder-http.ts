// The ladder's HTTP routes on the server's edge, beside the account routes and proven the same way
// (a fresh challenge of `…/account/challenge`, signed with the terminal's key):
//   POST …/ladder/top { limit?, …proof }   → { ladder: [{ place, name, rating, provisional, games }] }
//   POST …/ladder/me  { history?, …proof } → { rating: { rating, deviation, provisional, games, place } | null, history? }
// Bodies are small and capped; each address has its allowance a minute, counted before the body
// is read. A name is a player's own text: the terminal makes it printable where it shows it.
// A refusal is `{ code, error }`.
import * as v from 'valibot';
import type { AccountHttp } from '../accounts/account-http.js';
import { PROVEN_REFUSALS, type RouteHandler, provenJsonRoute } from '../http/proven-route.js';
import { LADDER_TOP_MAX, Ladder } from './ladder.js';
import type { RatingSystem } from './rating-system.js';

/** A ladder request is a key proof and a number or two. */
export const LADDER_BODY_MAX = 8 * 1024;

export const LADDER_REFUSALS = {
  badRequest: [400, 'The request is not a ladder request.'],
  ...PROVEN_REFUSALS,
  tooMany: [429, 'Too many ladder requests; wait a minute.'],
  unavailable: [503, 'The ladder is not available right now.'],
} as const;
export type LadderRefusal = keyof typeof LADDER_REFUSALS;

/** Each act's body besides the proof; anything else in it is 'badRequest'. */
const LADDER_BODIES = {
  top: v.object({ limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(LADDER_TOP_MAX)), 20) }),
  me: v.object({ history: v.optional(v.boolean()) }),
};

export interface LadderHttpOptions {
  /** Requests one address may make a minute (both routes together). */
  perMinute?: number;
  now?: () => number;
  onError?(message: string): void;
}

export interface LadderHttp {
  ladder: Ladder;
  route: RouteHandler;
}

export function startLadderHttp(accounts: AccountHttp, system: RatingSystem, o: LadderHttpOptions = {}): LadderHttp {
  const ladder = new Ladder(accounts.database.db, system, { ...(o.now && { now: o.now }) });
  return {
    ladder,
    route: provenJsonRoute(accounts, {
      folder: 'ladder',
      bodies: LADDER_BODIES,
      refusals: LADDER_REFUSALS,
      bodyMax: LADDER_BODY_MAX,
      perMinute: o.perMinute ?? 60,
      onError: (message) => o.onError?.(message),
      answers: {
        top: async ({ body, reply }) => reply({ ladder: await ladder.top(body.limit) }),
        me: async ({ body, key, reply }) => {
          const account = await accounts.accounts.accountFor(key);
          reply(await ladder.own(account.id, body.history === true));
        },
      },
    }),
  };
}
