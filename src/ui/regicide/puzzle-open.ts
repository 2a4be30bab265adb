// A bundled puzzle made ready for a screen: its table at the puzzle's position (the solver at seat
// 1, a wrong try refuted), what the panel shows beside the board, and the log of the solver's line
// for the stepper. The terminal's `regicide puzzle` and the SSH menu's puzzle both open it here.
import { cardText } from '../../core/cards.js';
import { newLog } from '../../core/log.js';
import { regicide, type RegicideGame } from '../../games/regicide/index.js';
import { puzzlePosition } from '../../games/regicide/puzzles/puzzle.js';
import { refutation } from '../../games/regicide/puzzles/refute.js';
import type { Puzzle, Refutation } from '../../games/regicide/puzzles/types.js';
import { type PuzzleClient, puzzleTable } from '../../table/puzzle-table.js';
import type { PuzzleShown } from './puzzle-words.js';

/** A puzzle ready for a screen: its table (the solver at seat 1) and what is shown beside it. */
export interface OpenPuzzle {
  client: PuzzleClient<RegicideGame, Refutation>;
  shown: PuzzleShown;
  /** The game from the deal through the answer and the solver's line: the stepper's log. */
  lineLog: ReturnType<typeof newLog>;
  /** The stepper's first position: the puzzle's. */
  at: number;
}

export function openPuzzle(puzzle: Puzzle, heading: PuzzleShown['heading'], more: boolean): OpenPuzzle {
  const state = puzzlePosition(puzzle);
  const log = { ...newLog(regicide.id, puzzle.seed, puzzle.options), moves: puzzle.moves.slice() };
  const client = puzzleTable(regicide, log, state.current + 1, puzzle.answer, (move): Refutation => refutation(state, move, puzzle.answer));
  const shown: PuzzleShown = {
    heading,
    // The piles keep their top at the end: shown top (next) first.
    tavern: state.tavern.slice().reverse().map(cardText),
    castle: state.castle.slice().reverse().map(cardText),
    answer: puzzle.answer,
    lineMoves: puzzle.line.length + 1,
    enemies: state.defeated + 1 + state.castle.length,
    more,
  };
  return { client, shown, lineLog: { ...log, moves: [...puzzle.moves, puzzle.answer, ...puzzle.line] }, at: puzzle.moves.length };
}
