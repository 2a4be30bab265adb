// What the rooms of one server process share: where logs go, how room events are reported, and
// the saved rooms waiting to be restored. Colyseus creates rooms itself (one matchmaker per
// process), so this is set once by the server before it listens.
import { RECONNECT_SECONDS } from './messages.js';
import type { RoomLog } from './room-store.js';
import { DEFAULT_LIMITS, type ServerBots, type ServerLimits } from './server-limits.js';

export interface RoomEvent {
  event: string;
  room: string;
  [key: string]: unknown;
}

export interface RoomServices {
  /** Folder for room logs; none: logs are kept in memory only. */
  dataDir?: string;
  logEvent(event: RoomEvent): void;
  /** Saved rooms to restore, by code: only the server puts them here, never a client. */
  restores: Map<string, RoomLog>;
  /** Default bot pause for rooms created without one. */
  botDelayMs: number;
  /** How long a dropped player keeps the seat. */
  reconnectSeconds: number;
  /** The operator's limits (the room enforces those on rejoins, bot levels and delays, abandoned tables). */
  limits: ServerLimits;
  /** Bots deciding off the message loop; none: bots decide on it. */
  bots?: ServerBots;
  /** Told when a table is gone (its quotas at the edge are released). */
  tableClosed?(code: string): void;
}

export const services: RoomServices = {
  logEvent: () => {},
  restores: new Map(),
  botDelayMs: 400,
  reconnectSeconds: RECONNECT_SECONDS,
  limits: DEFAULT_LIMITS,
};
