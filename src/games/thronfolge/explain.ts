// One-line reasons for rejected moves, for the protocol's error lines and the UI.
import { cardText } from '../../core/cards.js';
import { isThronfolgeCard } from './cardTable.js';
import { isLegal } from './legal.js';
import type { ThronfolgeMove, ThronfolgeState } from './types.js';

export function explainIllegal(s: ThronfolgeState, m: ThronfolgeMove): string {
  if (s.result !== null) return 'the game is over';
  if (isLegal(s, m)) return 'the move is legal';
  const hand = s.hands[s.current];
  if (m?.type === 'play') {
    if (hand.length === 0) return 'your hand is empty: you must take';
    if (!isThronfolgeCard(m.card)) {
      return typeof m.card === 'number' && Number.isInteger(m.card) && m.card >= 0 && m.card < 52
        ? `${cardText(m.card)} is not one of the 45 Thronfolge cards`
        : 'that is not a card';
    }
    return `${cardText(m.card)} is not in your hand`;
  }
  if (m?.type === 'take') {
    if (s.taken[s.current]) return 'you have already taken this round: play a card';
    return 'the row is empty, there is nothing to take: play a card';
  }
  return 'unknown move; expected "play C" or "take"';
}
