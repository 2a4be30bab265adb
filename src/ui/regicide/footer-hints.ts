// The key hints of the footer: only what can be done right now.
import type { Phase } from '../../games/regicide/types.js';
import type { RegicideTexts } from './strings.js';

export interface HintState {
  myTurn: boolean;
  phase: Phase;
  canYield: boolean;
  canFlip: boolean;
  canFeign: boolean;
}

export function footerHints(t: RegicideTexts, s: HintState): string[] {
  const always = ['d', 'v', '?', 'q'].map((k) => t.footerKey(k));
  if (!s.myTurn) return [t.keysWaiting, ...always];
  if (s.phase === 'next') return [t.keysNext, ...always];
  const hints = [s.phase === 'discard' ? t.keysDiscard : t.keysPlay];
  if (s.phase === 'play' && s.canYield) hints.push(t.keyYield);
  if (s.canFlip) hints.push(t.keyFlip);
  if (s.phase === 'play' && s.canFeign) hints.push(t.keyFeign);
  return [...hints, ...always];
}
