// Thronfolge's refusals in the protocol's English: one line each, the words scripts read in error
// lines and replay messages (src/protocol/english.ts asks for them through the game's module).
import { cardText } from '../../core/cards.js';
import type { ThronfolgeRefusal } from '../../games/thronfolge/refusals.js';

/** A refusal as the protocol's one-line English reason. */
export function thronfolgeRefusalEnglish(r: ThronfolgeRefusal): string {
  switch (r.code) {
    case 'gameOver':
      return 'the game is over';
    case 'handEmptyMustTake':
      return 'your hand is empty: you must take';
    case 'notACard':
      return 'that is not a card';
    case 'notInGame':
      return `${cardText(r.card)} is not one of the 45 Thronfolge cards`;
    case 'notInHand':
      return `${cardText(r.card)} is not in your hand`;
    case 'alreadyTaken':
      return 'you have already taken this round: play a card';
    case 'rowEmpty':
      return 'the row is empty, there is nothing to take: play a card';
    case 'unknownMove':
      return 'unknown move; expected "play C" or "take"';
  }
}
