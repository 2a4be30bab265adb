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
import type { IncomingMessage, ServerResponse } from 'node:http';
import { printable } from '../../core/printable.js';
import type { AccountHttp } from '../account-http.js';
import { addressKey } from '../address-prefix.js';
import { readJsonObject } from '../http-body.js';
import { replyJson } from '../http-reply.js';
import { PerMinuteQuota } from '../quotas.js';
import type { RoomServices } from '../room-services.js';
import { normalizeRoomCode } from '../room-code.js';
import { turnResultFor } from './turn-result.js';
import type { TurnTables } from './turn-tables.js';

/** A proof is a few hundred bytes. */
export const TABLES_BODY_MAX = 4096;
const ROUTE = /\/tables\/(mine|result)$/;

export const TABLES_REFUSALS = {
  badRequest: [400, 'The request is not a tables request.'],
  tooLarge: [413, 'The request is too large.'],
  badProof: [401, 'The key proof was refused: sign a fresh challenge of this server with your key.'],
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
  route(req: IncomingMessage, res: ServerResponse, address: string, headers: Record<string, string>): boolean;
}

function refuse(res: ServerResponse, code: TablesRefusal, headers: Record<string, string>): void {
  const [status, error] = TABLES_REFUSALS[code];
  replyJson(res, status, { code, error }, headers);
}

export function startTurnHttp(accounts: AccountHttp, o: TurnHttpOptions): TurnHttp {
  const lists = new PerMinuteQuota(o.listsPerMinute ?? 30, undefined, addressKey);

  async function answer(req: IncomingMessage, res: ServerResponse, address: string, headers: Record<string, string>, result: boolean): Promise<void> {
    if (!lists.take(address)) return refuse(res, 'tooMany', { ...headers, Connection: 'close' });
    const read = await readJsonObject(req, TABLES_BODY_MAX);
    if (!read.ok) return read.why === 'aborted' ? undefined : refuse(res, read.why, read.why === 'tooLarge' ? { ...headers, Connection: 'close' } : headers);
    const body = read.body;
    const key = await accounts.proven(body, req, address);
    if (!key) return refuse(res, 'badProof', headers);
    const account = await accounts.accounts.accountFor(key);
    if (result) {
      const code = typeof body.code === 'string' ? normalizeRoomCode(body.code) : null;
      if (code === null) return refuse(res, 'badRequest', headers);
      const found = await turnResultFor(o.tables, o.events, account.id, code);
      return found ? replyJson(res, 200, found, headers) : refuse(res, 'notFound', headers);
    }
    const tables = await o.tables.mine(account.id);
    replyJson(res, 200, { now: o.tables.now(), tables }, headers);
  }

  return {
    route(req, res, address, headers) {
      const which = ROUTE.exec((req.url ?? '').split('?')[0]);
      if (req.method !== 'POST' || !which) return false;
      answer(req, res, address, headers, which[1] === 'result').catch((e: unknown) => {
        o.onError?.(printable(String(e instanceof Error ? e.message : e).split('\n')[0]));
        refuse(res, 'unavailable', headers);
      });
      return true;
    },
  };
}
