// The pilot method: walk down one line; at every decision, play each candidate move followed by
// the rule-based policy to the end of the game, in the true world (the solver knows it), and keep
// the candidate whose playout went furthest. A playout that wins ends the search with its line.
import { sortCards } from '../../../core/cards.js';
import { applyInPlace, cloneState } from '../apply.js';
import { legalMoves } from '../legal.js';
import type { RegicideMove, RegicideState } from '../types.js';
import { candidateMoves } from '../heuristics/candidates.js';
import { policyMove } from '../heuristics/policy.js';
import { terminalValue } from '../heuristics/rollout.js';

export interface Spender {
  /** Accounts for one position; false when the search must stop. */
  spend(): boolean;
}

/** Card order inside a move decides pile order, so moves are kept in canonical order. */
export const canonical = (m: RegicideMove): RegicideMove => ('cards' in m ? { ...m, cards: sortCards(m.cards) } : m);

/** Plays the policy to the end; pushes its moves to `moves`. Null when the budget ran out. */
function playout(s: RegicideState, moves: RegicideMove[], budget: Spender): number | null {
  while (s.outcome === null) {
    if (!budget.spend()) return null;
    const m = canonical(policyMove(s));
    moves.push(m);
    applyInPlace(s, m);
  }
  return terminalValue(s);
}

export interface PilotOutcome {
  result: 'won' | 'unknown';
  line: RegicideMove[];
}

/**
 * `width` candidates per decision (the policy's best, plus flips, feigns and seat choices).
 * `rnd`/`noise` perturb the choice among candidates whose playouts tie, so restarts differ.
 */
export function pilotSearch(root: RegicideState, width: number, budget: Spender, rnd: () => number, noise: number): PilotOutcome {
  const s = cloneState(root);
  const line: RegicideMove[] = [];
  const tail: RegicideMove[] = [];
  while (s.outcome === null) {
    const legal = legalMoves(s);
    if (legal.length === 0) return { result: 'unknown', line: [] };
    const candidates = legal.length === 1 ? legal : candidateMoves(s, legal, width);
    let best: RegicideMove | null = null;
    let bestValue = -Infinity;
    for (const move of candidates) {
      const c = cloneState(s);
      const m = canonical(move);
      applyInPlace(c, m);
      tail.length = 0;
      const value = candidates.length === 1 ? 0 : playout(c, tail, budget);
      if (value === null) return { result: 'unknown', line: [] };
      if (c.outcome === 'won') return { result: 'won', line: [...line, m, ...tail] };
      const v = value + noise * rnd();
      if (v > bestValue) {
        bestValue = v;
        best = m;
      }
    }
    line.push(best!);
    applyInPlace(s, best!);
  }
  return { result: s.outcome === 'won' ? 'won' : 'unknown', line: s.outcome === 'won' ? line : [] };
}
