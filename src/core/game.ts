// The contract both games implement. States, moves, views and results are plain JSON values;
// every function here is pure (no I/O, no clock, no Math.random).

export type GameId = 'regicide' | 'thronfolge';

/** Thrown by `apply` for a move that is not legal in the state; the state is untouched. */
export class IllegalMoveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IllegalMoveError';
  }
}

export interface Game<State, Move, View, Result, Options> {
  readonly id: GameId;
  /** Checks and completes options; throws an Error with a one-line message for bad ones. */
  normalizeOptions(options: Partial<Options>): Options;
  setup(options: Options, seed: string): State;
  /** Seat (1-based) that must decide now, or null when the game is over. */
  currentSeat(state: State): number | null;
  /** Every legal move, complete, in a stable order. Empty only when the game is over. */
  legalMoves(state: State): Move[];
  isLegal(state: State, move: Move): boolean;
  /** Returns the next state; throws IllegalMoveError (and changes nothing) for an illegal move. */
  apply(state: State, move: Move): State;
  /** What `seat` may know, nothing more. */
  view(state: State, seat: number): View;
  outcome(state: State): Result | null;
  /** Parses notation; throws an Error with a one-line message when it is not a move. */
  parseMove(text: string): Move;
  /** Canonical notation. */
  formatMove(move: Move): string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any, any>;
