// The daily field's HTTP routes on the server's edge, beside the account routes and proven the
// same way (a fresh challenge of `…/account/challenge`, signed with the terminal's key):
//   POST …/daily/submit  { game, log, startedAt?, puzzles?, …proof }  → how the game was judged
//                          (`puzzles: true`: the player consents to the game being mined for puzzles)
//   POST …/daily/field   { game, day?, history?, …proof }   → the field of the day, the account's place,
//                                                             and with `history` its last 30 days
// Bodies are capped; a log is untrusted text (parsed, replayed, stored as JSON, never printed);
// each address and each account has its allowance. A refusal is `{ code, error }`.
import * as v from 'valibot';
import type { AccountHttp } from '../accounts/account-http.js';
import { addressKey } from '../http/address-prefix.js';
import { DailyResults, type DailyResultsOptions, dailyFieldOf, isDay } from './daily-results.js';
import { PROVEN_REFUSALS, type RouteHandler, provenJsonRoute } from '../http/proven-route.js';
import { PerMinuteQuota } from '../http/quotas.js';

/** A daily game's log is a few kilobytes (a solo Regicide game, one duel); far below this. */
export const DAILY_BODY_MAX = 64 * 1024;

export const DAILY_ACTS = ['submit', 'field'] as const;
export type DailyAct = (typeof DAILY_ACTS)[number];

export const DAILY_REFUSALS = {
  badRequest: [400, 'The request is not a daily request.'],
  ...PROVEN_REFUSALS,
  noDaily: [400, 'That game has no daily field on this server.'],
  badLog: [400, 'That is not a game log.'],
  tooMany: [429, 'Too many daily requests; wait a minute.'],
  unavailable: [503, 'The daily field is not available right now.'],
} as const;
export type DailyRefusal = keyof typeof DAILY_REFUSALS;

// The game first: a game without a daily field is 'noDaily' (also when it is missing: the
// object's own message), then a day that is not one is 'badRequest'. The log and its start are
// untrusted and judged by DailyResults.submit, as before the proof.
const game = v.custom<string>((g) => typeof g === 'string' && dailyFieldOf(g) !== null, 'noDaily');
const DAILY_BODIES = {
  submit: v.object({ game, log: v.optional(v.unknown()), startedAt: v.optional(v.unknown()), puzzles: v.optional(v.unknown()) }, 'noDaily'),
  field: v.object({ game, day: v.optional(v.custom<string>(isDay, 'badRequest')), history: v.optional(v.unknown()) }, 'noDaily'),
} satisfies Record<DailyAct, v.GenericSchema>;

export interface DailyHttpOptions extends DailyResultsOptions {
  /** Games one address may send a minute. */
  submitsPerMinute?: number;
  /** Fields one address may ask for a minute. */
  fieldsPerMinute?: number;
  onError?(message: string): void;
}

export interface DailyHttp {
  results: DailyResults;
  route: RouteHandler;
}

export function startDailyHttp(accounts: AccountHttp, o: DailyHttpOptions): DailyHttp {
  const results = new DailyResults(accounts.database.db, o);
  // A submitted game is replayed, a field is read: each act has its own allowance.
  const quotas: Record<DailyAct, PerMinuteQuota> = {
    submit: new PerMinuteQuota(o.submitsPerMinute ?? 30, undefined, addressKey),
    field: new PerMinuteQuota(o.fieldsPerMinute ?? 60, undefined, addressKey),
  };
  return {
    results,
    route: provenJsonRoute(accounts, {
      folder: 'daily',
      bodies: DAILY_BODIES,
      refusals: DAILY_REFUSALS,
      bodyMax: DAILY_BODY_MAX,
      quotaOf: (act) => quotas[act],
      onError: (message) => o.onError?.(message),
      answers: {
        submit: async ({ body, key, reply, refuse }) => {
          const accountId = await accounts.accounts.accountIdFor(key);
          // Consent to mining is `puzzles: true` and nothing else.
          const judged = await results.submit(accountId, body.game, body.log, body.startedAt, { puzzles: body.puzzles === true });
          return judged.ok ? reply(judged) : refuse(judged.problem);
        },
        field: async ({ body, key, reply }) => {
          const accountId = await accounts.accounts.accountIdFor(key);
          const field = await results.field(accountId, body.game, body.day);
          const history = body.history === true ? await results.history(accountId, body.game) : undefined;
          reply({ field, ...(history && { history }) });
        },
      },
    }),
  };
}
