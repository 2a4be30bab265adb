// The Thronfolge search bots: determinized flat Monte Carlo. Each world deals the cards the seat
// cannot see (the opponent's hand, the draw pile, the removed cards unless open) at random, every
// candidate is played in that same world and the game is finished by the (slightly noisy)
// policy. A win counts 1, a shared victory ½, plus a small share of the score margin.
import { botGenerator, drawRngState, generatorFromState, shuffleInPlace } from '../../../core/rng.js';
import type { Bot } from '../../../core/bot.js';
import { applyInPlace, cloneState } from '../apply.js';
import { stateFromView, unseenCards } from '../determinize.js';
import type { ThronfolgeMove, ThronfolgeState, ThronfolgeView } from '../types.js';
import { movesOf, policyMove } from './policy.js';

export interface ThronfolgeSearchConfig {
  worlds: number;
  rounds: number;
  /** In rollouts, the share of the opponent's moves made at random: a humbler opponent model. */
  oppRandom?: number;
  /** Size of the random jitter on the policy's move scores in rollouts. */
  jitter?: number;
}

export const THRONFOLGE_SEARCH: Record<'normal' | 'hard', ThronfolgeSearchConfig> = {
  normal: { worlds: 16, rounds: 1, oppRandom: 0.5 },
  hard: { worlds: 48, rounds: 3, oppRandom: 0.5 },
};

function rolloutValue(s: ThronfolgeState, me: number, noise: () => number, config: ThronfolgeSearchConfig): number {
  const oppRandom = config.oppRandom ?? 0;
  const jitter = config.jitter ?? 1.5;
  while (s.result === null) {
    const moves = movesOf(s);
    const m = s.current !== me && oppRandom > 0 && noise() < oppRandom ? moves[Math.floor(noise() * moves.length)] : policyMove(s, moves, noise, jitter);
    applyInPlace(s, m);
  }
  const r = s.result;
  const margin = (r.scores[me] - r.scores[1 - me]) * 0.01;
  if (r.shared) return 0.5;
  return (r.winner === me + 1 ? 1 : 0) + margin;
}

export function makeThronfolgeSearchBot(config: ThronfolgeSearchConfig, seed: string, name: string): Bot<ThronfolgeView, ThronfolgeMove> {
  const next = botGenerator(seed);
  return {
    name,
    choose(view: ThronfolgeView, legal: ThronfolgeMove[]): ThronfolgeMove {
      if (legal.length === 1) return legal[0];
      const me = view.seat - 1;
      const hidden = unseenCards(view);
      const totals = new Float64Array(legal.length);
      const counts = new Float64Array(legal.length);
      let alive = legal.map((_, i) => i);
      for (let round = 0; round < config.rounds && alive.length > 1; round++) {
        for (let w = 0; w < config.worlds; w++) {
          const world = stateFromView(view, shuffleInPlace(hidden.slice(), next));
          const noiseState = drawRngState(next);
          for (const i of alive) {
            const s = cloneState(world);
            applyInPlace(s, legal[i]);
            // The same noise stream per world for every candidate (common random numbers).
            totals[i] += rolloutValue(s, me, generatorFromState(noiseState), config);
            counts[i]++;
          }
        }
        alive.sort((x, y) => totals[y] / counts[y] - totals[x] / counts[x]);
        if (round < config.rounds - 1) alive = alive.slice(0, Math.max(2, Math.ceil(alive.length / 2)));
      }
      return legal[alive[0]];
    },
  };
}
