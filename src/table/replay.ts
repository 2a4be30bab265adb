// Every position of a logged game, for the replay stepper: the views of all seats (a replayed
// game is over, so every hand may be shown), the move that led there and all its events, and
// what was said at that position (signals after a jester, phrases).
import type { AnyGame, EventOf, StateOf, ViewOf } from '../core/game.js';
import { type GameLog, type ReplayProblem, ReplayFailure } from '../core/log.js';
import { NotationError } from '../core/problems.js';
import { annotationsOf, type Said } from '../core/talk.js';
import { Table } from './table.js';

export interface ReplayFrame<View = unknown, Event = unknown> {
  /** The view of every seat, seat 1 first. */
  views: View[];
  /** The seat to move, or null once the game is over. */
  toMove: number | null;
  /** The move that led here and who made it (null at the start). */
  move: { seat: number; text: string } | null;
  events: Event[];
  /** Said at this position, oldest first (the log's annotations; a log without them has none). */
  said: Said[];
}

/**
 * Replays the log position by position; throws a ReplayFailure (its codes) at the first move that
 * does not replay. With `start` the moves are played from that position instead of the deal's
 * (a puzzle from a player's game: its line, with no seed and no moves before it).
 */
export function replayFrames<G extends AnyGame>(game: G, log: GameLog, start?: StateOf<G>): ReplayFrame<ViewOf<G>, EventOf<G>>[] {
  const frames: ReplayFrame<ViewOf<G>, EventOf<G>>[] = [];
  const empty = { ...log, moves: [], result: null, annotations: [] };
  const table = start === undefined ? Table.resume(game, empty) : Table.atPosition(game, structuredClone(start), empty);
  const said = annotationsOf(log, table.seatCount);
  const capture = (move: ReplayFrame['move'], events: EventOf<G>[]): void => {
    const views = Array.from({ length: table.seatCount }, (_, i) => table.updateFor(i + 1).view);
    const at = frames.length;
    frames.push({ views, toMove: table.toMove(), move, events, said: said.filter((s) => s.at === at) });
  };
  capture(null, []);
  table.subscribe((change) => capture({ seat: change.seat, text: change.text }, change.events));
  table.start();
  for (let i = 0; i < log.moves.length; i++) {
    const text = log.moves[i];
    const seat = table.toMove();
    let problem: ReplayProblem | null = seat === null ? { code: 'alreadyOver' } : null;
    if (seat !== null) {
      try {
        const refusal = table.submit(seat, game.parseMove(text));
        if (refusal) problem = { code: 'refused', refusal };
      } catch (e) {
        // Only bad notation is the log's fault; anything else is a bug and surfaces as one.
        if (!(e instanceof NotationError)) throw e;
        problem = { code: 'unreadable', notation: e.problem };
      }
    }
    if (problem) throw new ReplayFailure({ moveNumber: i + 1, move: text, problem });
  }
  return frames;
}
