// Hand-built deals for the lessons: a real duel from `setup`, then the named cards moved where the
// lesson wants them. Every card stays in exactly one place and the draw pile holds what the round
// leaves it (30, 20, 10, 0): the cards the lesson does not name fill the removed three and the
// pile, and a deal that names more or fewer cards than its round can hold is refused.
import { type Card, compareCards } from '../../../core/cards.js';
import { dealCards } from '../../../core/lesson.js';
import { HAND_SIZE, REMOVED_COUNT, ROUNDS, setup } from '../setup.js';
import type { Seat, ThronfolgeState } from '../types.js';

export interface ThronfolgeDeal {
  round: number;
  /** Who started round 1 (the starter then alternates). */
  first: Seat;
  /** Hands by seat. */
  hands: [string, string];
  /** The row, oldest first. */
  row: string;
  collections?: [string, string];
  taken?: [boolean, boolean];
  current: Seat;
  /** The next cards of the draw pile, the first dealt first. */
  deckTop?: string;
}

export function thronfolgeDeal(deal: ThronfolgeDeal): ThronfolgeState {
  const base = setup({ first: deal.first, variants: [] }, 'lesson');
  const pool = [...base.deck, ...base.removed, ...base.hands.flat(), ...base.row];
  const take = (c: Card): Card => {
    const at = pool.indexOf(c);
    if (at < 0) throw new Error(`lesson deal: a card is named twice or is not a Thronfolge card (${c})`);
    pool.splice(at, 1);
    return c;
  };
  const hands = deal.hands.map((h) => dealCards(h).map(take).sort(compareCards));
  const row = dealCards(deal.row).map(take);
  const collections = (deal.collections ?? ['', '']).map((c) => dealCards(c).map(take));
  const top = dealCards(deal.deckTop).map(take);
  const deckSize = 2 * HAND_SIZE * (ROUNDS - deal.round);
  const rest = pool.length - REMOVED_COUNT - (deckSize - top.length);
  if (rest !== 0) throw new Error(`lesson deal: round ${deal.round} holds ${Math.abs(rest)} card(s) ${rest > 0 ? 'more' : 'fewer'} in hands, row and collections than named`);
  const removed = pool.splice(0, REMOVED_COUNT).sort(compareCards);
  const starter = (deal.first - 1 + deal.round - 1) % 2;
  return {
    ...base,
    round: deal.round,
    starter,
    current: deal.current - 1,
    removed,
    deck: [...pool, ...top.reverse()],
    row,
    hands,
    taken: deal.taken ?? [false, false],
    collections,
  };
}
