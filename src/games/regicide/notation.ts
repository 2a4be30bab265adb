// Move notation of ../shared/protocol.md: `play 8D AC`, `yield`, `discard 6S 7H`, `next 2`, `flip`, `feign`.
import { type Card, cardsText, parseCard, sortCards } from '../../core/cards.js';
import type { RegicideMove } from './types.js';

export function formatMove(m: RegicideMove): string {
  switch (m.type) {
    case 'play':
    case 'discard':
      return `${m.type} ${cardsText(m.cards).join(' ')}`;
    case 'next':
      return `next ${m.seat}`;
    default:
      return m.type;
  }
}

function parseCards(words: string[], verb: string): Card[] {
  if (words.length === 0) throw new Error(`"${verb}" needs at least one card, e.g. "${verb} 7H"`);
  const cards = words.map((w) => {
    const c = parseCard(w);
    if (c === null) throw new Error(`"${w}" is not a card (use rank A 2-10 J Q K + suit S H D C, or X for a jester)`);
    return c;
  });
  // Canonical order, so that the order a player typed never changes the game.
  return sortCards(cards);
}

/** Parses one move; throws a one-line Error saying what is wrong. Legality is checked elsewhere. */
export function parseMove(text: string): RegicideMove {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const verb = (words.shift() ?? '').toLowerCase();
  switch (verb) {
    case 'play':
    case 'discard':
      return { type: verb, cards: parseCards(words, verb) };
    case 'next': {
      if (words.length !== 1 || !/^[1-9]$/.test(words[0])) throw new Error('"next" needs one seat number, e.g. "next 2"');
      return { type: 'next', seat: Number(words[0]) };
    }
    case 'yield':
    case 'flip':
    case 'feign':
      if (words.length) throw new Error(`"${verb}" takes nothing after it`);
      return { type: verb };
    case '':
      throw new Error('empty move; expected play, yield, discard, next, flip or feign');
    default:
      throw new Error(`unknown move "${verb}"; expected play, yield, discard, next, flip or feign`);
  }
}
