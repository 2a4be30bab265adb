// The contract every game implements. States, moves, views and results are plain JSON values;
// every function here is pure (no I/O, no clock, no Math.random).

import type { GameTalk } from './talk.js';

/**
 * Why a move was refused: a code and its parameters (seat numbers, values), never prose. The
 * front ends (protocol, screens, server) put it into words.
 */
export interface Refusal {
  readonly code: string;
}

/** What `step` returns: the next state and what happened, or the refusal (nothing changed). */
export type StepResult<State, Event, R extends Refusal = Refusal> = { ok: true; state: State; events: Event[] } | { ok: false; refusal: R };

/**
 * Thrown by `apply` for a move that is not legal in the state; the state is untouched. It carries
 * the refusal's code: its message names the code only, the front ends word it.
 */
export class IllegalMoveError extends Error {
  constructor(readonly refusal: Refusal) {
    super(`the move is refused (${refusal.code})`);
    this.name = 'IllegalMoveError';
  }
}

export interface Game<State, Move, View, Result, Options, Event = unknown, R extends Refusal = Refusal, PublicView = unknown> {
  /** The game's id: the "game" of its logs (the registry, src/modules/registry.ts, lists the games). */
  readonly id: string;
  /** Checks and completes options; throws an Error with a one-line message for bad ones. */
  normalizeOptions(options: Partial<Options>): Options;
  setup(options: Options, seed: string): State;
  /** How many seats a game with these (normalized) options has. */
  seatCount(options: Options): number;
  /** Seat (1-based) that must decide now, or null when the game is over. */
  currentSeat(state: State): number | null;
  /** Every legal move, complete, in a stable order. Empty only when the game is over. */
  legalMoves(state: State): Move[];
  isLegal(state: State, move: Move): boolean;
  /** Returns the next state; throws IllegalMoveError (and changes nothing) for an illegal move. */
  apply(state: State, move: Move): State;
  /** Pure: the next state with the events of the move, or the refusal code of an illegal move. */
  step(state: State, move: Move): StepResult<State, Event, R>;
  /**
   * Optional, for replaying in bulk (a server checks every daily game): plays a legal move on
   * `state` itself, which must be the caller's own (never shared), with no events and no copy;
   * false for an illegal move, the state then untouched.
   */
  playInPlace?(state: State, move: Move): boolean;
  /**
   * The events `seat` may see: cards it must not know are replaced by counts. Seat 0 is nobody's
   * seat (a watcher): every hidden card becomes a count.
   */
  eventsFor(events: readonly Event[], seat: number): Event[];
  /** What `seat` may know, nothing more. */
  view(state: State, seat: number): View;
  /**
   * What a person standing behind the table may know: every public fact, hand sizes but no hand
   * (a watcher's view; also what the table's talk reads).
   */
  publicView(state: State): PublicView;
  /** Table talk: when seats may signal, the quick phrases and the public facts they state. */
  readonly talk: GameTalk<PublicView>;
  outcome(state: State): Result | null;
  /** Parses notation; throws an Error with a one-line message when it is not a move. */
  parseMove(text: string): Move;
  /** Canonical notation. */
  formatMove(move: Move): string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any, any, any, any, any>;

// The parts of a game's type, so code generic in the game (the table, the replay, the bots'
// seats) keeps them instead of erasing them to unknown. For AnyGame each part is `any`.
export type StateOf<G extends AnyGame> = G extends Game<infer S, any, any, any, any, any, any, any> ? S : never;
export type MoveOf<G extends AnyGame> = G extends Game<any, infer M, any, any, any, any, any, any> ? M : never;
export type ViewOf<G extends AnyGame> = G extends Game<any, any, infer V, any, any, any, any, any> ? V : never;
export type ResultOf<G extends AnyGame> = G extends Game<any, any, any, infer R, any, any, any, any> ? R : never;
export type OptionsOf<G extends AnyGame> = G extends Game<any, any, any, any, infer O, any, any, any> ? O : never;
export type EventOf<G extends AnyGame> = G extends Game<any, any, any, any, any, infer E, any, any> ? E : never;
export type RefusalOf<G extends AnyGame> = G extends Game<any, any, any, any, any, any, infer R, any> ? R : never;
export type PublicViewOf<G extends AnyGame> = G extends Game<any, any, any, any, any, any, any, infer P> ? P : never;
