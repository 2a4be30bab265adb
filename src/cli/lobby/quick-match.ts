// Quick match's decisions: ask the lobby for a table (`…/lobby/quick`), then join it, or take
// seat 1 of the table the server opened with our create options (its hostKey makes us the host).
// When the join finds the table full (someone sat down first: it filled, started or closed), ask
// again, at most QUICK_RETRIES more times; any other failure ends it at once.
import type { RoomAddress, ServerAddress } from '../../net/client/address.js';
import type { QuickAnswer, QuickRequest } from '../../net/lobby/lobby-client.js';
import type { JoinOptions } from '../../net/wire/messages.js';
import { TableRefused } from '../../net/client/matchmake-client.js';

/** Times quick is asked again after a join found the table full. */
export const QUICK_RETRIES = 3;

export interface QuickDeps<T> {
  quick: (server: ServerAddress, request: QuickRequest) => Promise<QuickAnswer>;
  join: (address: RoomAddress, options: JoinOptions) => Promise<T>;
  /**
   * Takes the seat a server reserved with its quick answer (one request fewer per player). With it,
   * each request carries who joins: `identity` makes it afresh each time (a key proof is spent once).
   */
  seat?: (address: RoomAddress, reservation: Record<string, unknown>, name: string | undefined) => Promise<T>;
  identity?: (server: ServerAddress) => Promise<Pick<JoinOptions, 'proof' | 'voucher'>>;
}

export interface QuickSeat<T> {
  table: T;
  code: string;
  /** True when the server opened the table for us: we host it and wait there for the others. */
  host: boolean;
}

/** Every table quick match found had filled before the join (QUICK_RETRIES + 1 of them). */
export class QuickAllFull extends Error {
  constructor() {
    super('every table quick match found filled before the join');
  }
}

/**
 * The join found the table gone for us: filled (and so, at once, started) by someone faster, or
 * closed since the lobby named it. Quick match asks again; anything else is said as it is.
 */
const TAKEN_FIRST = new Set(['tableFull', 'started', 'noTable']);
export const isTableFull = (e: unknown): boolean => e instanceof TableRefused && TAKEN_FIRST.has(e.code);

export async function quickSeat<T>(server: ServerAddress, request: QuickRequest, deps: QuickDeps<T>): Promise<QuickSeat<T>> {
  const name = request.create.name;
  for (let attempt = 0; attempt <= QUICK_RETRIES; attempt++) {
    const join = deps.seat ? { ...(name !== undefined && { name }), ...(await deps.identity?.(server)) } : undefined;
    const answer = await deps.quick(server, join ? { ...request, join } : request);
    const address = { ...server, code: answer.code };
    // Our hostKey only for the table opened with it: a stranger's table never learns it.
    const options: JoinOptions = answer.host ? { hostKey: request.create.hostKey, ...(name !== undefined && { name }) } : { ...(name !== undefined && { name }) };
    try {
      if (answer.refused) throw answer.refused;
      if (answer.reservation && deps.seat) return { table: await deps.seat(address, answer.reservation, name), code: answer.code, host: answer.host };
      // A server that does not reserve with its answer: a join by code (deps.join proves the key itself).
      return { table: await deps.join(address, options), code: answer.code, host: answer.host };
    } catch (e) {
      if (!isTableFull(e)) throw e;
    }
  }
  throw new QuickAllFull();
}
