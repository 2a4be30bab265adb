// Views are the protocol's JSON, so they hold cards in notation ("10H"). Code that reasons about
// a view's cards reads them through these, as card ids; a view always holds valid notation, and
// anything else is a broken view, reported as such.
import { type Card, cardOf, cardsOf } from '../../core/cards.js';
import type { ThronfolgeView } from './types.js';

export { cardOf, cardsOf };

/** The viewing seat's hand, in canonical order. */
export const handCards = (view: ThronfolgeView): Card[] => cardsOf(view.hand);

/** The row, oldest first. */
export const rowCards = (view: ThronfolgeView): Card[] => cardsOf(view.row);

/** A seat's collection (seat 1-based), in canonical order. */
export const collectionCards = (view: ThronfolgeView, seat: number): Card[] => cardsOf(view.collections[seat - 1]);
