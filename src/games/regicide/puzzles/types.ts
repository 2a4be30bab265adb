// The puzzles' data, apart from the code that makes and proves them: the screens read a wrong
// answer's refutation, and the bundled set is checked against these shapes, without importing
// the solver.
import type { RegicideOptions } from '../types.js';

/** What one proof may spend: positions per move searched, and the size of the lost-table. */
export interface ProofBudget {
  maxNodes: number;
  tableBits: number;
}

export interface Puzzle {
  /** Stable name: the deal's seed and the moves played before the position. */
  id: string;
  options: RegicideOptions;
  seed: string;
  /** The game's moves (notation) up to the position. */
  moves: string[];
  /** The one move that keeps the deal winnable. */
  answer: string;
  /** The solver's winning line after the answer. */
  line: string[];
  /** Legal moves in the position (the answer among them). */
  choices: number;
  /** Positions the proof searched, over all moves: what proving it again costs. */
  nodes: number;
}

export interface PuzzleSet {
  format: 'regicide-puzzles';
  version: 1;
  budget: ProofBudget;
  puzzles: Puzzle[];
}

export type Refutation =
  /** The attack after the move needs `due` and the hand is worth `worth` (no jester left to flip). */
  | { kind: 'cannotCover'; move: string; enemy: string; due: number; worth: number }
  /** Played on, the deal ends at `enemy` with `defeated` enemies defeated. */
  | { kind: 'fallsLater'; move: string; enemy: string; defeated: number }
  /** The move is the puzzle's answer: nothing to refute. */
  | { kind: 'answer'; move: string };
