// What a screen holds on to: a table as one terminal sees it. A local table (hot seat, bots) and a
// table in another process (network play) both offer this, so the screens need nothing else — no
// game state, no rules engine, no files.
import type { AnyGame, EventOf, MoveOf, PublicViewOf, Refusal, RefusalOf, ResultOf, ViewOf } from '../core/game.js';
import type { PhraseParams, Said, Signal, TalkState } from '../core/talk.js';
import type { Hint } from './hint.js';
import type { AnyRefusal, PublicUpdate, SeatUpdate, TalkRefusal } from './types.js';

export interface HistoryEntry<Event = unknown> {
  seat: number;
  text: string;
  events: Event[];
}

/**
 * Something said at the table as a client hears it: a seat's signal or phrase (`seat` ≥ 1), or a
 * watcher's greeting (`seat` 0, with the watcher's name, already made printable).
 */
export type Heard = Said | { at: number; seat: 0; watcher: string; kind: 'phrase'; code: string; params: PhraseParams };

/** Someone who asks to watch a networked table whose host answers each request (`--watchers ask`). */
export interface WatchRequest {
  id: string;
  /** Printable. */
  name: string;
}

/**
 * News from a table elsewhere (a refused move, a lost connection, a player reconnecting, someone
 * asking to watch) as a code and its parameters, which the screen words in its reader's language.
 * `fallback` is the server's English (printable) for a code this client may not know.
 */
export interface CodedNotice {
  kind: 'coded';
  code: string;
  params: Record<string, unknown>;
  tone: 'error' | 'info';
  fallback?: string;
}

/**
 * What a table has to say about itself: a failed autosave (the next move saves again), news from a
 * table elsewhere, or a screen's own words laid over its table (a lesson's explanation).
 */
export type TableNotice = { kind: 'saveFailed'; detail: string } | CodedNotice | { kind: 'worded'; text: string; tone: 'error' | 'info' };

export interface PlayMarks {
  /** The date of the daily deal, or null for another game. */
  daily: string | null;
  /** Which try of the daily deal (1 for any other game). */
  attempt: number;
  retry: boolean;
}

