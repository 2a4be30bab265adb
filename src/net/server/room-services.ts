// What the rooms of one server share: where logs go, how room events are reported, the limits,
// the off-loop bots, and the saved rooms waiting to be restored. Colyseus creates rooms itself
// (with `new`, and merges the client's create options into the room's), so the services reach a
// room through the room class made for that server (`tableRoomFor`), never through options a
// client could shadow.
import { randomBytes } from 'node:crypto';
import type { AccountService } from '../accounts/account-service.js';
import type { Connected } from '../operator/bans.js';
import type { FinishedGame } from '../state/finished-game.js';
import type { TeamEvents } from '../events/team-events.js';
import { RECONNECT_SECONDS } from '../wire/messages.js';
import type { KeyVouchers } from '../ssh/ssh-vouchers.js';
import type { PushPort } from '../push/push-port.js';
import type { TurnServices } from '../turn/turn-services.js';
import type { RoomLog, RoomStore } from '../logs/room-store.js';
import type { RoomMetrics } from './server-metrics.js';
import { DEFAULT_LIMITS, type ServerBots, type ServerLimits } from './server-limits.js';

export interface RoomEvent {
  event: string;
  /** The table's code (absent for the process's own events: Redis, its peers). */
  room?: string;
  [key: string]: unknown;
}

export interface RoomServices {
  /** Where room logs go; none: in memory only. */
  store: RoomStore | null;
  logEvent(event: RoomEvent): void;
  /** Saved rooms to restore, by an unguessable ticket: only the server hands these out. */
  restores: Map<string, RoomLog>;
  /** Default bot pause for rooms created without one (the operator's choice is always allowed). */
  botDelayMs: number;
  /** How long a dropped player keeps the seat. */
  reconnectSeconds: number;
  limits: ServerLimits;
  /** Bots deciding off the message loop; absent: bots decide on the loop (tests, small hosts). */
  bots?: ServerBots;
  /** The server runs inside the host's program (`host`): its quit closes every table. */
  embedded: boolean;
  /** Told when a table goes (the edge counts open tables per address). */
  tableClosed?(code: string): void;
  /**
   * Asked before a table's first server bot sits down later than its creation (a start that
   * fills the empty seats, a takeover): false when the address that opened the table already
   * holds as many tables with server bots as it may. Absent: always allowed.
   */
  botsJoining?(code: string): boolean;
  /** The address that opened a table, as the edge knows it (kept in the room's record). */
  ownerOf?(code: string): string | undefined;
  /** A saved table came back in this process: its owner's quotas count it again. */
  tableRestored?(code: string, owner: string | null, withBots: boolean): void;
  /** What the rooms report for /metrics; absent: nothing is counted. */
  metrics?: RoomMetrics;
  /** With Redis: the public addresses of the live processes (told to each client in its welcome). */
  peers?(): string[];
  /**
   * Tables their host closed while seats were away: each settles once those seats were told (or
   * their time ran out). A stopping server waits for them before it refuses newcomers.
   */
  farewells?: Set<Promise<void>>;
  /** The server keeps accounts (serve): a join's key proof binds its seat to one. Absent: an embedded `host` server. */
  accounts?: AccountService;
  /** With accounts: addresses (plain, ../accounts/key-proof-check.ts) a proof may name besides the Host header. */
  proofAddresses?: ReadonlySet<string>;
  /** With accounts and the SSH front: the keys it vouches for, one join each. */
  vouchers?: KeyVouchers;
  /** With accounts: turn-based tables (issue 30), their rows and limits. Absent: none can be opened. */
  turn?: TurnServices;
  /** Pushes to players whose program does not run (a turn passed to them); absent: none. */
  push?: PushPort;
  /** With accounts: this process's open rooms, each closing its banned seats and watchers when the bans are read again (../operator/bans.ts). */
  liveRooms?: Set<{ closeBanned(isBanned: (c: Connected) => boolean): void }>;
  /** Told once when a table's game ends with a result (the ladder rates a Thronfolge duel from it). Absent: nobody listens. */
  gameEnded?(game: FinishedGame): void;
  /** With accounts: the weekly team events (their deals, and each event table's start and end). Absent: no event tables. */
  events?: Pick<TeamEvents, 'current' | 'isOver' | 'started' | 'ended'>;
}

export function roomServices(given: Partial<RoomServices> = {}): RoomServices {
  return {
    store: null,
    logEvent: () => {},
    restores: new Map(),
    botDelayMs: 400,
    reconnectSeconds: RECONNECT_SECONDS,
    limits: DEFAULT_LIMITS,
    embedded: false,
    ...given,
  };
}

/** Puts a saved room up for restoring; the ticket goes in the server's own createRoom call. */
export function offerRestore(services: RoomServices, log: RoomLog): string {
  const ticket = randomBytes(18).toString('base64url');
  services.restores.set(ticket, log);
  return ticket;
}
