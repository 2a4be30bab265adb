// What the parts of a room (its seating, its lifecycle, its commands, its players) share: the
// table's state, its journal and connections, and the room's own few outlets (events, broadcasts,
// the lobby). TableRoom is the one implementation; each part takes it instead of a bag of callbacks.
import type { Client } from '@colyseus/core';
import type { CodedMessage, EndMessage, LobbyMessage } from '../wire/messages.js';
import type { NetCode } from '../wire/net-codes.js';
import type { RoomConnections } from './room-connections.js';
import type { RoomJournal } from '../logs/room-journal.js';
import type { RoomStore } from '../logs/room-store.js';
import type { RoomServices } from '../server/room-services.js';
import type { TableState } from '../state/room-setup.js';
import type { RoomWatchers } from './room-watchers.js';

/** What the room's other parts ask of a turn-based table's part (turn/turn-room.ts). */
export interface TurnPart {
  readonly store: RoomStore & { release(code: string): Promise<void> };
  /** A seat (re)taken: it hears the table's clock. */
  joined(client: Client, seat: number): Promise<void>;
  /** Parks the room when nobody is here and no server bot is about to move. */
  parkIfIdle(): void;
}

export interface RoomContext {
  readonly services: RoomServices;
  readonly connections: RoomConnections;
  /** The table (set when the room is created). */
  state(): TableState;
  journal(): RoomJournal;
  watchers(): RoomWatchers;
  /** The table's code. */
  roomId(): string;
  event(event: string, fields: Record<string, unknown>): void;
  /** Sends to every connection the table's talk reaches (seats and admitted watchers). */
  broadcast(type: string, message: unknown): void;
  lobby(): LobbyMessage;
  /** What everyone is sent at the end: the result, the seed and the log. */
  endMessage(): EndMessage;
  /** Sends one connection an error with a code (the room logs it). */
  refuse(client: Client, error: CodedMessage): void;
  refuseCode(client: Client, code: NetCode, params?: Record<string, unknown>): void;
  /** A seat became a bot's or was given up: a change of pace waiting for the seats counts them again (turn/turn-pace.ts). */
  seatsChanged(): void;
  /** The start and the end of the game (`urgent`) go out at once, other changes within the interval. */
  lobbyChanged(urgent?: boolean): void;
  /** Runs `run` after `ms`, unless the room is gone by then. */
  later(ms: number, run: () => void): void;
  /** The room's connections are closed (with `code`) and the room goes. */
  disconnect(code?: number): Promise<unknown>;
  /** A turn-based table's own part (its clock, its store, parking; turn/turn-room.ts), or null for a live table. */
  turn(): TurnPart | null;
  /** Colyseus lets this connection come back within `seconds`. */
  allowReconnection(client: Client, seconds: number): Promise<Client>;
}
