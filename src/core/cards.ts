// Cards are small integers so that engines can copy and compare them cheaply:
// suit * 13 + (rank - 1) for the 52 ordinary cards, JESTER for a jester (all jesters are alike).
export type Card = number;

export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type SuitLetter = (typeof SUITS)[number];
export const SPADES = 0;
export const HEARTS = 1;
export const DIAMONDS = 2;
export const CLUBS = 3;
export const JESTER: Card = 52;

const RANK_TEXT = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_SYMBOL = ['♠', '♥', '♦', '♣'];

export const makeCard = (rank: number, suit: number): Card => suit * 13 + (rank - 1);
/** 1 = ace … 10, 11 = jack, 12 = queen, 13 = king; 0 for a jester. */
export const rankOf = (c: Card): number => (c === JESTER ? 0 : (c % 13) + 1);
/** 0 ♠, 1 ♥, 2 ♦, 3 ♣; -1 for a jester. */
export const suitOf = (c: Card): number => (c === JESTER ? -1 : Math.floor(c / 13));

/** Canonical notation of the protocol: `10H`, `AS`, `QC`, `X`. */
export function cardText(c: Card): string {
  // A table of the 53 texts: the bots turn views to cards and back on every move of a simulation.
  return CARD_TEXT[c] ?? (c === JESTER ? 'X' : RANK_TEXT[rankOf(c)] + SUITS[suitOf(c)]);
}

/** A card for people: `10♥` (or `10H` with ascii); a jester is `★` (or `X`). */
export function cardLabel(c: Card, ascii = false): string {
  if (c === JESTER) return ascii ? 'X' : '★';
  return RANK_TEXT[rankOf(c)] + (ascii ? SUITS[suitOf(c)] : SUIT_SYMBOL[suitOf(c)]);
}

export const suitSymbol = (suit: number, ascii = false): string => (ascii ? SUITS[suit] : SUIT_SYMBOL[suit]);

const CARD_PATTERN = /^(10|[2-9]|[AJQK])([SHDC])$/;

/** Every card's canonical text, by card (jester last), and back. */
const CARD_TEXT: readonly string[] = Array.from({ length: JESTER + 1 }, (_, c) => (c === JESTER ? 'X' : RANK_TEXT[(c % 13) + 1] + SUITS[Math.floor(c / 13)]));
const CANONICAL = new Map<string, Card>(CARD_TEXT.map((text, c) => [text, c]));

/** Parses one card in notation, case-insensitive; null when it is not a card. */
export function parseCard(text: string): Card | null {
  // Canonical text (every view a bot reads) without the pattern; anything else as before.
  const canonical = CANONICAL.get(text);
  if (canonical !== undefined) return canonical;
  const t = text.trim().toUpperCase();
  if (t === 'X') return JESTER;
  const m = CARD_PATTERN.exec(t);
  if (!m) return null;
  const rank = RANK_TEXT.indexOf(m[1]);
  return makeCard(rank, SUITS.indexOf(m[2] as SuitLetter));
}

/** Canonical order inside a move and a hand: by rank, then suit ♠ ♥ ♦ ♣; jesters last. */
export function compareCards(a: Card, b: Card): number {
  const ra = a === JESTER ? 99 : rankOf(a);
  const rb = b === JESTER ? 99 : rankOf(b);
  return ra - rb || a - b;
}

export const sortCards = (cards: readonly Card[]): Card[] => [...cards].sort(compareCards);
export const cardsText = (cards: readonly Card[]): string[] => sortCards(cards).map(cardText);

/**
 * A card read back from notation that must hold one (a view is the protocol's JSON, so it holds
 * cards as text): anything else is a broken view, reported as such.
 */
export function cardOf(text: string): Card {
  const card = parseCard(text);
  if (card === null) throw new Error(`the view holds "${text}", which is not a card`);
  return card;
}

export const cardsOf = (texts: readonly string[]): Card[] => texts.map(cardOf);
