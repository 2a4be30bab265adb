// Why a move is refused, as a code with its parameters (see refusals.ts for the codes).
import { isThronfolgeCard } from './cardTable.js';
import type { ThronfolgeRefusal } from './refusals.js';
import type { ThronfolgeMove, ThronfolgeState } from './types.js';

/** The refusal of a move the rules do not allow in `s` (call it for illegal moves only). */
export function refusalOf(s: ThronfolgeState, m: ThronfolgeMove): ThronfolgeRefusal {
  if (s.result !== null) return { code: 'gameOver' };
  const hand = s.hands[s.current];
  if (m?.type === 'play') {
    if (hand.length === 0) return { code: 'handEmptyMustTake' };
    if (!isThronfolgeCard(m.card)) {
      return typeof m.card === 'number' && Number.isInteger(m.card) && m.card >= 0 && m.card < 52 ? { code: 'notInGame', card: m.card } : { code: 'notACard' };
    }
    return { code: 'notInHand', card: m.card };
  }
  if (m?.type === 'take') return s.taken[s.current] ? { code: 'alreadyTaken' } : { code: 'rowEmpty' };
  return { code: 'unknownMove' };
}
