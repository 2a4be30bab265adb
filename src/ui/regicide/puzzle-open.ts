// A bundled puzzle made ready for a screen: its table at the puzzle's position (the solver at seat
// 1, a wrong try refuted), what the panel shows beside the board, and the log of the solver's line
// for the stepper. The terminal's `regicide puzzle` and the SSH menu's puzzle both open it here,
// a bundled one from its deal and moves, one from a player's game from its position alone.
import { cardText } from '../../core/cards.js';
import { newLog } from '../../core/log.js';
import { regicide, type RegicideGame } from '../../games/regicide/index.js';
import { puzzlePosition } from '../../games/regicide/puzzles/puzzle.js';
import { refutation } from '../../games/regicide/puzzles/refute.js';
import type { Puzzle, Refutation } from '../../games/regicide/puzzles/types.js';
import type { CheckedPosition } from '../../games/regicide/puzzles/position-check.js';
import type { RegicideState } from '../../games/regicide/types.js';
import { type PuzzleClient, positionPuzzleTable, puzzleTable } from '../../table/puzzle-table.js';
import type { PuzzleShown } from './puzzle-words.js';

/** A puzzle ready for a screen: its table (the solver at seat 1) and what is shown beside it. */
export interface OpenPuzzle {
  client: PuzzleClient<RegicideGame, Refutation>;
  shown: PuzzleShown;
  /** The game from the deal through the answer and the solver's line: the stepper's log. */
  lineLog: ReturnType<typeof newLog>;
  /** The stepper's first position: the puzzle's. */
  at: number;
  /** A puzzle given as its position: the stepper plays `lineLog` from here, not from a deal. */
  start?: RegicideState;
}

/** What the panel shows of a position: the piles in order, the answer and the line's length. */
function shownOf(state: RegicideState, heading: PuzzleShown['heading'], answer: string, line: readonly string[], more: boolean): PuzzleShown {
  return {
    heading,
    // The piles keep their top at the end: shown top (next) first.
    tavern: state.tavern.slice().reverse().map(cardText),
    castle: state.castle.slice().reverse().map(cardText),
    answer,
    lineMoves: line.length + 1,
    enemies: state.defeated + 1 + state.castle.length,
    more,
  };
}

/**
 * A puzzle from a player's game, as a server sends it (checked: position-check.ts): a table at its
 * position alone. Its log names the game and its options, never a deal's seed or earlier moves
 * (it has none: the stepper plays the answer and the line from the position). With `day`, it is
 * the server's puzzle of the day from players' games, headed so.
 */
export function openPositionPuzzle(puzzle: CheckedPosition, more: boolean, day?: string): OpenPuzzle {
  const state = puzzle.position;
  const log = newLog(regicide.id, POSITION_ONLY, { players: state.players, variants: state.variants });
  const client = positionPuzzleTable(regicide, structuredClone(state), log, state.current + 1, puzzle.answer, (move): Refutation => refutation(state, move, puzzle.answer));
  const shown = shownOf(state, day === undefined ? { kind: 'player' } : { kind: 'playersDaily', date: day }, puzzle.answer, puzzle.line, more);
  return { client, shown, lineLog: { ...log, moves: [puzzle.answer, ...puzzle.line] }, at: 0, start: state };
}

/** The log's seed of a puzzle given as a position: no deal's (the table never deals from it). */
const POSITION_ONLY = 'position';

export function openPuzzle(puzzle: Puzzle, heading: PuzzleShown['heading'], more: boolean): OpenPuzzle {
  const state = puzzlePosition(puzzle);
  const log = { ...newLog(regicide.id, puzzle.seed, puzzle.options), moves: puzzle.moves.slice() };
  const client = puzzleTable(regicide, log, state.current + 1, puzzle.answer, (move): Refutation => refutation(state, move, puzzle.answer));
  const shown = shownOf(state, heading, puzzle.answer, puzzle.line, more);
  return { client, shown, lineLog: { ...log, moves: [...puzzle.moves, puzzle.answer, ...puzzle.line] }, at: puzzle.moves.length };
}
