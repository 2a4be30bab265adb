// What the server makes of a move sent as a first attempt at a puzzle: the puzzle is one of the
// bundled set (by its id), the move parses and is legal in the puzzle's position (rebuilt by
// replaying its deal, once per puzzle), and it is right exactly when it is the puzzle's own
// answer. The client's verdict is never asked for: whatever it claims, the server judges here
// (src/net/puzzles reaches this through the game's module, as `puzzles`).
import { isLegal } from '../legal.js';
import { formatMove, parseMove } from '../notation.js';
import { bundledPuzzles } from './bundled.js';
import { puzzlePosition } from './puzzle.js';
import type { Puzzle, PuzzleSet } from './types.js';
import { canonical } from '../solver/pilot.js';
import type { RegicideMove, RegicideState } from '../types.js';

export type AttemptProblem = 'noPuzzle' | 'badMove' | 'illegalMove';

export type Judged = { ok: true; puzzle: string; move: string; right: boolean } | { ok: false; problem: AttemptProblem };

/** A move's text as the puzzles store it (cards in canonical order), or null when it is no move. */
export function canonicalMove(text: string): string | null {
  let move: RegicideMove;
  try {
    move = parseMove(text);
  } catch {
    return null;
  }
  return formatMove(canonical(move));
}

/** Judges attempts at one puzzle set; positions are rebuilt on first use and kept (the set is small and fixed). */
export class PuzzleJudge {
  private readonly byId: ReadonlyMap<string, Puzzle>;
  private readonly positions = new Map<string, RegicideState>();

  constructor(set: PuzzleSet = bundledPuzzles()) {
    this.byId = new Map(set.puzzles.map((p) => [p.id, p]));
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  judge(puzzleId: string, moveText: string): Judged {
    const puzzle = this.byId.get(puzzleId);
    if (!puzzle) return { ok: false, problem: 'noPuzzle' };
    const move = canonicalMove(moveText);
    if (move === null) return { ok: false, problem: 'badMove' };
    let s = this.positions.get(puzzleId);
    if (!s) {
      s = puzzlePosition(puzzle);
      this.positions.set(puzzleId, s);
    }
    if (s.outcome !== null || !isLegal(s, parseMove(move))) return { ok: false, problem: 'illegalMove' };
    return { ok: true, puzzle: puzzleId, move, right: move === canonicalMove(puzzle.answer) };
  }
}
