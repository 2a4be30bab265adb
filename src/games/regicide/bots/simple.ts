// The two instant bots: `random` (uniform over the legal moves) and `easy` (the rule-based policy).
import type { RegicideMove, RegicideView } from '../types.js';
import type { RegicideBot } from './regicide-bot.js';
import { findLegal } from './moves.js';
import { policyMove } from '../heuristics/policy.js';
import { botGenerator } from '../../../core/rng.js';
import { sampleState } from './world.js';
import { seenOf } from './seen.js';

export function makeRandomBot(seed: string): RegicideBot {
  const next = botGenerator(seed);
  return {
    name: 'random',
    choose: (_view: RegicideView, legal: RegicideMove[]) => legal[Math.floor(next() * legal.length)],
  };
}

export function makeEasyBot(seed: string): RegicideBot {
  const next = botGenerator(seed);
  return {
    name: 'easy',
    choose(view: RegicideView, legal: RegicideMove[]): RegicideMove {
      if (legal.length === 1) return legal[0];
      // The policy reads only public facts and the own hand, so any consistent sample will do.
      const s = sampleState(view, seenOf(view), next, null);
      return findLegal(legal, policyMove(s)) ?? legal[0];
    },
  };
}
