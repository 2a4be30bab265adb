// The Regicide bots' public API: one factory for every level. Bots see only the deciding seat's
// view and the legal moves, and draw randomness from their own seed.
import type { RegicideBot } from './regicide-bot.js';
import { makeEasyBot, makeRandomBot } from './simple.js';
import { makeSearchBot, SEARCH_LEVELS } from './search-bot.js';
import { regicideSignal } from './signal.js';

import { REGICIDE_BOT_LEVELS, type RegicideBotLevel } from './levels.js';
import { OptionsError } from '../../../core/problems.js';

export { REGICIDE_BOT_LEVELS, type RegicideBotLevel };
export type { RegicideBot };

/** A bot of `level`; every level signals after a jester from its own view (signal.ts). */
export function makeRegicideBot(level: RegicideBotLevel, seed: string): RegicideBot {
  return { ...botOfLevel(level, seed), signal: regicideSignal };
}

function botOfLevel(level: RegicideBotLevel, seed: string): RegicideBot {
  switch (level) {
    case 'random':
      return makeRandomBot(seed);
    case 'easy':
      return makeEasyBot();
    case 'normal':
    case 'hard':
      return makeSearchBot(SEARCH_LEVELS[level], seed, level);
    default:
      throw new OptionsError({ code: 'botLevel', level: String(level), allowed: REGICIDE_BOT_LEVELS });
  }
}
