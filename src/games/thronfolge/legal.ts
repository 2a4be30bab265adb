// Which moves are legal: the generator (complete, canonical order) and the direct check.
// The random-simulation tests hold the two against each other.
import type { ThronfolgeMove, ThronfolgeState } from './types.js';

/** Moves a seat still has this round: every card in hand is a play, plus the take if not made. */
export const movesLeft = (s: ThronfolgeState, seat: number): number => s.hands[seat].length + (s.taken[seat] ? 0 : 1);

/** The take is once per round; by choice it needs a card in the row, forced (empty hand) it does not. */
export function canTake(s: ThronfolgeState, seat = s.current): boolean {
  return !s.taken[seat] && (s.row.length > 0 || s.hands[seat].length === 0);
}

export function isLegal(s: ThronfolgeState, m: ThronfolgeMove): boolean {
  if (s.result !== null || m === null || typeof m !== 'object') return false;
  switch (m.type) {
    case 'play':
      // Hands only hold game cards, so membership is the whole check.
      return s.hands[s.current].includes(m.card);
    case 'take':
      return canTake(s);
    default:
      return false;
  }
}

/** Every legal move: the plays in canonical card order (hands are kept sorted), then the take. */
export function legalMoves(s: ThronfolgeState): ThronfolgeMove[] {
  const out: ThronfolgeMove[] = [];
  if (s.result !== null) return out;
  for (const card of s.hands[s.current]) out.push({ type: 'play', card });
  if (canTake(s)) out.push({ type: 'take' });
  return out;
}
