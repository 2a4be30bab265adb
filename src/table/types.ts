// What a seat at the table is told and how it answers. A seat — a person at this keyboard, a bot,
// a script on stdin or a player in another terminal — only ever receives its own SeatUpdate: its
// view, its legal moves and the events it may see. Never the game state.
import type { AnyGame, EventOf, MoveOf, PublicViewOf, Refusal, RefusalOf, ResultOf, ViewOf } from '../core/game.js';
import type { Said, Signal, SignalWindow, TalkState } from '../core/talk.js';

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

/** What a person standing behind the table may know now: the public view and public events. */
export interface PublicUpdate<PublicView = unknown, Move = unknown, Event = unknown, Result = unknown> {
  view: PublicView;
  toMove: number | null;
  movesMade: number;
  lastMove: { seat: number; move: Move; text: string } | null;
  /** What the last move did, as nobody's seat sees it: drawn cards are counts. */
  events: Event[];
  result: Result | null;
  /** After a jester: the position and its chooser, while the other seats may signal. */
  window: SignalWindow | null;
}

/** Why a signal or a phrase was refused: nothing was said. */
export type TalkRefusal =
  | { code: 'gameOver' }
  | { code: 'noSuchSeat'; seat: number }
  /** That seat is not played from here (a bot's, or another terminal's). */
  | { code: 'notYourSeat'; seat: number }
  /** No jester waits for its player's choice: there is nothing to signal about. */
  | { code: 'noSignalNow' }
  /** The chooser decides; only the others signal. */
  | { code: 'chooserSignals'; seat: number }
  /** The signal answers a position the table has left. */
  | { code: 'staleSignal'; at: number; movesMade: number }
  | { code: 'badSignal' }
  | { code: 'unknownPhrase' }
  /** This seat has said as much as a position allows (signals changed, phrases). */
  | { code: 'talkLimit' };

/**
 * Refusals of the table itself, before a move reaches the rules. (Refused talk is a TalkRefusal:
 * apart, since its codes may share a name with a game's own, as Regicide's noSuchSeat does.)
 */
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
  /** The talk bearing on this decision as it stands when asked (after a jester: the signals so far). */
  heard(): TalkState;
}

/** A jester waits for its player's choice and this seat may say whether it would like to go next. */
export interface SignalAsk<View = unknown, Move = unknown, Event = unknown, Result = unknown> {
  update: SeatUpdate<View, Move, Event, Result>;
  window: SignalWindow;
  /** Gives (or changes) the signal: null when said, else why not. */
  signal(value: Signal): TalkRefusal | null;
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
  /** Hears everything said at the table, in order (all of it is public). */
  hear?(said: Said): void;
  /**
   * After a jester this seat may signal: asked once every seat has seen the position and before
   * the chooser is asked. A bot answers at once; people signal through their client when they like.
   */
  mayTalk?(ask: SignalAsk<View, Move, Event, Result>): void;
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
export type PublicUpdateOf<G extends AnyGame> = PublicUpdate<PublicViewOf<G>, MoveOf<G>, EventOf<G>, ResultOf<G>>;
