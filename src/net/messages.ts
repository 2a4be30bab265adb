// What travels between a networked table's server and its clients. Moves go up as notation text
// with the position they answer; down go only the receiving seat's update (view, legal moves,
// events), the public lobby facts, errors and notices for that client (each with a code and its
// parameters, the English words beside them), and — once the game is over — the result with the
// seed, the salt of the deal's commitment and the log.
//
// Client payloads are checked with valibot: it is small and modular (only the checks used here
// reach the bundle, against zod's one large object), typed from the same schema, and runs on Node 20.
import * as v from 'valibot';
import { gameModules, isGameId } from '../modules/registry.js';

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
/** Close code of a table its host closed: the clients do not try to reconnect. */
export const CLOSE_TABLE_CLOSED = 4100;
/** Close code of a server that is stopping (it may come back with --resume): clients retry. */
export const CLOSE_SERVER_STOPPING = 4101;

/** A move: notation text and the position it answers (moves made so far). */
export const MoveMessage = v.strictObject({
  text: v.pipe(v.string(), v.maxLength(MOVE_TEXT_MAX)),
  at: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type MoveMessage = v.InferOutput<typeof MoveMessage>;

export const StartMessage = v.strictObject({ bots: v.optional(v.boolean(), false) });
export const BotMessage = v.strictObject({ seat: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)) });

const secret = v.pipe(v.string(), v.maxLength(100));

/** The options a client sends to create a room (`host`), all checked by the server. */
export interface CreateRoomOptions {
  game: string;
  options: object;
  /** A seed the host chose; without one the server draws it (and every joiner is told if not). */
  seed?: string;
  /** Seats played by the server's bots from the start. */
  bots?: number[];
  botLevel?: string;
  /** Milliseconds a bot waits before moving, so that people can follow (at least the server's minimum). */
  botDelayMs?: number;
  /** The creator's secret: the client that joins with it first is the host (seat 1). */
  hostKey: string;
  name?: string;
}

export const CreateRoomSchema = v.object({
  game: v.pipe(
    v.string(),
    v.check((id: string) => isGameId(id), (issue) => `Invalid game: Expected one of ${gameModules().map((m) => JSON.stringify(m.id)).join(' | ')} but received ${JSON.stringify(issue.input).slice(0, 40)}`),
  ),
  options: v.optional(v.record(v.string(), v.unknown()), {}),
  /** A seed the host chose; without one the server draws it (and every joiner is told if not). */
  seed: v.optional(v.string()),
  /** Seats played by the server's bots from the start. */
  bots: v.optional(v.pipe(v.array(v.pipe(v.number(), v.integer())), v.maxLength(4)), []),
  botLevel: v.optional(v.pipe(v.string(), v.maxLength(20))),
  /** Milliseconds a bot waits before moving, so that people can follow (at least the server's minimum). */
  botDelayMs: v.optional(v.number()),
  /** The creator's secret: the client that joins with it first is the host (seat 1). */
  hostKey: v.pipe(v.string(), v.minLength(16), v.maxLength(100)),
  name: v.optional(v.unknown()),
});

export interface JoinOptions {
  name?: string;
  /** A seat wished for; the server decides. */
  seat?: number;
  /** The secret of a seat this client held before (rejoin after a crash or a server restart). */
  seatToken?: string;
  hostKey?: string;
}

const JoinSchema = v.object({
  name: v.optional(v.unknown()),
  seat: v.optional(v.pipe(v.number(), v.integer())),
  seatToken: v.optional(secret),
  hostKey: v.optional(secret),
});

/** A client's join options as checked (the name is cleaned later), or {} when they are not even the right shape. */
export function joinOptionsOf(raw: unknown): v.InferOutput<typeof JoinSchema> {
  const parsed = v.safeParse(JoinSchema, raw ?? {});
  return parsed.success ? parsed.output : {};
}

/** Sent to a client once it holds a seat: the token is for this client only. */
export interface WelcomeMessage {
  code: string;
  game: string;
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
  game: string;
  options: object;
  seats: LobbySeat[];
  started: boolean;
  over: boolean;
  toMove: number | null;
  /** The seat that holds the host role now (it passes on when the host leaves for good). */
  host: number | null;
  /** The host chose the seed: the deal may be known to them. */
  seedChosen: boolean;
  /** sha256 hex of `salt + ":" + seed`; both are revealed at the end. */
  commitment: string;
  /** The server runs in the host's program (`host`): the host's machine deals and keeps the log. */
  embedded: boolean;
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

/**
 * An error, refusal or notice: a code a client words in its own language, its parameters, and
 * the English words for scripts. Refusals of the rules keep the engine's code and fields.
 */
export interface CodedMessage {
  code: string;
  params: Record<string, unknown>;
  message: string;
}

/** `error`: that message of this client changed nothing. `notice`: news about the table. */
export type ErrorMessage = CodedMessage;
export type NoticeMessage = CodedMessage;

/** Sent to everyone when the game is over: now the seed, the salt and the log may be known. */
export interface EndMessage {
  result: unknown;
  seed: string;
  salt: string;
  commitment: string;
  seedChosen: boolean;
  log: unknown;
}

/** Sent to a client when it (re)takes its seat in a running game: every move so far, with the
 * events that seat may see. */
export interface HistoryMessage {
  moves: { seat: number; text: string; events: unknown[] }[];
}
