// Cards in words, for a screen reader: "5 of hearts", "Herz 5". Symbols like ♥ are read out
// differently by every reader ("black heart suit"), letters like 5H not at all well.
import { JESTER, rankOf, suitOf, type Card } from '../../../core/cards.js';
import type { Dictionary } from '../i18n.js';

export interface SpokenTexts {
  suit: (suit: number) => string;
  card: (card: Card) => string;
  /** "Label: text" (French spaces its colon and semicolon). */
  labelled: (label: string, text: string) => string;
  /** Parts of one line, "a; b". */
  parts: (items: readonly string[]) => string;
}

const plain = { labelled: (label: string, text: string) => `${label}: ${text}`, parts: (items: readonly string[]) => items.join('; ') };
const french = { labelled: (label: string, text: string) => `${label}\u00a0: ${text}`, parts: (items: readonly string[]) => items.join('\u00a0; ') };

const EN_SUITS = ['spades', 'hearts', 'diamonds', 'clubs'];
const EN_RANKS: Record<number, string> = { 1: 'ace', 11: 'jack', 12: 'queen', 13: 'king' };
const DE_SUITS = ['Pik', 'Herz', 'Karo', 'Kreuz'];
const DE_RANKS: Record<number, string> = { 1: 'Ass', 11: 'Bube', 12: 'Dame', 13: 'König' };
const FR_SUITS = ['pique', 'cœur', 'carreau', 'trèfle'];
const FR_RANKS: Record<number, string> = { 1: 'as', 11: 'valet', 12: 'dame', 13: 'roi' };
const NB_SUITS = ['spar', 'hjerter', 'ruter', 'kløver'];
const NB_RANKS: Record<number, string> = { 1: 'ess', 11: 'knekt', 12: 'dame', 13: 'konge' };

export const SPOKEN_TEXTS: Dictionary<SpokenTexts> = {
  en: {
    ...plain,
    suit: (s) => EN_SUITS[s] ?? '',
    card: (c) => (c === JESTER ? 'jester' : `${EN_RANKS[rankOf(c)] ?? rankOf(c)} of ${EN_SUITS[suitOf(c)]}`),
  },
  de: {
    ...plain,
    suit: (s) => DE_SUITS[s] ?? '',
    card: (c) => (c === JESTER ? 'Narr' : `${DE_SUITS[suitOf(c)]} ${DE_RANKS[rankOf(c)] ?? rankOf(c)}`),
  },
  fr: {
    ...french,
    suit: (s) => FR_SUITS[s] ?? '',
    card: (c) => (c === JESTER ? 'joker' : `${FR_RANKS[rankOf(c)] ?? rankOf(c)} de ${FR_SUITS[suitOf(c)]}`),
  },
  nb: {
    ...plain,
    suit: (s) => NB_SUITS[s] ?? '',
    card: (c) => (c === JESTER ? 'narr' : `${NB_SUITS[suitOf(c)]} ${NB_RANKS[rankOf(c)] ?? rankOf(c)}`),
  },
};
