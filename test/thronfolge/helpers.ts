// Shared test helpers: cards from text, hand-made states, a seeded random source for simulations.
import { type Card, parseCard, sortCards } from '../../src/core/cards.js';
import { setup } from '../../src/games/thronfolge/setup.js';
import type { ThronfolgeState, Variant } from '../../src/games/thronfolge/types.js';

/** `cards('AS 10H')` → card integers; the empty string gives []. */
export function cards(text: string): Card[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => {
      const c = parseCard(t);
      if (c === null) throw new Error(`bad card in test: ${t}`);
      return c;
    });
}

export interface Craft {
  hands?: [string, string];
  row?: string;
  collections?: [string, string];
  deck?: string;
  removed?: string;
  taken?: [boolean, boolean];
  current?: number;
  starter?: number;
  round?: number;
  variants?: Variant[];
}

/**
 * A hand-made position for rule tests. It starts from a real setup and replaces the given
 * parts; it does not insist that all 45 cards are accounted for.
 */
export function craft(c: Craft): ThronfolgeState {
  const s = setup({ first: 1, variants: c.variants ?? [] }, 'craft');
  if (c.hands) s.hands = c.hands.map((h) => sortCards(cards(h)));
  if (c.row !== undefined) s.row = cards(c.row);
  if (c.collections) s.collections = c.collections.map(cards);
  if (c.deck !== undefined) s.deck = cards(c.deck);
  if (c.removed !== undefined) s.removed = cards(c.removed);
  if (c.taken) s.taken = c.taken.slice();
  if (c.current !== undefined) s.current = c.current;
  if (c.starter !== undefined) s.starter = c.starter;
  if (c.round !== undefined) s.round = c.round;
  return s;
}

/** mulberry32: a tiny seeded generator so simulations never touch Math.random. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)];
