// Playing a sampled world to its end with the policy, and scoring the end: a win beats any loss;
// among losses, more enemies defeated (and more damage on the last one) is better.
import type { RngState } from '../../../core/rng.js';
import { applyInPlace } from '../apply.js';
import { enemyStats } from '../values.js';
import type { RegicideState } from '../types.js';
import { policyMove } from './policy.js';

const MAX_MOVES = 400;
export const WIN_VALUE = 20;

export function terminalValue(s: RegicideState): number {
  if (s.outcome === 'won') return WIN_VALUE + s.flipsLeft * 0.05;
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
