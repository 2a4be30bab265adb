// Why the rules refuse a move: codes with their parameters, never sentences. The protocol's
// English words them (src/modules/thronfolge/protocol-english.ts); the screens have their own
// words (src/ui/thronfolge/strings.ts).
import type { Card } from '../../core/cards.js';

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
