// Why a move is refused, as a code with its numbers (see refusals.ts for the codes).
import { inHand, isSolo } from './legal.js';
import { playProblem } from './preview.js';
import type { RegicideRefusal } from './refusals.js';
import type { Phase, RegicideMove, RegicideState } from './types.js';
import { sumValues } from './values.js';

/** The phase each kind of move belongs to (a flip has two, so it is checked by its rule). */
const PHASE_OF: Partial<Record<RegicideMove['type'], Phase>> = { play: 'play', yield: 'play', feign: 'play', discard: 'discard', next: 'next' };

const has = (s: RegicideState, v: string): boolean => (s.variants as string[]).includes(v);

/** The refusal of a move the rules do not allow in `s` (call it for illegal moves only). */
export function refusalOf(s: RegicideState, m: RegicideMove): RegicideRefusal {
  if (s.outcome !== null) return { code: 'gameOver' };
  const type = m?.type;
  if (type === undefined || !['play', 'yield', 'feign', 'discard', 'next', 'flip'].includes(type)) return { code: 'unknownMove' };
  const phase = PHASE_OF[type];
  if (phase && phase !== s.phase) {
    return { code: 'wrongPhase', phase: s.phase as Exclude<Phase, 'over'>, move: type, solo: isSolo(s), due: s.damageDue };
  }
  switch (m.type) {
    case 'yield':
      return { code: 'cannotYield', reason: yieldBlocker(s) };
    case 'feign':
      return feignRefusal(s);
    case 'flip':
      return { code: 'cannotFlip', reason: isSolo(s) ? 'noneLeft' : 'notSolo' };
    case 'next':
      return { code: 'noSuchSeat', seat: m.seat, players: s.players };
    case 'play': {
      if (!inHand(s.hands[s.current], m.cards)) return { code: 'notInHand' };
      // In hand and refused: the shape is wrong, so there is a problem to name.
      return { code: 'badCombo', problem: playProblem(m.cards)! };
    }
    case 'discard': {
      if (!inHand(s.hands[s.current], m.cards)) return { code: 'notInHand' };
      const worth = sumValues(m.cards);
      if (worth < s.damageDue) return { code: 'discardTooLow', worth, due: s.damageDue };
      return { code: 'discardTooHigh', due: s.damageDue };
    }
  }
}

/** Why the current seat may not yield (only asked when it may not). */
function yieldBlocker(s: RegicideState): 'solo' | 'twiceInARow' | 'everyoneYielded' {
  if (!isSolo(s)) return 'everyoneYielded';
  return has(s, 'solo-yield') ? 'twiceInARow' : 'solo';
}

function feignRefusal(s: RegicideState): RegicideRefusal {
  const size = s.hands[s.current].length;
  const limit = s.handLimit;
  const refuse = (reason: 'variant' | 'handNotFull' | 'twiceInARow' | 'everyoneYielded'): RegicideRefusal => ({ code: 'cannotFeign', reason, size, limit });
  if (!has(s, 'feign-death')) return refuse('variant');
  if (size !== limit) return refuse('handNotFull');
  if (isSolo(s)) return refuse('twiceInARow');
  // Variant and full hand are there: in multiplayer only the yield rule is left.
  return refuse('everyoneYielded');
}
