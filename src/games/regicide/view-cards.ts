// Views are the protocol's JSON, so they hold cards in notation ("10H"). Code that reasons about
// a view's cards reads them through these, as card ids; a view always holds valid notation, and
// anything else is a broken view, reported as such.
import { type Card, cardOf, cardsOf } from '../../core/cards.js';
import type { RegicideView } from './types.js';

export { cardOf, cardsOf };

/** The viewing seat's hand, in the view's (canonical) order. */
export const handCards = (view: RegicideView): Card[] => cardsOf(view.hand);

/** The current enemy, or null once the castle has fallen. */
export const enemyCard = (view: RegicideView): Card | null => (view.enemy ? cardOf(view.enemy.card) : null);
