// What travels between a networked table's server and its clients. Moves go up as notation text
// with the position they answer; down go only the receiving seat's update (view, legal moves,
// events), the public lobby facts, errors and notices for that client (each with a code and its
// parameters, the English words beside them), and — once the game is over — the result with the
// seed, the salt of the deal's commitment and the log.
//
// Client payloads are checked with valibot: it is small and modular (only the checks used here
// reach the bundle, against zod's one large object), typed from the same schema, and runs on Node 20.
import * as v from 'valibot';
import { WATCH_POLICIES, type WatchPolicy } from './watch-policies.js';
import { TURN_TIMEOUTS, type TurnTimeout } from './turn-timeouts.js';
import { type PhraseParams, type Said, SIGNALS, type SignalWindow } from '../core/talk.js';
import { gameModules, isGameId } from '../modules/registry.js';
import { LANGS, type Lang } from '../text/lang.js';

/** Message types a client may send; anything else is refused with an error. */
export const CLIENT_MESSAGES = ['move', 'start', 'bot', 'signal', 'say', 'mute', 'watcher', 'pace'] as const;
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

/** How long a watcher waits for a host who closed the table mid-game to resume it (`host --resume`). */
export const RESUME_WAIT_SECONDS = 30 * 60;
/** Close code of a table its host closed: the clients do not try to reconnect. */
export const CLOSE_TABLE_CLOSED = 4100;
/** Close code of a server that is stopping (it may come back with --resume): clients retry. */
export const CLOSE_SERVER_STOPPING = 4101;
/** Close code of a watcher the host did not let in (or did not answer): the client does not retry. */
export const CLOSE_WATCH_REFUSED = 4102;
/**
 * After its host closed a table, how long a seat that was away (dropped, or not back yet after a
 * restore) may still come back to be told so, rather than trying for minutes; the host's program
 * waits this long at most before its server stops. Longer than the clients' longest pause between tries (3 s).
 */
export const FAREWELL_SECONDS = 5;
/** How long a request to watch waits for the host's answer. */
export const WATCH_ASK_SECONDS = 120;
/** Requests to watch waiting for the host at once, per table. */
export const WATCH_PENDING_MAX = 4;
/** Of those, from one address (an IPv6 /64): one stranger cannot fill the host's door. */
export const WATCH_PENDING_PER_ADDRESS = 1;

/** A move: notation text and the position it answers (moves made so far). */
export const MoveMessage = v.strictObject({
  text: v.pipe(v.string(), v.maxLength(MOVE_TEXT_MAX)),
  at: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type MoveMessage = v.InferOutput<typeof MoveMessage>;

export const StartMessage = v.strictObject({ bots: v.optional(v.boolean(), false) });
const seatNumber = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4));
export const BotMessage = v.strictObject({ seat: seatNumber });

/** After a jester: a seat's signal, with the position it answers (like a move). */
export const SignalMessage = v.strictObject({ value: v.picklist(SIGNALS), at: v.pipe(v.number(), v.integer(), v.minValue(0)) });
/** A quick phrase by its code: never free text (a fact it states is filled in by the server). */
export const SayMessage = v.strictObject({ code: v.pipe(v.string(), v.maxLength(20)) });
/** Host: silence a seat's phrases, or let it speak again. */
export const MuteMessage = v.strictObject({ seat: seatNumber, muted: v.boolean() });
/** Host: the answer to a request to watch (`--watchers ask`). */
export const WatcherAnswerMessage = v.strictObject({ id: v.pipe(v.string(), v.maxLength(24)), allow: v.boolean() });

/** The table's pace a seat asks for or answers (turn/turn-pace.ts): `agree` proposes it, or accepts the proposal; false declines (or withdraws). */
export const PACES = ['turn', 'live'] as const;
export type Pace = (typeof PACES)[number];
export const PaceMessage = v.strictObject({ to: v.picklist(PACES), agree: v.boolean() });

