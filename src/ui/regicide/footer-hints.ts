// The key hints of the footer: only what can be done right now, on one row. When the row is too
// narrow, the hints people need least go first (the help lists every key): the cursor keys, then
// d and v, then how to select.
import type { Phase } from '../../games/regicide/types.js';
import type { OnlyMoves } from './only-moves.js';
import type { RegicideTexts } from './strings.js';

export interface HintState {
  myTurn: boolean;
  phase: Phase;
  canYield: boolean;
  canFlip: boolean;
  canFeign: boolean;
  /** No cards can be used: only these keys move the game on (see only-moves.ts). */
  only?: OnlyMoves | null;
}

/** Hints are joined with two spaces (see Footer). */
const rowLength = (hints: readonly string[]) => [...hints.join('  ')].length;

export function footerHints(t: RegicideTexts, s: HintState, width: number): string[] {
  const extras = ['d', 'v'].map((k) => t.footerKey(k));
  const always = ['?', 'q'].map((k) => t.footerKey(k));
  if (!s.myTurn) return fit(width, [t.keysWaiting], extras, always);
  if (s.phase === 'next') return fit(width, [t.keysNext], extras, always);
  if (s.only) return fit(width, [s.only.flip ? t.keyFlip : '', s.only.yield ? t.keyYield : ''].filter(Boolean), extras, always);
  const moves = [s.phase === 'discard' ? t.keysDiscard : t.keysPlay];
  if (s.phase === 'play' && s.canYield) moves.push(t.keyYield);
  if (s.canFlip) moves.push(t.keyFlip);
  if (s.phase === 'play' && s.canFeign) moves.push(t.keyFeign);
  const tries = [
    [t.keysMove, t.keysSelect, ...moves, ...extras, ...always],
    [t.keysSelect, ...moves, ...extras, ...always],
    [t.keysSelect, ...moves, ...always],
    [...moves, ...always],
  ];
  return tries.find((hints) => rowLength(hints) <= width) ?? tries[tries.length - 1];
}

function fit(width: number, main: string[], extras: string[], always: string[]): string[] {
  const full = [...main, ...extras, ...always];
  return rowLength(full) <= width ? full : [...main, ...always];
}
