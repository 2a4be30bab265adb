import { type Card, JESTER, rankOf } from '../../core/cards.js';
import type { Variant } from './types.js';

/** Value of a card in hand: A 1, 2–10 face value, J 10, Q 15, K 20, jester 0. */
export function cardValue(c: Card): number {
  if (c === JESTER) return 0;
  const r = rankOf(c);
  return r <= 10 ? r : r === 11 ? 10 : r === 12 ? 15 : 20;
}

export const sumValues = (cards: readonly Card[]): number => {
  let total = 0;
  for (const c of cards) total += cardValue(c);
  return total;
};

/** Attack and health of an enemy card: J 10/20, Q 15/30, K 20/40. */
export function enemyStats(enemy: Card): { attack: number; health: number } {
  const r = rankOf(enemy);
  return r === 11 ? { attack: 10, health: 20 } : r === 12 ? { attack: 15, health: 30 } : { attack: 20, health: 40 };
}

/** The enemies of a castle: four jacks, four queens and four kings; the short game leaves the kings out. */
export const enemyCount = (variants: readonly Variant[]): number => (variants.includes('short') ? 8 : 12);