/** A change of pace waiting for the seats' answers ("continue later", or back to live play), as the lobby shows it. */
export interface PaceProposal {
  to: Pace;
  /** The seat that proposed it. */
  by: number;
  /** The seats that agreed so far (the proposer among them); every seat a person holds must. */
  agreed: number[];
  /** Going turn-based: the time each move will have. */
  moveHours: number;
}

export { WATCH_POLICIES, type WatchPolicy } from './watch-policies.js';

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
  /** Who may watch (default: nobody). */
  watchers?: WatchPolicy;
  /** Watchers may send greetings (default: they only watch). */
  watcherGreetings?: boolean;
  /** Listed in the server's lobby while it waits for players (default: private, found by its code only). */
  public?: boolean;
  /** The language the table speaks, shown in the lobby. */
  lang?: Lang;
  /** A turn-based table (CONTRACT-30): the time per move, and what the clock does when it runs out. */
  turnBased?: TurnBasedCreate;
  /** A table of the week's team event: its deal is the week's for its player count (accounts only). */
  event?: boolean;
}

export { TURN_TIMEOUTS, type TurnTimeout } from './turn-timeouts.js';

/** The create option of a turn-based table: hours per move (1 to 14 days), what the clock does. */
export interface TurnBasedCreate {
  moveHours: number;
  onTimeout?: TurnTimeout;
}

/** A turn-based table's longest time per move: two weeks. */
export const TURN_MOVE_HOURS_MAX = 14 * 24;

export const CreateRoomSchema = v.object({
  game: v.pipe(
    v.string(),
    v.check(
      (id: string) => isGameId(id),
      (issue) =>
        `Invalid game: Expected one of ${gameModules()
          .map((m) => JSON.stringify(m.id))
          .join(' | ')} but received ${JSON.stringify(issue.input).slice(0, 40)}`,
    ),
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
  watchers: v.optional(v.picklist(WATCH_POLICIES), 'no'),
  watcherGreetings: v.optional(v.boolean(), false),
  public: v.optional(v.boolean(), false),
  lang: v.optional(v.picklist(LANGS)),
  /** A turn-based table (issue 30): each move has `moveHours`; what the clock does when one runs out (a duel: always 'lose'). Accounts only. */
  turnBased: v.optional(
    v.object({
      moveHours: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(TURN_MOVE_HOURS_MAX)),
      onTimeout: v.optional(v.picklist(TURN_TIMEOUTS)),
    }),
  ),
  /** A table of the week's team event (src/net/events): the server deals the week's deal. Accounts only. */
  event: v.optional(v.boolean(), false),
});

/**
 * Server → seat at a turn-based table, on join and whenever it changes: the move's time, who is
 * to move and until when, how many moves the seat had seen at its previous visit (the client
 * summarises what happened since), and whether the seat's clock is paused (a holiday).
 */
export interface TurnMessage {
  moveMs: number;
  onTimeout: string;
  toMove: number | null;
  deadline: number | null;
  seenMoves: number;
  paused: boolean;
}

/** How a turn-based game ended without the engine's result: the clock ended it ('ended'), or a duel's absent player lost ('timeout'). */
export interface TurnOutcome {
  kind: 'ended' | 'timeout';
  /** The seat whose time ran out. */
  seat: number;
  /** A duel lost on time: the other seat. */
  winner?: number;
}

export interface JoinOptions {
  name?: string;
  /** A seat wished for; the server decides. */
  seat?: number;
  /** The secret of a seat this client held before (rejoin after a crash or a server restart). */
  seatToken?: string;
  hostKey?: string;
  /** Watch the table instead of taking a seat. */
  watch?: boolean;
  /**
   * A proof of this terminal's key (key-proof.ts), for a server that keeps accounts: the seat (or
   * the watcher) is then that account's, shown by its claimed name. A server without accounts ignores it.
   */
  proof?: JoinProof;
  /** The server's own SSH front names the session's key this way (ssh-vouchers.ts): a one-time secret of the process. */
  voucher?: string;
}

