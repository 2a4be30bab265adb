// What a move did, as the engine reports it. Seats are 1-based. Cards are card ids; the only
// hidden ones are the cards a seat draws (♦ or a flip): `eventsFor` leaves them out for every
// other seat, which then sees the count alone. Healed cards go under the tavern and are only
// ever counted.
import type { Card } from '../../core/cards.js';
import type { PlayOutcome } from './outcome.js';
import type { RegicideResult } from './types.js';

export type RegicideEvent =
  /** Cards played against the enemy and everything their powers did. */
  | { kind: 'play'; seat: number; cards: Card[]; outcome: PlayOutcome }
  /** ♦: cards a seat drew; `cards` only in the drawing seat's own events. */
  | { kind: 'draw'; seat: number; count: number; cards?: Card[] }
  /** A jester cancelled the enemy's immunity; `shield` is the shield it now faces. */
  | { kind: 'jester'; seat: number; enemy: Card; shield: number }
  | { kind: 'defeat'; enemy: Card; kill: 'exact' | 'overkill' }
  | { kind: 'reveal'; enemy: Card }
  /** The enemy attacks: the seat must discard cards worth `due`. */
  | { kind: 'attack'; seat: number; enemy: Card; due: number }
  | { kind: 'yield'; seat: number }
  /** feign-death: the seat yields and discards its whole hand (public from then on). */
  | { kind: 'feign'; seat: number; cards: Card[] }
  | { kind: 'discard'; seat: number; cards: Card[] }
  /** Solo: the hand went to the discard pile (`discarded`), `count` cards were drawn, `left` flips remain. */
  | { kind: 'flip'; seat: number; discarded: Card[]; count: number; left: number; cards?: Card[] }
  /** After a jester: the seat that plays next. */
  | { kind: 'next'; seat: number; chosen: number }
  | { kind: 'won'; medal: RegicideResult['medal'] }
  /** The seat could not cover `due` (or, with 0, could neither play nor yield). */
  | { kind: 'lost'; seat: number; due: number };

/** The events `seat` may see: drawn cards of other seats become bare counts. */
export function regicideEventsFor(events: readonly RegicideEvent[], seat: number): RegicideEvent[] {
  return events.map((ev) => {
    if ((ev.kind === 'draw' || ev.kind === 'flip') && ev.seat !== seat && ev.cards !== undefined) {
      const { cards: _hidden, ...rest } = ev;
      return rest;
    }
    return ev;
  });
}
