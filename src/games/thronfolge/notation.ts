// Move notation of ../shared/protocol.md: `play 10H`, `take` (case-insensitive).
import { JESTER, cardText, parseCard } from '../../core/cards.js';
import { NotationError } from '../../core/problems.js';
import type { ThronfolgeMove } from './types.js';

/** The moves as typed, for a notation problem that lists them. */
const FORMS = ['play C', 'take'] as const;

export function formatMove(m: ThronfolgeMove): string {
  return m.type === 'play' ? `play ${cardText(m.card)}` : 'take';
}

/** Parses one move; throws a NotationError whose code says what is wrong. Legality is checked elsewhere. */
export function parseMove(text: string): ThronfolgeMove {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const verb = (words.shift() ?? '').toLowerCase();
  switch (verb) {
    case 'play': {
      if (words.length !== 1) throw new NotationError({ code: 'needsOneCard', verb });
      const card = parseCard(words[0]);
      if (card === null) throw new NotationError({ code: 'notACard', text: words[0], jester: false });
      if (card === JESTER) throw new NotationError({ code: 'noJesters', game: 'Thronfolge' });
      return { type: 'play', card };
    }
    case 'take':
      if (words.length) throw new NotationError({ code: 'takesNothing', verb });
      return { type: 'take' };
    case '':
      throw new NotationError({ code: 'emptyMove', forms: FORMS });
    default:
      throw new NotationError({ code: 'unknownVerb', verb, forms: FORMS });
  }
}