/** The same four fields the account routes take (account-http.ts). */
export interface JoinProof {
  /** The public key, SPKI PEM. */
  key: string;
  challenge: string;
  /** The server's address as the client reached it (host:port), signed with the challenge. */
  server: string;
  /** base64. */
  signature: string;
}

const JoinSchema = v.object({
  watch: v.optional(v.boolean()),
  name: v.optional(v.unknown()),
  seat: v.optional(v.pipe(v.number(), v.integer())),
  seatToken: v.optional(secret),
  hostKey: v.optional(secret),
  // Checked, and its challenge taken, once at the join (seat-identity.ts); never kept.
  proof: v.optional(v.unknown()),
  voucher: v.optional(v.unknown()),
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
  /** With Redis: the public addresses of the server's live processes, to come back through any of them. */
  peers?: string[];
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
  /** With Redis: the public addresses of the server's live processes (kept up to date, for coming back through any). */
  peers?: string[];
  // Table talk and watchers (an older server sends none of these).
  /** The names of the people watching (the host let them in). */
  watchers?: string[];
  /** Who may watch: everyone with the code, nobody, or whom the host lets in. */
  watching?: WatchPolicy;
  /** Watchers may greet the table. */
  watcherGreetings?: boolean;
  /** Seats whose phrases the host silenced. */
  muted?: number[];
  /** The table is turn-based now (issue 30), and its time per move; absent from an older server. */
  turnBased?: boolean;
  moveHours?: number | null;
  /** A change of pace the seats are answering, or null. */
  pace?: PaceProposal | null;
  /** A table of a team event: the ISO week whose deal it plays (its end may be sealed until the week is over). */
  event?: string;
}

/** Sent to a watcher: whether the host has let it in yet (`--watchers ask`), and its name there. */
export interface WatchingMessage {
  code: string;
  /** A registered game's id. */
  game: string;
  name: string;
  admitted: boolean;
}

/** Sent to the host whenever the requests to watch change: everyone waiting for an answer. */
export interface WatchRequestsMessage {
  requests: { id: string; name: string }[];
}

/** Something said at the table: a seat's annotation, or a watcher's greeting (seat 0, named). */
export type SaidMessage = Said | { at: number; seat: 0; watcher: string; kind: 'phrase'; code: string; params: PhraseParams };

/** What a watcher is sent after every move: the public view and the public events. */
export interface PublicWireUpdate {
  view: unknown;
  toMove: number | null;
  movesMade: number;
  lastMove: { seat: number; text: string } | null;
  events: unknown[];
  result: unknown;
  window: SignalWindow | null;
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
  /** After a jester: the position and its chooser, while the other seats may signal. */
  window?: SignalWindow | null;
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
  /** A turn-based game the clock ended (no result), or a duel lost on time: what happened. */
  outcome?: TurnOutcome;
  /**
   * A team event's game while its week runs: the seed, the salt and the log stay on the server
   * (empty here) until this moment (ms), when the week is over; other teams still play the deal.
   */
  sealedUntil?: number;
}

/**
 * Sent to a seat at a turn-based table, on its join and whenever it changes (CONTRACT-30): the
 * time per move, whose move it is and until when (the server's clock, ms since the epoch), and
 * how many moves the seat had seen at its previous visit.
 */
export interface TurnMessage {
  moveMs: number;
  onTimeout: string;
  toMove: number | null;
  deadline: number | null;
  seenMoves: number;
  paused: boolean;
}

/** Sent to a client when it (re)takes its seat in a running game: every move so far, with the
 * events that seat may see. */
export interface HistoryMessage {
  moves: { seat: number; text: string; events: unknown[] }[];
  /** Everything the seats said so far (the log's annotations). */
  said?: SaidMessage[];
}
