// Move ordering: every legal move is applied to a private copy, the copies are scored by a
// static guess of how promising they are, and the search tries the best first. Kills come first
// (a defeated enemy outweighs everything else), exact kills before overkills (the enemy joins the
// tavern). Scores only order the search; they never prune it.
import { applyInPlace, cloneState } from '../apply.js';
import { attackAfterShield, legalMoves } from '../legal.js';
import { cardValue, enemyStats } from '../values.js';
import type { RegicideMove, RegicideState } from '../types.js';

export interface Child {
  move: RegicideMove;
  state: RegicideState;
  score: number;
}

const sum = (cards: readonly number[]): number => {
  let t = 0;
  for (const c of cards) t += cardValue(c);
  return t;
};

/** A static guess in card-value points: enemies defeated, damage dealt, resources kept. */
export function positionScore(s: RegicideState): number {
  if (s.outcome === 'won') return 1e9;
  if (s.outcome === 'lost') return -1e9;
  let hands = 0;
  let cards = 0;
  for (const h of s.hands) {
    hands += sum(h);
    cards += h.length;
  }
  let score = 1000 * s.defeated + 1.5 * s.damage + hands + 0.6 * sum(s.tavern) + 1.5 * cards + 12 * s.flipsLeft;
  if (s.enemy >= 0) {
    // What the current enemy still threatens: the next attack, and its remaining health.
    score -= 0.5 * attackAfterShield(s);
    score -= 0.2 * (enemyStats(s.enemy).health - s.damage);
  }
  if (s.phase === 'discard') score -= s.damageDue;
  return score;
}

export { noiseSource } from '../../../core/rng.js';

/** The children of `s`, best guess first. `noise` (points) shuffles near-ties on restarts. */
export function orderedChildren(s: RegicideState, noise: number, rnd: () => number): Child[] {
  const out: Child[] = [];
  for (const move of legalMoves(s)) {
    const state = cloneState(s);
    applyInPlace(state, move);
    let score = positionScore(state);
    if (noise > 0) score += noise * (rnd() - 0.5);
    out.push({ move, state, score });
  }
  out.sort((x, y) => y.score - x.score);
  return out;
}
