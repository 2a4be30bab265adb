// Move notation of ../shared/protocol.md: `play 8D AC`, `yield`, `discard 6S 7H`, `next 2`, `flip`, `feign`.
import { type Card, cardsText, parseCard, sortCards } from '../../core/cards.js';
import { NotationError } from '../../core/problems.js';
import type { RegicideMove } from './types.js';

/** The moves as typed, for a notation problem that lists them. */
const FORMS = ['play', 'yield', 'discard', 'next', 'flip', 'feign'] as const;

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
  if (words.length === 0) throw new NotationError({ code: 'needsCards', verb });
  const cards = words.map((w) => {
    const c = parseCard(w);
    if (c === null) throw new NotationError({ code: 'notACard', text: w, jester: true });
    return c;
  });
  // Canonical order, so that the order a player typed never changes the game.
  return sortCards(cards);
}

/** Parses one move; throws a NotationError whose code says what is wrong. Legality is checked elsewhere. */
export function parseMove(text: string): RegicideMove {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const verb = (words.shift() ?? '').toLowerCase();
  switch (verb) {
    case 'play':
    case 'discard':
      return { type: verb, cards: parseCards(words, verb) };
    case 'next': {
      if (words.length !== 1 || !/^[1-9]$/.test(words[0])) throw new NotationError({ code: 'needsSeat', verb });
      return { type: 'next', seat: Number(words[0]) };
    }
    case 'yield':
    case 'flip':
    case 'feign':
      if (words.length) throw new NotationError({ code: 'takesNothing', verb });
      return { type: verb };
    case '':
      throw new NotationError({ code: 'emptyMove', forms: FORMS });
    default:
      throw new NotationError({ code: 'unknownVerb', verb, forms: FORMS });
  }
}
