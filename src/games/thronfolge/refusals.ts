// Why the rules refuse a move: codes with their parameters, never sentences. The protocol words
// them with `refusalText`; the screens have their own words (src/ui/thronfolge/strings.ts).
import { type Card, cardText } from '../../core/cards.js';

export type ThronfolgeRefusal =
  | { code: 'gameOver' }
  /** A play from an empty hand: the only move left is the take. */
  | { code: 'handEmptyMustTake' }
  /** Not a card id at all. */
  | { code: 'notACard' }
  /** A card of the normal deck that Thronfolge does not use. */
  | { code: 'notInGame'; card: Card }
  | { code: 'notInHand'; card: Card }
  | { code: 'alreadyTaken' }
  /** A take by choice needs cards in the row. */
  | { code: 'rowEmpty' }
  | { code: 'unknownMove' };

/** A refusal as the protocol's one-line English reason. */
export function refusalText(r: ThronfolgeRefusal): string {
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
