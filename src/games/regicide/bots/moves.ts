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

const byNumber = (a: number, b: number): number => a - b;

/** The element of `legal` equal to `m` (the same moveKey), or null. */
export function findLegal(legal: readonly RegicideMove[], m: RegicideMove): RegicideMove | null {
  // Compared field by field, not by key: a bot does this on every move of a simulation, and the
  // keys (a sorted copy and a string per legal move) were about 5% of the easy bot's time in a profile.
  const cards = m.type === 'play' || m.type === 'discard' ? [...m.cards].sort(byNumber) : [];
  for (const l of legal) if (sameMove(l, m, cards)) return l;
  return null;
}

/** moveKey(l) === moveKey(m), where `sorted` holds m's cards sorted numerically. */
function sameMove(l: RegicideMove, m: RegicideMove, sorted: readonly number[]): boolean {
  if (l.type !== m.type) return false;
  if (l.type === 'next') return m.type === 'next' && l.seat === m.seat;
  if (l.type !== 'play' && l.type !== 'discard') return true;
  if (l.cards.length !== sorted.length) return false;
  if (sorted.length === 1) return l.cards[0] === sorted[0];
  const mine = [...l.cards].sort(byNumber);
  return mine.every((c, i) => c === sorted[i]);
}