export interface TableClient<View = unknown, Move = unknown, Event = unknown, Result = unknown, R extends Refusal = Refusal> {
  readonly seatCount: number;
  /** Seats whose players sit at this terminal (hot seat: several). */
  readonly humans: readonly number[];
  /** Seats played by bots. */
  readonly bots: readonly number[];
  /** What `seat` may know now: only for seats of this terminal, or the seat to move with its hand hidden. */
  update(seat: number): SeatUpdate<View, Move, Event, Result>;
  /** Every move so far as `seat` may see it (the event log, rebuilt on resume). */
  history(seat: number): HistoryEntry<Event>[];
  /** Plays a move for a seat of this terminal: null when applied, else why not. */
  submit(seat: number, move: Move): AnyRefusal<R> | null;
  /**
   * The talk that bears on the decision now: after a jester, until its player chooses, the window
   * (position and chooser) and each other seat's latest signal; otherwise no window.
   */
  talk(): TalkState;
  /** Everything said at the table so far, oldest first (signals, phrases, watchers' greetings). */
  said(): readonly Heard[];
  /** The quick phrases of this game, in the order a menu shows them. */
  readonly phrases: readonly string[];
  /**
   * A seat of this terminal signals after a jester ("go" / "rather-not", changed at will): null
   * when said — at a networked table, when sent; a refusal then comes back as the notice — else why not.
   */
  signal(seat: number, value: Signal): TalkRefusal | null;
  /** A seat of this terminal says a quick phrase (a fact it states is filled in by the table). */
  say(seat: number, code: string): TalkRefusal | null;
  /** Networked table, host only: silence (or let speak again) a seat's phrases; signals stay. */
  mute?(seat: number, muted: boolean): void;
  /** Networked table: the seats whose phrases the host silenced. */
  muted?(): readonly number[];
  /** Networked table: the names of the watchers (printable). */
  watchers?(): readonly string[];
  /** Networked table with `--watchers ask`, host only: who asks to watch now. */
  watchRequests?(): readonly WatchRequest[];
  /** Host only: lets a watcher in, or refuses them. */
  answerWatch?(id: string, allow: boolean): void;
  /** Calls `listener` after every change (a move, something said, a notice); returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Bots wait while the players look at something other than the table. */
  setBotsPaused(paused: boolean): void;
  /** What the screen should say about the table itself right now, or null. */
  notice(): TableNotice | null;
  /**
   * What the hard bot would play for `seat` now (local tables only; null when the seat has
   * nothing to decide). Asking marks the game as practice.
   */
  hint?(seat: number): Hint<Move> | null;
  /**
   * The same hint worked out off the message loop (an SSH session's game): asked again before the
   * table changes, the same answer; `stale` when the table changed before it came (or the table
   * closed). Where a client has this, the screen asks it instead of `hint`. Asking marks practice.
   */
  hintLater?(seat: number): Promise<Hint<Move> | null | 'stale'>;
  /**
   * Takes back the last move of `seat` and every move after it (the bot's reply); local tables
   * that allow it only (solo, or against the bot). Returns how many moves went; marks practice.
   */
  undo?(seat: number): number;
  /** The game's seed, once the game is over (before, it would tell the order of the cards). */
  seedAfterEnd?(): string | null;
  /** Undo or a hint was used in this game (it counts as practice). */
  practice?(): boolean;
  /** The game has a save to continue with --resume (local tables; before the player's first move it has none). */
  saved?(): boolean;
  /** What the log says this game is: the daily deal of a date (and which attempt), a retried deal. */
  marks?(): PlayMarks;
  /** Ends the table's timers (the screen is closing). */
  close(): void;
}

/** The client of a table that plays the game G. */
export type ClientOf<G extends AnyGame> = TableClient<ViewOf<G>, MoveOf<G>, EventOf<G>, ResultOf<G>, RefusalOf<G>>;

/** Where a watcher stands: asking the host, refused, watching (before or during the game), or gone. */
export type WatchStatus = 'asking' | 'refused' | 'watching' | 'closed';

/**
 * What a watcher's screen holds: the table as a person standing behind it sees it — the public
 * view (hand sizes, no hand), the public event log, everything said — and, once the game is over,
 * the whole log for the replay. A watcher cannot move or signal; it may greet when the host allows.
 */
export interface WatchClient<PublicView = unknown, Move = unknown, Event = unknown, Result = unknown> {
  /** Seats of the table (0 until the lobby arrived). */
  readonly seatCount: number;
  /** Seats played by bots. */
  readonly bots: readonly number[];
  /** Player names by seat (printable; '' for a seat nobody holds yet). */
  names(): readonly string[];
  /** The names of the people watching, when the lobby lists them (printable). */
  watchers(): readonly string[];
  status(): WatchStatus;
  /** The table now, or null before the game starts (or while the host has not let this watcher in). */
  update(): PublicUpdate<PublicView, Move, Event, Result> | null;
  /** Every move so far with its public events. */
  history(): HistoryEntry<Event>[];
  talk(): TalkState;
  said(): readonly Heard[];
  /** The greetings this watcher may use: empty unless the host allows watchers to greet. */
  greetings(): readonly string[];
  /** Sends a greeting (one of `greetings()`): false when it cannot be sent now. */
  greet(code: string): boolean;
  /** Once the game is over: its result and the whole log (seed included) for the replay. */
  end(): { result: Result; log: unknown } | null;
  subscribe(listener: () => void): () => void;
  notice(): TableNotice | null;
  close(): void;
}

/** The watcher's client of a table that plays the game G. */
export type WatchClientOf<G extends AnyGame> = WatchClient<PublicViewOf<G>, MoveOf<G>, EventOf<G>, ResultOf<G>>;
