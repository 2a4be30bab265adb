// What a move did, as the engine reports it. Seats are 1-based, cards are card ids. The only
// hidden cards are those dealt into a hand at a new round: `eventsFor` leaves them out for the
// other seat, which sees the count alone. Plays, takes and collections are public.
import type { Card } from '../../core/cards.js';
import type { ThronfolgeResult } from './types.js';

/** Both totals (by seat) before and after a take: majorities are relative, so both can move. */
export interface TakeScores {
  before: [number, number];
  after: [number, number];
}

export type ThronfolgeEvent =
  | { kind: 'play'; seat: number; card: Card }
  /** The cards taken, oldest first (none from an empty row), and how both scores moved. */
  | ({ kind: 'take'; seat: number; cards: Card[] } & TakeScores)
  /** A new round: both seats were done; `deck` cards are left after the deal. */
  | { kind: 'round'; round: number; starter: number; deck: number }
  /** The new hand a seat was dealt; `cards` only in that seat's own events. */
  | { kind: 'deal'; seat: number; count: number; cards?: Card[] }
  /** A take completed all three crowns: the taker wins at once. */
  | { kind: 'crowns'; seat: number; result: ThronfolgeResult }
  /** The draw pile ran out after round 4 (or earlier): the game is decided on score. */
  | { kind: 'scored'; result: ThronfolgeResult };

/** The events `seat` may see: the other seat's dealt cards become a bare count. */
export function thronfolgeEventsFor(events: readonly ThronfolgeEvent[], seat: number): ThronfolgeEvent[] {
  return events.map((ev) => {
    if (ev.kind === 'deal' && ev.seat !== seat && ev.cards !== undefined) {
      const { cards: _hidden, ...rest } = ev;
      return rest;
    }
    return ev;
  });
}
