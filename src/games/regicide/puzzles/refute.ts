// Why a wrong answer to a puzzle loses, in codes for the screens to word. The solver proved
// that every way on from the move loses; a proof is a tree, too big to show, so the learner gets
// its gist: the move leaves an attack the hand cannot cover at once, or, played on as well as the
// rule-based policy plays, the deal falls at a named enemy.
import { cardText } from '../../../core/cards.js';
import { applyInPlace, cloneState } from '../apply.js';
import { handValue, isLegal } from '../legal.js';
import { formatMove, parseMove } from '../notation.js';
import { policyMove } from '../heuristics/policy.js';
import { canonical } from '../solver/pilot.js';
import type { RegicideState } from '../types.js';
import type { Refutation } from './types.js';

const MAX_PLAYOUT = 400;

/** The refutation of `moveText` in the puzzle's position `s`; throws for an illegal move. */
export function refutation(s: RegicideState, moveText: string, answer: string): Refutation {
  const move = canonical(parseMove(moveText));
  if (!isLegal(s, move)) throw new Error(`${moveText} is not legal here`);
  const text = formatMove(move);
  if (text === formatMove(canonical(parseMove(answer)))) return { kind: 'answer', move: text };
  const after = cloneState(s);
  applyInPlace(after, move);
  // The engine ends the game at once when the attack cannot be covered (phase over, due kept), so
  // a discard the hand cannot pay never waits for a move.
  if (after.outcome === 'lost' && after.damageDue > 0) {
    return { kind: 'cannotCover', move: text, enemy: cardText(after.enemy), due: after.damageDue, worth: handValue(after.hands[after.current]) };
  }
  for (let n = 0; n < MAX_PLAYOUT && after.outcome === null; n++) applyInPlace(after, canonical(policyMove(after)));
  const enemy = after.enemy >= 0 ? cardText(after.enemy) : '';
  return { kind: 'fallsLater', move: text, enemy, defeated: after.defeated };
}
