// Playing a sampled world to its end with the policy, and scoring the end: a win beats any loss;
// among losses, more enemies defeated (and more damage on the last one) is better.
import type { RngState } from '../../../core/rng.js';
import { applyInPlace } from '../apply.js';
import { enemyStats } from '../values.js';
import type { RegicideState } from '../types.js';
import { policyMove } from './policy.js';

const MAX_MOVES = 400;
/** A win's worth against a loss's enemies defeated (0–11.9): solo. */
export const WIN_VALUE = 20;
/**
 * With teammates the quick policy's playouts seldom win (5–18% from the start), so a large win
 * bonus mostly adds noise; a win worth just above a full castle lets the enemies defeated, the
 * denser signal, lead. Over 700 paired four-player deals this raised `hard` from 59.6% to 65.4%
 * (difference ±5.0); over 200 deals each, two players +1.0 and three +2.5 points (within noise).
 * A larger bonus (30, 60) cost two players about 10 points.
 */
export const TEAM_WIN_VALUE = 14;

export function terminalValue(s: RegicideState): number {
  if (s.outcome === 'won') return (s.players === 1 ? WIN_VALUE : TEAM_WIN_VALUE) + s.flipsLeft * 0.05;
  const partial = s.enemy >= 0 ? Math.min(1, s.damage / enemyStats(s.enemy).health) : 0;
  return s.defeated + partial * 0.9;
}

/**
 * Mutates `s` to the end of the game. `rng` reseeds the world's shuffles so that every
 * candidate sees the same heals in the same world.
 */
export function rolloutValue(s: RegicideState, rng: RngState): number {
  s.rng = { ...rng };
  for (let n = 0; n < MAX_MOVES && s.outcome === null; n++) applyInPlace(s, policyMove(s));
  return terminalValue(s);
}
