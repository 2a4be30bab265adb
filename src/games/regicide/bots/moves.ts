// Matching a move a bot computed against the legal list it was given: bots only ever return an
// element of `legal`, whatever their own move generator produced.
import type { RegicideMove } from '../types.js';

/** Canonical identity of a move: type plus its cards sorted numerically. */
export function moveKey(m: RegicideMove): string {
  switch (m.type) {
    case 'play':
    case 'discard':
      return `${m.type}:${[...m.cards].sort((a, b) => a - b).join(',')}`;
    case 'next':
      return `next:${m.seat}`;
    default:
      return m.type;
  }
}

/** The element of `legal` equal to `m`, or null. */
export function findLegal(legal: readonly RegicideMove[], m: RegicideMove): RegicideMove | null {
  const key = moveKey(m);
  for (const l of legal) if (moveKey(l) === key) return l;
  return null;
}
