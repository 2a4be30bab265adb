// The team events' route on the server's edge, beside the account routes and proven the same way
// (a fresh challenge of `…/account/challenge`, signed with the terminal's key):
//   POST …/event/week { game, week?, …proof } → { week: the week's deals, ceilings and ranking }
// A week's seeds are in the answer only once it is over. Bodies are small and capped; each address
// has its allowance a minute, counted before the body is read. A refusal is `{ code, error }`.
import * as v from 'valibot';
import type { AccountHttp } from '../accounts/account-http.js';
import { PROVEN_REFUSALS, type RouteHandler, provenJsonRoute } from '../http/proven-route.js';
import { isWeek } from './event-week.js';
import { teamEventOf } from './event-rule.js';
import type { TeamEvents } from './team-events.js';

/** A week's request is a key proof, a game and a week. */
export const EVENT_BODY_MAX = 8 * 1024;

export const EVENT_REFUSALS = {
  badRequest: [400, 'The request is not a team event request.'],
  ...PROVEN_REFUSALS,
  noEvent: [400, 'That game has no team event on this server.'],
  notYet: [400, 'That week has not begun yet.'],
  tooMany: [429, 'Too many team event requests; wait a minute.'],
  unavailable: [503, 'The team event is not available right now.'],
} as const;
export type EventRefusal = keyof typeof EVENT_REFUSALS;

// The game first: a game without a team event is 'noEvent' (also when it is missing: the
// object's own message), a week not one is 'badRequest'.
const WeekBody = v.object(
  {
    game: v.custom<string>((game) => teamEventOf(game) !== null, 'noEvent'),
    week: v.optional(v.custom<string>(isWeek, 'badRequest')),
  },
  'noEvent',
);

export interface EventHttpOptions {
  /** Requests one address may make a minute. */
  perMinute?: number;
  onError?(message: string): void;
}

export interface EventHttp {
  route: RouteHandler;
}

export function startEventHttp(accounts: AccountHttp, events: TeamEvents, o: EventHttpOptions = {}): EventHttp {
  return {
    route: provenJsonRoute(accounts, {
      folder: 'event',
      bodies: { week: WeekBody },
      refusals: EVENT_REFUSALS,
      bodyMax: EVENT_BODY_MAX,
      perMinute: o.perMinute ?? 60,
      onError: (message) => o.onError?.(message),
      answers: {
        week: async ({ body, key, reply, refuse }) => {
          // A week to come has no games, and no ceiling is proven for it.
          if (body.week !== undefined && events.isFuture(body.week)) return refuse('notYet');
          const accountId = await accounts.accounts.accountIdFor(key);
          const view = await events.week(body.game, accountId, body.week);
          return view ? reply({ week: view }) : refuse('noEvent');
        },
      },
    }),
  };
}
