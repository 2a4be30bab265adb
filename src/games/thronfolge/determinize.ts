// From a view back to a full state, for bots that search: the seat fills in the cards it cannot
// see with a guess (a "determinization") and then plays the guess out with the real engine.
import { type Card, sortCards } from '../../core/cards.js';
import { rngFromSeed } from '../../core/rng.js';
import { THRONFOLGE_CARDS } from './cardTable.js';
import { REMOVED_COUNT } from './setup.js';
import type { ThronfolgeState, ThronfolgeView } from './types.js';
import { cardsOf } from './view-cards.js';

/** Cards the viewing seat cannot see: the other hand, the draw pile and hidden removed cards. */
export function unseenCards(v: ThronfolgeView): Card[] {
  const seen = new Set<Card>(cardsOf([...v.row, ...v.hand, ...v.collections.flat(), ...(Array.isArray(v.removed) ? v.removed : [])]));
  return THRONFOLGE_CARDS.filter((c) => !seen.has(c));
}

/**
 * A full state that agrees with the view, with `hidden` (the unseen cards in any order) placed:
 * first the other seat's hand, then the removed cards when they are hidden, the rest is the
 * draw pile with its top at the end. Throws when `hidden` is not exactly the unseen cards.
 */
export function stateFromView(v: ThronfolgeView, hidden: readonly Card[]): ThronfolgeState {
  const unseen = unseenCards(v);
  if (hidden.length !== unseen.length || sortCards(hidden).join() !== sortCards(unseen).join()) {
    throw new Error(`hidden must be the ${unseen.length} cards the seat cannot see, each once`);
  }
  const me = v.seat - 1;
  const other = 1 - me;
  let next = 0;
  const takeHidden = (n: number): Card[] => hidden.slice(next, (next += n));
  const hands: Card[][] = [[], []];
  hands[me] = cardsOf(v.hand);
  hands[other] = sortCards(takeHidden(v.hands[other]));
  const removed = Array.isArray(v.removed) ? sortCards(cardsOf(v.removed)) : sortCards(takeHidden(REMOVED_COUNT));
  const deck = takeHidden(v.deck);
  return {
    game: 'thronfolge',
    variants: v.variants.slice(),
    // Nothing random happens after setup, so any generator state will do.
    rng: rngFromSeed('determinized'),
    firstStarter: v.firstStarter - 1,
    coinToss: v.coinToss,
    round: v.round,
    starter: v.starter - 1,
    current: v.current === null ? (v.lastMove?.seat ?? 1) - 1 : v.current - 1,
    removed,
    deck,
    row: cardsOf(v.row),
    hands,
    taken: v.taken.slice(),
    collections: v.collections.map((c) => cardsOf(c)),
    lastMove: v.lastMove && { seat: v.lastMove.seat - 1, type: v.lastMove.move === 'take' ? 'take' : 'play', cards: cardsOf(v.lastMove.cards) },
    result: v.outcome,
  };
}
