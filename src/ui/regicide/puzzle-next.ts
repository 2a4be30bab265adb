// The next puzzle of a server's stream of puzzles from players' games, made ready to play: what
// the server sends is checked first (position-check.ts), and one that does not check out is passed
// over, never shown.
import { type CheckedPosition, checkedPosition } from '../../games/regicide/puzzles/position-check.js';
import type { PuzzleStream } from '../shared/puzzle-crowd-facts.js';

export interface PlayablePuzzle {
  id: string;
  puzzle: CheckedPosition;
  /** The server's puzzle of the day from players' games: its date. */
  day?: string;
}

/** How many puzzles that do not check out are passed over in a row before the stream counts as ended. */
const SKIPPED_MAX = 5;

export async function nextPlayable(stream: Pick<PuzzleStream, 'next'>): Promise<PlayablePuzzle | null> {
  for (let skipped = 0; skipped < SKIPPED_MAX; skipped++) {
    const next = await stream.next();
    if (!next) return null;
    const puzzle = checkedPosition(next.position, next.answer, next.line);
    if (puzzle) return { id: next.id, puzzle, ...(next.day !== undefined && { day: next.day }) };
  }
  return null;
}
