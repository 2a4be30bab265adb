// The cards a seat's view shows, read once per view as card ids: what the bots' memory records
// and what the sampled worlds are built around.
import type { Card } from '../../../core/cards.js';
import type { RegicideView } from '../types.js';
import { cardOf, cardsOf } from '../view-cards.js';

export interface Seen {
  hand: Card[];
  discard: Card[];
  played: Card[];
  /** The current enemy, or -1 once the castle has fallen. */
  enemy: Card;
}

export function seenOf(v: RegicideView): Seen {
  return {
    hand: cardsOf(v.hand),
    discard: cardsOf(v.discard),
    played: cardsOf(v.played),
    enemy: v.enemy ? cardOf(v.enemy.card) : -1,
  };
}
