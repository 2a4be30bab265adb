// A seat's update on the wire (moves in notation) and back into the table's SeatUpdate shape
// (moves parsed), so that screens written for a local seat's update show a remote seat unchanged.
import type { AnyGame } from '../../core/game.js';
import type { SeatUpdate } from '../../table/types.js';
import type { WireUpdate } from '../wire/messages.js';

/** A move in notation as the game reads it; null when the server sent something that is no move of this game. */
export function parsedOrNull(game: AnyGame, text: unknown): unknown {
  if (typeof text !== 'string') return null;
  try {
    return game.parseMove(text);
  } catch {
    return null;
  }
}

/** The table's last move, parsed; null when the server's text is no move (the screens draw every last move they get). */
export function lastMoveOf<T extends { seat: number; text: string }>(game: AnyGame, lastMove: T | null | undefined): (T & { move: unknown }) | null {
  const move = lastMove ? parsedOrNull(game, lastMove.text) : null;
  return lastMove && move !== null ? { ...lastMove, move } : null;
}

export function toSeatUpdate(game: AnyGame, wire: WireUpdate): SeatUpdate {
  return {
    seat: wire.seat,
    view: wire.view,
    // A hostile or broken server's "legal move" that is no move of this game is not offered.
    legal: (Array.isArray(wire.legal) ? wire.legal : []).map((m) => parsedOrNull(game, m)).filter((m) => m !== null),
    toMove: wire.toMove,
    movesMade: wire.movesMade,
    lastMove: lastMoveOf(game, wire.lastMove),
    events: wire.events,
    result: wire.result,
  };
}

export function toWireUpdate(game: AnyGame, u: SeatUpdate): WireUpdate {
  return {
    seat: u.seat,
    view: u.view,
    legal: u.legal.map((m) => game.formatMove(m)),
    toMove: u.toMove,
    movesMade: u.movesMade,
    lastMove: u.lastMove ? { seat: u.lastMove.seat, text: u.lastMove.text } : null,
    events: u.events,
    result: u.result,
  };
}
