// Thronfolge's bots as the program offers them: every level, and the one every command plays
// unless told otherwise (the strongest that still decides well within a quarter second).
import { THRONFOLGE_BOT_LEVELS, makeThronfolgeBot, type ThronfolgeBotLevel } from '../../games/thronfolge/bots/index.js';
import type { ThronfolgeGame } from '../../games/thronfolge/index.js';
import type { BotLevels } from '../module.js';

export const DEFAULT_LEVEL: ThronfolgeBotLevel = 'hard';

export const thronfolgeBots = {
  levels: THRONFOLGE_BOT_LEVELS,
  default: DEFAULT_LEVEL,
  make: (level: string, seed: string) => makeThronfolgeBot(level as ThronfolgeBotLevel, seed),
} satisfies BotLevels<ThronfolgeGame>;
