// The turn-based tables' HTTP route on the server's edge (issue 30), proven as the account routes
// are (a fresh challenge of `…/account/challenge`, signed with the terminal's key):
//   POST …/tables/mine { …proof } → { now, tables: [...] }: the account's tables, its turn first
//                                   (soonest deadline first), then the others by their last change;
//                                   a finished one until the seat has its end.
//   POST …/tables/result { code, …proof } → { code, game, seat, bots, end }: a finished table's
//                                   end for the account's seat (turn-result.ts), as its seats at
//                                   the table heard it.
// The list is never a card, a hand or a seed: the rows' log is read for the seats' names only.
// Each address has one allowance a minute for both, counted before the body is read. A refusal
// is `{ code, error }`.
import * as v from 'valibot';
import type { AccountHttp } from '../accounts/account-http.js';
import { PROVEN_REFUSALS, type RouteHandler, provenJsonRoute } from '../http/proven-route.js';
import type { RoomServices } from '../server/room-services.js';
import { normalizeRoomCode } from '../wire/room-code.js';
import { turnResultFor } from './turn-result.js';
import type { TurnTables } from './turn-tables.js';

/** A proof is a few hundred bytes. */
export const TABLES_BODY_MAX = 4096;

export const TABLES_REFUSALS = {
  badRequest: [400, 'The request is not a tables request.'],
  ...PROVEN_REFUSALS,
  tooMany: [429, 'Too many table lists asked; wait a minute.'],
  notFound: [404, 'You have no finished table with that code here.'],
  unavailable: [503, 'The tables are not available right now.'],
} as const;
export type TablesRefusal = keyof typeof TABLES_REFUSALS;

export interface TurnHttpOptions {
  tables: TurnTables;
  /** The team events (a finished event table's end stays sealed while its week runs). */
  events?: RoomServices['events'];
  /** Lists (and results) one address may ask for a minute. */
  listsPerMinute?: number;
  onError?(message: string): void;
}

export interface TurnHttp {
  route: RouteHandler;
}

export function startTurnHttp(accounts: AccountHttp, o: TurnHttpOptions): TurnHttp {
  return {
    route: provenJsonRoute(accounts, {
      folder: 'tables',
      bodies: {
        // The proof is all the body says.
        mine: v.object({}),
        result: v.object({ code: v.string() }),
      },
      refusals: TABLES_REFUSALS,
      bodyMax: TABLES_BODY_MAX,
      perMinute: o.listsPerMinute ?? 30,
      onError: (message) => o.onError?.(message),
      answers: {
        mine: async ({ key, reply }) => {
          const account = await accounts.accounts.accountFor(key);
          const tables = await o.tables.mine(account.id);
          reply({ now: o.tables.now(), tables });
        },
        result: async ({ body, key, reply, refuse }) => {
          const code = normalizeRoomCode(body.code);
          if (code === null) return refuse('badRequest');
          const account = await accounts.accounts.accountFor(key);
          const found = await turnResultFor(o.tables, o.events, account.id, code);
          return found ? reply(found) : refuse('notFound');
        },
      },
    }),
  };
}
