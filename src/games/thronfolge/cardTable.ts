// The 45 cards of Thronfolge and what each one is. Lookups are flat tables indexed by the card
// integer, because scoring runs inside bot searches.
import { type Card, CLUBS, DIAMONDS, HEARTS, SPADES, makeCard } from '../../core/cards.js';

export type CardKind = 'follower' | 'favour' | 'betrayal' | 'crown';

/** Family value by suit ♠ ♥ ♦ ♣; it is also the number of followers the family has. */
export const FAMILY_VALUE: readonly number[] = [8, 7, 6, 5];
export const SET_POINTS = 5;
/** Suit order of the tie-breaks: ♠, ♥, ♦, ♣. */
export const FAMILY_ORDER: readonly number[] = [SPADES, HEARTS, DIAMONDS, CLUBS];

export const KING = 13;
export const CROWNS: readonly Card[] = [makeCard(KING, SPADES), makeCard(KING, DIAMONDS), makeCard(KING, CLUBS)];

const KIND: (CardKind | null)[] = new Array<CardKind | null>(52).fill(null);
const FAMILY = new Int8Array(52).fill(-1);
const POINTS = new Int8Array(52);

function define(kind: CardKind, points: number, cards: Card[]): void {
  for (const c of cards) {
    KIND[c] = kind;
    POINTS[c] = points;
  }
}

for (const suit of FAMILY_ORDER) {
  for (let rank = 1; rank <= FAMILY_VALUE[suit]; rank++) {
    const c = makeCard(rank, suit);
    KIND[c] = 'follower';
    FAMILY[c] = suit;
  }
}
define('favour', 2, [makeCard(11, SPADES), makeCard(11, HEARTS), makeCard(11, DIAMONDS), makeCard(11, CLUBS)]);
define('favour', 3, [makeCard(10, SPADES), makeCard(10, CLUBS)]);
define('favour', 4, [makeCard(KING, HEARTS)]);
define('betrayal', -1, [makeCard(9, SPADES), makeCard(9, DIAMONDS), makeCard(9, CLUBS)]);
define('betrayal', -2, [makeCard(10, HEARTS), makeCard(10, DIAMONDS), makeCard(12, HEARTS), makeCard(12, DIAMONDS)]);
define('betrayal', -3, [makeCard(12, SPADES), makeCard(12, CLUBS)]);
define('crown', 0, [...CROWNS]);

/** The cards in play, in ascending integer order (the order before the shuffle). */
export const THRONFOLGE_CARDS: readonly Card[] = KIND.flatMap((k, c) => (k === null ? [] : [c]));

export const isThronfolgeCard = (c: unknown): c is Card => typeof c === 'number' && Number.isInteger(c) && c >= 0 && c < 52 && KIND[c] !== null;

/** The kind of a card in play; null for the seven unused cards and anything else. */
export const kindOf = (c: Card): CardKind | null => (isThronfolgeCard(c) ? KIND[c] : null);

/** Suit of a follower (its family), −1 for every other card. */
export const familyOf = (c: Card): number => FAMILY[c] ?? -1;

/** Favour value (positive) or betrayal value (negative); 0 for followers and crowns. */
export const pointsOf = (c: Card): number => POINTS[c] ?? 0;

export const isCrown = (c: Card): boolean => KIND[c] === 'crown';
