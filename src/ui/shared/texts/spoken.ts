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
  /** A hand's card by the number key that selects it: "card 2: 3 of hearts". */
  numberedCard: (position: number, card: string) => string;
  /** The screen's arrow said as a word ("0→13": "0 to 13"). */
  arrow: string;
  /** The screen's "← →" (the cursor keys a lesson names) in words. */
  arrowKeys: string;
  /**
   * A suit's power after its bare symbol ("♠ shields you"), said as the verb agrees with the
   * suit's word: English says suits in the plural ("spades shield you"), so its verbs lose their
   * -s. A word not listed is said as written.
   */
  suitVerb: (verb: string) => string;
}

const plain = { labelled: (label: string, text: string) => `${label}: ${text}`, parts: (items: readonly string[]) => items.join('; ') };
const french = { labelled: (label: string, text: string) => `${label}\u00a0: ${text}`, parts: (items: readonly string[]) => items.join('\u00a0; ') };

interface CardWords {
  suits: readonly string[];
  /** Ace and the faces; other ranks are said as numbers. */
  ranks: Readonly<Record<number, string>>;
  jester: string;
  /** The order of the language: "five of hearts", "Herz 5". */
  say: (rank: string, suit: string) => string;
  /** The word before a hand card's number ("card" 2). */
  position: string;
  arrow: string;
  arrowKeys: string;
  /** The screen's verbs after a bare suit symbol and their spoken form (none: said as written). */
  suitVerbs?: Readonly<Record<string, string>>;
}

const speaking = (punctuation: typeof plain, words: CardWords): SpokenTexts => ({
  ...punctuation,
  suit: (s) => words.suits[s] ?? '',
  card: (c) => (c === JESTER ? words.jester : words.say(words.ranks[rankOf(c)] ?? String(rankOf(c)), words.suits[suitOf(c)] ?? '')),
  numberedCard: (position, card) => punctuation.labelled(`${words.position} ${position}`, card),
  arrow: words.arrow,
  arrowKeys: words.arrowKeys,
  suitVerb: (verb) => words.suitVerbs?.[verb] ?? verb,
});

export const SPOKEN_TEXTS: Dictionary<SpokenTexts> = {
  en: speaking(plain, {
    suits: ['spades', 'hearts', 'diamonds', 'clubs'],
    ranks: { 1: 'ace', 11: 'jack', 12: 'queen', 13: 'king' },
    jester: 'jester',
    say: (r, s) => `${r} of ${s}`,
    position: 'card',
    arrow: 'to',
    arrowKeys: 'the left and right arrows',
    suitVerbs: { shields: 'shield', draws: 'draw', heals: 'heal', doubles: 'double' },
  }),
  de: speaking(plain, {
    suits: ['Pik', 'Herz', 'Karo', 'Kreuz'],
    ranks: { 1: 'Ass', 11: 'Bube', 12: 'Dame', 13: 'König' },
    jester: 'Narr',
    say: (r, s) => (/^\d/.test(r) ? `${s} ${r}` : `${s}-${r}`),
    position: 'Karte',
    arrow: 'auf',
    arrowKeys: 'die Pfeile nach links und rechts',
  }),
  fr: speaking(french, {
    suits: ['pique', 'cœur', 'carreau', 'trèfle'],
    ranks: { 1: 'as', 11: 'valet', 12: 'dame', 13: 'roi' },
    jester: 'joker',
    say: (r, s) => `${r} de ${s}`,
    position: 'carte',
    arrow: 'à',
    arrowKeys: 'les flèches gauche et droite',
  }),
  nb: speaking(plain, {
    suits: ['spar', 'hjerter', 'ruter', 'kløver'],
    ranks: { 1: 'ess', 11: 'knekt', 12: 'dame', 13: 'konge' },
    jester: 'narr',
    say: (r, s) => `${s} ${r}`,
    position: 'kort',
    arrow: 'til',
    arrowKeys: 'venstre- og høyrepilen',
  }),
};
