// The Thronfolge bots' public API: one factory for every level. Bots see only their seat's view
// and the legal moves, and draw randomness from their own seed.
import { botGenerator } from '../../../core/rng.js';
import type { Bot } from '../../../core/bot.js';
import { stateFromView, unseenCards } from '../determinize.js';
import type { ThronfolgeMove, ThronfolgeView } from '../types.js';
import { policyMove } from './policy.js';
import { THRONFOLGE_SEARCH, makeThronfolgeSearchBot } from './search.js';

import { THRONFOLGE_BOT_LEVELS, type ThronfolgeBotLevel } from './levels.js';
import { OptionsError } from '../../../core/problems.js';

export { THRONFOLGE_BOT_LEVELS, type ThronfolgeBotLevel };
export type ThronfolgeBot = Bot<ThronfolgeView, ThronfolgeMove>;

function makeRandomBot(seed: string): ThronfolgeBot {
  const next = botGenerator(seed);
  return { name: 'random', choose: (_v, legal) => legal[Math.floor(next() * legal.length)] };
}

function makeEasyBot(): ThronfolgeBot {
  return {
    name: 'easy',
    choose(view, legal) {
      if (legal.length === 1) return legal[0];
      // The policy reads only public facts and the own hand: any placement of the hidden cards will do.
      return policyMove(stateFromView(view, unseenCards(view)), legal);
    },
  };
}

export function makeThronfolgeBot(level: ThronfolgeBotLevel, seed: string): ThronfolgeBot {
  switch (level) {
    case 'random':
      return makeRandomBot(seed);
    case 'easy':
      return makeEasyBot();
    case 'normal':
    case 'hard':
      return makeThronfolgeSearchBot(THRONFOLGE_SEARCH[level], seed, level);
    default:
      throw new OptionsError({ code: 'botLevel', level: String(level), allowed: THRONFOLGE_BOT_LEVELS });
  }
}
