// Pieces of the screen-reader narration both games share: a line is a label and its text, a list
// is numbered, a long list says how many more it holds. Plain text only: no box drawing, no
// colour, nothing that only makes sense on a redrawn screen.
import { JESTER, makeCard } from '../../core/cards.js';
import type { Heard } from '../../table/client.js';
import { saidLine } from './said-lines.js';
import type { SpokenTexts } from './texts/spoken.js';
import type { SharedTalkTexts } from './texts/talk.js';
import { FACE_RANKS } from '../../text/card-letters.js';

/** "1 five of hearts, 2 …": the numbers are the keys that choose. */
export const numbered = (items: readonly string[], from = 1): string => items.map((item, i) => `${i + from} ${item}`).join(', ');

/** A hand as its number keys select it: "card 1: 2 of clubs; card 2: 3 of hearts" (a number never runs into a rank). */
export const numberedCards = (cards: readonly string[], spoken: SpokenTexts): string => spoken.parts(cards.map((card, i) => spoken.numberedCard(i + 1, card)));

/** The first `max` items and how many are left out, for lists a listener cannot take in whole. */
export function firstOf<T>(items: readonly T[], max: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

const SUIT_SYMBOLS = ['♠', '♥', '♦', '♣'];

/** A text written for the screen, with its cards and suit symbols in words ("the 10♠" → "the 10 of spades"). */
export function spokenText(text: string, spoken: SpokenTexts): string {
  return (
    text
      // Cards side by side on the screen are a list when heard: "ace of spades, 4 of diamonds".
      .replace(/((?<![\w])(?:10|[2-9]|[AJQKBVDR])[♠♥♦♣]|★) (?=(?:10|[2-9]|[AJQKBVDR])[♠♥♦♣]|★)/g, '$1, ')
      .replace(/(?<![\w])(10|[2-9]|[AJQKBVDR])([♠♥♦♣])/g, (_, rank: string, suit: string) => spoken.card(makeCard(FACE_RANKS[rank] ?? Number(rank), SUIT_SYMBOLS.indexOf(suit))))
      // A suit's power: "♠ shields you" is "spades shield you" in English, whose suits are plural.
      .replace(/([♠♥♦♣]) (\p{Ll}+)/gu, (_, suit: string, verb: string) => `${spoken.suit(SUIT_SYMBOLS.indexOf(suit))} ${spoken.suitVerb(verb)}`)
      .replace(/[♠♥♦♣]/g, (suit) => spoken.suit(SUIT_SYMBOLS.indexOf(suit)))
      .replace(/★/g, spoken.card(JESTER))
  );
}

/** Something said at the table, as the event log words it ("Bob: “I'd like to go next”"), its cards in words. */
export const spokenSaid = (heard: Heard, talk: SharedTalkTexts, player: (seat: number) => string, spoken: SpokenTexts): string => spokenText(saidLine(heard, talk, player), spoken);
