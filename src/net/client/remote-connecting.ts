// How a client's connection to a table is made and made again: a refusal as Colyseus gives it
// turned into the table's own, the close codes and refusals after which trying again is pointless,
// and the other addresses a server names to come back through. colyseus.js's console warnings
// (the server's words, raw) are silenced here, where the client is loaded.
import { parseServerAddress } from './address.js';
import { TableRefused, refusalFrom } from './matchmake-client.js';
import { CLOSE_TABLE_CLOSED, CLOSE_WATCH_REFUSED } from '../wire/messages.js';
import { REFUSALS } from '../wire/net-codes.js';

/** A join the room refused when its WebSocket arrived comes as Colyseus's error (a number and words). */
export async function refusedAs<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const err = e as { code?: unknown; message?: unknown };
    // Connection failures (ECONNREFUSED …) keep their own words for the caller.
    if (e instanceof TableRefused || typeof err.code !== 'number') throw e;
    throw refusalFrom({ code: err.code, error: err.message }, 'refused');
  }
}

// colyseus.js warns on the console with the server's words (close reasons, errors, message
// types) raw. The table reports connection problems itself, in printable words, so its warnings
// go unsaid; any other warning is passed on.
const COLYSEUS_WARNING = /^(colyseus\.js|Room connection was closed|Room, onError)/;
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]): void => {
  if (typeof args[0] === 'string' && COLYSEUS_WARNING.test(args[0])) return;
  warn(...args);
};

// Close codes after which the client does not try again (a ban closes a connection with its refusal's number).
export const FINAL_CLOSE = new Set([1000, 4000, 4001, 4008, CLOSE_TABLE_CLOSED, CLOSE_WATCH_REFUSED, REFUSALS.banned.number]);

/** Refusals that mean "try again, maybe through another address": the table is on its way somewhere. */
const PASSING = new Set(['tableMoving', 'serverStopping', 'serverStarting']);
/** A failure after which another address (or a later try) may succeed: a refusal that passes, or no answer at all. */
export const worthRetrying = (e: unknown): boolean => !(e instanceof TableRefused) || PASSING.has(e.code);

const PEER = /^[A-Za-z0-9._~:[\]/-]{1,200}$/;

/** The endpoints of the addresses a server named (`host:port` or `host/path`), with the scheme this client uses. */
export function peerEndpoints(scheme: string, peers: unknown): string[] {
  if (!Array.isArray(peers)) return [];
  const out: string[] = [];
  for (const p of peers.slice(0, 16)) {
    if (typeof p !== 'string' || !PEER.test(p)) continue;
    try {
      out.push(parseServerAddress(`${scheme}//${p}`).endpoint);
    } catch {
      // Not an address: ignored.
    }
  }
  return out;
}

export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** What a client keeps to rejoin its seat later (`join --resume`): the table's code and seat token, and every address it can be reached through. */
export interface SeatSession {
  /** The address this seat used last (a load balancer's, or one process's). */
  endpoint: string;
  display: string;
  /** Every address known to reach the server (the one used, then its live processes'); older files have none. */
  endpoints?: string[];
  code: string;
  game: string;
  seat: number;
  seatToken: string;
  name?: string;
  /** The player chose a team event's table before the first join: see RemoteState.chosenEvent. */
  event?: boolean;
}
