// What the server sends down to a table's clients: the seat's welcome and its updates, the public
// lobby facts, the watchers' news, errors and notices with their codes, the end of the game with
// what may then be known, and a turn-based table's clock.
import type { PhraseParams, Said, SignalWindow } from '../../core/talk.js';
import type { PaceProposal } from './client-messages.js';
import type { WatchPolicy } from '../wire/watch-policies.js';

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

/** Sent to a client when it (re)takes its seat in a running game: every move so far, with the
 * events that seat may see. */
export interface HistoryMessage {
  moves: { seat: number; text: string; events: unknown[] }[];
  /** Everything the seats said so far (the log's annotations). */
  said?: SaidMessage[];
}
