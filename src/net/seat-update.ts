// A seat's update on the wire (moves in notation) and back into the table's SeatUpdate shape
// (moves parsed), so that screens written for a local seat's update show a remote seat unchanged.
import type { AnyGame } from '../core/game.js';
import type { SeatUpdate } from '../table/types.js';
import type { WireUpdate } from './messages.js';

export function toSeatUpdate(game: AnyGame, wire: WireUpdate): SeatUpdate {
  return {
    seat: wire.seat,
    view: wire.view,
    legal: wire.legal.map((m) => game.parseMove(m)),
    toMove: wire.toMove,
    movesMade: wire.movesMade,
    lastMove: wire.lastMove ? { ...wire.lastMove, move: game.parseMove(wire.lastMove.text) } : null,
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
