// The two instant bots: `random` (uniform over the legal moves) and `easy` (the rule-based policy).
import type { RegicideMove, RegicideView } from '../types.js';
import type { RegicideBot } from './regicide-bot.js';
import { findLegal } from './moves.js';
import { policyMove } from '../heuristics/policy.js';
import { botGenerator } from '../../../core/rng.js';
import { publicState } from './world.js';
import { seenOf } from './seen.js';

export function makeRandomBot(seed: string): RegicideBot {
  const next = botGenerator(seed);
  return {
    name: 'random',
    choose: (_view: RegicideView, legal: RegicideMove[]) => legal[Math.floor(next() * legal.length)],
  };
}

/** Needs no seed: the policy reads only public facts and the own hand, so it decides without a sample. */
export function makeEasyBot(): RegicideBot {
  return {
    name: 'easy',
    choose(view: RegicideView, legal: RegicideMove[]): RegicideMove {
      if (legal.length === 1) return legal[0];
      const s = publicState(view, seenOf(view));
      return findLegal(legal, policyMove(s)) ?? legal[0];
    },
  };
}
