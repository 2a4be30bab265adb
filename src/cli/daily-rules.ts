// Each game's daily deal by the game's id, for what offers the dailies without naming a game (the
// SSH menu). The play commands take their own game's rule directly; a game without a daily deal
// has no entry.
import type { GameId } from '../modules/registry.js';
import type { DailyRule } from './daily-option.js';
import { regicideDaily } from './regicide/daily.js';
import { thronfolgeDaily } from './thronfolge/daily.js';

export const DAILY_RULES: Readonly<Partial<Record<GameId, DailyRule>>> = { regicide: regicideDaily(), thronfolge: thronfolgeDaily };

export const dailyRuleOf = (game: string): DailyRule | null => (DAILY_RULES as Record<string, DailyRule>)[game] ?? null;
