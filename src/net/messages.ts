// What travels between a networked table's server and its clients. Moves go up as notation text;
// down go only the receiving seat's update (view, legal moves, events), the public lobby facts,
// errors for that client, and — once the game is over — the result with the seed and the log.
import type { GameId } from '../core/game.js';

/** Message types a client may send; anything else is refused with an error. */
export const CLIENT_MESSAGES = ['move', 'start', 'bot'] as const;
export type ClientMessageType = (typeof CLIENT_MESSAGES)[number];

/** Longest move text accepted (the longest legal move is far shorter). */
export const MOVE_TEXT_MAX = 120;
/** WebSocket frames larger than this close the connection (the transport's limit). */
export const FRAME_MAX_BYTES = 2048;
/** Per client: steady messages per second and burst. */
export const RATE_PER_SECOND = 20;
export const RATE_BURST = 40;
/** A client still flooding after this many refused messages in a row is disconnected. */
export const FLOOD_DISCONNECT_AFTER = 64;
/** How long a dropped client keeps its seat. */
export const RECONNECT_SECONDS = 120;

/** The options a client sends to create a room (`host`), all checked by the server. */
export interface CreateRoomOptions {
  game: GameId;
  options: object;
  seed?: string;
  /** Seats played by the server's bots from the start. */
  bots?: number[];
  botLevel?: string;
  /** Milliseconds a bot waits before moving, so that people can follow (default 400). */
  botDelayMs?: number;
  /** The creator's secret: the client that joins with it is the host (seat 1). */
  hostKey: string;
  name?: string;
}

export interface JoinOptions {
  name?: string;
  /** A seat wished for; the server decides. */
  seat?: number;
  /** The secret of a seat this client held before (rejoin after a crash or a server restart). */
  seatToken?: string;
  hostKey?: string;
}

/** Sent to a client once it holds a seat: the token is for this client only. */
export interface WelcomeMessage {
  code: string;
  game: GameId;
  seat: number;
  seatToken: string;
  host: boolean;
}

export interface LobbySeat {
  seat: number;
  name: string;
  connected: boolean;
  bot: boolean;
  /** While a dropped player may still come back: milliseconds left when this was sent. */
  reconnectMsLeft: number | null;
  /** The player left or their reconnection time ran out: the host may give the seat to a bot. */
  vacated: boolean;
}

/** Public facts about the room, sent to everyone in it on every change. */
export interface LobbyMessage {
  code: string;
  game: GameId;
  options: object;
  seats: LobbySeat[];
  started: boolean;
  over: boolean;
  toMove: number | null;
}

/** A seat's update as it travels: moves in notation. */
export interface WireUpdate {
  seat: number;
  view: unknown;
  legal: string[];
  toMove: number | null;
  movesMade: number;
  lastMove: { seat: number; text: string } | null;
  events: unknown[];
  result: unknown;
}

export interface ErrorMessage {
  message: string;
  /** 'rate' when the message was dropped by the rate limit (send it again a little later). */
  code?: 'rate';
}

/** Sent to everyone when the game is over: now the seed and log may be known. */
export interface EndMessage {
  result: unknown;
  seed: string;
  log: unknown;
}

/** Sent to a client when it (re)takes its seat in a running game: every move so far, with the
 * events that seat may see. */
export interface HistoryMessage {
  moves: { seat: number; text: string; events: unknown[] }[];
}
