// What a screen holds on to: a table as one terminal sees it. A local table (hot seat, bots) and a
// table in another process (network play) both offer this, so the screens need nothing else — no
// game state, no rules engine, no files.
import type { AnyGame, EventOf, MoveOf, Refusal, RefusalOf, ResultOf, ViewOf } from '../core/game.js';
import type { Hint } from './hint.js';
import type { AnyRefusal, SeatUpdate } from './types.js';

export interface HistoryEntry<Event = unknown> {
  seat: number;
  text: string;
  events: Event[];
}

/**
 * A failed autosave (the next move saves again), or news from a table elsewhere: a refused
 * move, a lost connection, a player reconnecting.
 */
export type TableNotice = { kind: 'saveFailed'; detail: string } | { kind: 'remote'; text: string; tone: 'error' | 'info' };

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
  /** Calls `listener` after every change (a move, a notice); returns the unsubscribe function. */
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
