// The turn-based tables' HTTP route on the server's edge (issue 30), proven as the account routes
// are (a fresh challenge of `…/account/challenge`, signed with the terminal's key):
//   POST …/tables/mine { …proof } → { now, tables: [...] }: the account's tables, its turn first
//                                   (soonest deadline first), then the others by their last change.
// Never a card, a hand or a seed: the rows' log is read for the seats' names only. Each address
// has its allowance a minute, counted before the body is read. A refusal is `{ code, error }`.
import * as v from 'valibot';
import type { AccountHttp } from '../account-http.js';
import { PROVEN_REFUSALS, type RouteHandler, provenJsonRoute } from '../proven-route.js';
import type { TurnTables } from './turn-tables.js';

/** A proof is a few hundred bytes. */
export const TABLES_BODY_MAX = 4096;

export const TABLES_REFUSALS = {
  badRequest: [400, 'The request is not a tables request.'],
  ...PROVEN_REFUSALS,
  tooMany: [429, 'Too many table lists asked; wait a minute.'],
  unavailable: [503, 'The tables are not available right now.'],
} as const;
export type TablesRefusal = keyof typeof TABLES_REFUSALS;

export interface TurnHttpOptions {
  tables: TurnTables;
  /** Lists one address may ask for a minute. */
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
      // The proof is all the body says.
      bodies: { mine: v.object({}) },
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
      },
    }),
  };
}
