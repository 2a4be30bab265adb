// What a seat at the table is told and how it answers. A seat — a person at this keyboard, a bot,
// a script on stdin or a player in another terminal — only ever receives its own SeatUpdate: its
// view, its legal moves and the events it may see. Never the game state.
import type { AnyGame, EventOf, MoveOf, Refusal, RefusalOf, ResultOf, ViewOf } from '../core/game.js';

export type SeatKind = 'human' | 'bot' | 'remote';

export interface SeatUpdate<View = unknown, Move = unknown, Event = unknown, Result = unknown> {
  /** The seat this update is for (1-based). */
  seat: number;
  view: View;
  /** This seat's legal moves: empty unless it must decide now. */
  legal: Move[];
  /** The seat that must decide now, or null once the game is over. */
  toMove: number | null;
  /** Moves made so far. */
  movesMade: number;
  /** The move that led here (moves are public), or null at the start. */
  lastMove: { seat: number; move: Move; text: string } | null;
  /** What that move did, as this seat may see it. */
  events: Event[];
  result: Result | null;
}

/** Refusals of the table itself, before a move reaches the rules. */
export type TableRefusal =
  | { code: 'gameOver' }
  | { code: 'notYourTurn'; seat: number; toMove: number }
  /** The move answers a turn that has already been played. */
  | { code: 'staleTurn' };

const TABLE_CODES: ReadonlySet<string> = new Set<TableRefusal['code']>(['gameOver', 'notYourTurn', 'staleTurn']);

/** A refusal of the table itself (a screen says "not your turn" for each), not of the rules. */
export function isTableRefusal<R extends Refusal>(r: AnyRefusal<R>): r is TableRefusal {
  return TABLE_CODES.has(r.code);
}

/** Why the table or the rules refused a move: the table's own codes, or the game's (`R`). */
export type AnyRefusal<R extends Refusal = Refusal> = TableRefusal | R;

/** One decision asked of a seat: answer with `submit`, now or later, until it returns null. */
export interface Turn<View = unknown, Move = unknown, Event = unknown, Result = unknown, R extends Refusal = Refusal> {
  update: SeatUpdate<View, Move, Event, Result>;
  /** Plays the move: null when it was applied, else why not (nothing changed). */
  submit(move: Move): AnyRefusal<R> | null;
}

export interface SeatPlayer<View = unknown, Move = unknown, Event = unknown, Result = unknown, R extends Refusal = Refusal> {
  readonly kind: SeatKind;
  /** Told after every move (and once at the start) what this seat may now know. */
  see?(update: SeatUpdate<View, Move, Event, Result>): void;
  /**
   * A seat that remembers (a bot) joining a game already under way — a resumed save, a bot taking
   * over, a take-back — is first told every update it missed, from the start, oldest first.
   */
  recall?(updates: SeatUpdate<View, Move, Event, Result>[]): void;
  /** It is this seat's turn. */
  decide(turn: Turn<View, Move, Event, Result, R>): void;
}

/** A move as the table's subscribers (autosave, server log, protocol) see it: everything. */
export interface TableChange<Move = unknown, Event = unknown, Result = unknown> {
  seat: number;
  move: Move;
  text: string;
  /** All events of the move, unfiltered: for subscribers that may know everything. */
  events: Event[];
  movesMade: number;
  result: Result | null;
}

// The same, for the game G a table plays: its view, move, event, result and refusal types.
export type UpdateOf<G extends AnyGame> = SeatUpdate<ViewOf<G>, MoveOf<G>, EventOf<G>, ResultOf<G>>;
export type TurnOf<G extends AnyGame> = Turn<ViewOf<G>, MoveOf<G>, EventOf<G>, ResultOf<G>, RefusalOf<G>>;
export type PlayerOf<G extends AnyGame> = SeatPlayer<ViewOf<G>, MoveOf<G>, EventOf<G>, ResultOf<G>, RefusalOf<G>>;
export type ChangeOf<G extends AnyGame> = TableChange<MoveOf<G>, EventOf<G>, ResultOf<G>>;
