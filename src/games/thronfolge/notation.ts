// Move notation of ../shared/protocol.md: `play 10H`, `take` (case-insensitive).
import { JESTER, cardText, parseCard } from '../../core/cards.js';
import type { ThronfolgeMove } from './types.js';

export function formatMove(m: ThronfolgeMove): string {
  return m.type === 'play' ? `play ${cardText(m.card)}` : 'take';
}

/** Parses one move; throws a one-line Error saying what is wrong. Legality is checked elsewhere. */
export function parseMove(text: string): ThronfolgeMove {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const verb = (words.shift() ?? '').toLowerCase();
  switch (verb) {
    case 'play': {
      if (words.length !== 1) throw new Error('"play" needs exactly one card, e.g. "play 10H"');
      const card = parseCard(words[0]);
      if (card === null) throw new Error(`"${words[0]}" is not a card (use rank A 2-10 J Q K + suit S H D C)`);
      if (card === JESTER) throw new Error('Thronfolge has no jesters');
      return { type: 'play', card };
    }
    case 'take':
      if (words.length) throw new Error('"take" takes nothing after it');
      return { type: 'take' };
    case '':
      throw new Error('empty move; expected "play C" or "take"');
    default:
      throw new Error(`unknown move "${verb}"; expected "play C" or "take"`);
  }
}
