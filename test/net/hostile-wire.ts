// A hostile server for the client's tests: the real table room on loopback, but every message it
// sends passes through a hook that writes terminal controls into its text first — OSC titles, BEL,
// C1 controls (U+009B is a CSI, U+0090 a DCS), a device-status query, bidi overrides, invisible
// characters. It can also say anything to every client at a moment the test chooses.
import { DEFAULT_LIMITS } from '../../src/net/server/server-limits.js';
import { Protocol, getMessageBytes } from '@colyseus/core';
import type { Client } from '@colyseus/core';
import type { TableRoom } from '../../src/net/room/table-room.js';
import { type RoomServer, startRoomServer } from './room-server.js';

/** What the hostile server writes into its text: each piece would act on a terminal that got it raw. */
export const HOSTILE =
  '\u001b]0;PWNED-TITLE\u0007' + // OSC 0: the window or pane title, ended by BEL
  '\u001b]2;PWNED-TITLE\u001b\\' + // OSC 2, ended by ST
  '\u0007' + // BEL
  '\u009b999;999H' + // C1 CSI: the cursor to the far corner
  '\u0090pwned\u009c' + // C1 DCS … ST
  '\u001b[6n' + // a device-status query (the terminal answers on the program's stdin)
  '\u0085' + // C1 NEL
  '\u202eevil\u202c\u2066\u200b\ufeff\u2028'; // bidi overrides and isolates, invisible characters, a line separator

/** A value of `HOSTILE` that a test can find on a screen once it is made printable. */
export const HOSTILE_SEEN = '\\u{1b}]0;PWNED-TITLE';

/**
 * Keys whose strings stay as the real server sent them, so that the client gets far enough to draw
 * its screens: the game's id, the words the screens switch on (a phase, a variant, an outcome, an
 * event's or a talk line's kind), cards, and the seat's token.
 */
const KEPT = new Set(['game', 'phase', 'variants', 'outcome', 'medal', 'type', 'kind', 'value', 'watching', 'seatToken', 'hand', 'discard', 'played', 'cards', 'card']);

/** `message` with `HOSTILE` after every string but the kept ones, and a move no game has among the legal ones. */
export function hostileCopy(message: unknown, key = ''): unknown {
  if (typeof message === 'string') return KEPT.has(key) ? message : `${message}${HOSTILE}`;
  if (Array.isArray(message)) {
    const items = message.map((m) => (KEPT.has(key) ? m : hostileCopy(m, key)));
    return key === 'legal' ? [...message, `play 5H${HOSTILE}`] : items;
  }
  if (message && typeof message === 'object') return Object.fromEntries(Object.entries(message).map(([k, v]) => [k, hostileCopy(v, k)]));
  return message;
}

export interface HostileServer extends RoomServer {
  /** Sends `message` (made hostile on its way) to every client of every table. */
  tellAll(type: string, message: unknown): void;
  /** The codes of the tables opened on it. */
  codes(): string[];
  /** While on, the room's greeting names a serializer in hostile words (colyseus.js throws on it, quoting them). */
  hostileGreeting: boolean;
  /** How many messages went out made hostile (the hook is in place). */
  readonly tainted: number;
}

type Raw = (code: number, type: string | number, message?: unknown, rawMessage?: Uint8Array) => Uint8Array;
type Greeting = (reconnectionToken: string, serializerId: string, handshake?: Uint8Array) => Uint8Array;

/** Starts the hostile server; closing it takes the hook away again. */
export async function startHostileServer(): Promise<HostileServer> {
  const bytes = getMessageBytes as unknown as { raw: Raw } & Record<number, Greeting>;
  const honest = bytes.raw;
  const honestGreeting = bytes[Protocol.JOIN_ROOM];
  let tainted = 0;
  const state = { hostileGreeting: false };
  bytes[Protocol.JOIN_ROOM] = (token, serializerId, handshake) => honestGreeting(token, state.hostileGreeting ? `none${HOSTILE}` : serializerId, handshake);
  bytes.raw = (code, type, message, rawMessage) => {
    if (code !== Protocol.ROOM_DATA || message === undefined) return honest(code, type, message, rawMessage);
    tainted++;
    return honest(code, type, hostileCopy(message), rawMessage);
  };
  const rooms = new Set<{ clients: Iterable<Client>; roomId: string }>();
  // Three watchers of the terminals' test come from one address (127.0.0.1): the per-address share
  // of watchers is not what this server tests.
  const server = await startRoomServer({ limits: { ...DEFAULT_LIMITS, watchersPerAddress: 16 } }, (Room) => {
    class HostileRoom extends (Room as unknown as new (...args: unknown[]) => TableRoom) {
      override onCreate(options: never): ReturnType<TableRoom['onCreate']> {
        rooms.add(this as unknown as { clients: Iterable<Client>; roomId: string });
        return super.onCreate(options);
      }
    }
    return HostileRoom as unknown as typeof TableRoom;
  });
  return {
    ...server,
    codes: () => [...rooms].map((r) => r.roomId),
    tellAll: (type, message) => rooms.forEach((room) => [...room.clients].forEach((c) => c.send(type, message))),
    get tainted() {
      return tainted;
    },
    get hostileGreeting() {
      return state.hostileGreeting;
    },
    set hostileGreeting(on: boolean) {
      state.hostileGreeting = on;
    },
    close: async () => {
      await server.close();
      bytes.raw = honest;
      bytes[Protocol.JOIN_ROOM] = honestGreeting;
    },
  };
}
