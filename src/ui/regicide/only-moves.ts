// When no cards can be played or discarded, the only way on is a key (f to flip, y to yield):
// the prompt and Enter must point there rather than at selecting cards.
import type { Phase, RegicideMove } from '../../games/regicide/types.js';

export interface OnlyMoves {
  flip: boolean;
  yield: boolean;
}

/** The key moves left when no play or discard is legal, or null when cards can still be used. */
export function onlyKeyMoves(phase: Phase, legal: readonly RegicideMove[]): OnlyMoves | null {
  if (phase === 'over' || phase === 'next' || legal.length === 0) return null;
  if (legal.some((m) => m.type === 'play' || m.type === 'discard')) return null;
  const flip = legal.some((m) => m.type === 'flip');
  const yieldToo = legal.some((m) => m.type === 'yield');
  return flip || yieldToo ? { flip, yield: yieldToo } : null;
}
