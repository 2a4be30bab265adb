// Why a move is refused, as a code with its parameters (see refusals.ts for the codes and the
// protocol's words).
import { isThronfolgeCard } from './cardTable.js';
import { isLegal } from './legal.js';
import { type ThronfolgeRefusal, refusalText } from './refusals.js';
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

/** A one-line English reason for a rejected move (the protocol's error lines). */
export function explainIllegal(s: ThronfolgeState, m: ThronfolgeMove): string {
  if (s.result === null && isLegal(s, m)) return 'the move is legal';
  return refusalText(refusalOf(s, m));
}
