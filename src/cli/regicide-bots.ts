// Bot seats for `regicide play`: one bot per seat, each with its own seed derived from the game's.
import type { Bot } from '../core/bot.js';
import { makeRegicideBot, type RegicideBotLevel } from '../games/regicide/bots/index.js';

export const BOT_LEVELS = ['random', 'easy', 'normal', 'hard'] as const;
export type BotLevel = RegicideBotLevel;

export function regicideBots(seats: number[], level: BotLevel, seed: string): Map<number, Bot<unknown, unknown>> {
  const bots = new Map<number, Bot<unknown, unknown>>();
  for (const seat of seats) bots.set(seat, makeRegicideBot(level, `${seed}/bot${seat}`) as Bot<unknown, unknown>);
  return bots;
}
