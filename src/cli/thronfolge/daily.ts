// `thronfolge duel --daily`: what the command refuses beside it; the deal itself (one duel against
// the bot, seed and coin toss from the date) is the module's (src/modules/thronfolge/daily.ts).
import type { Command } from 'commander';
import type { DailyRule } from '../daily/daily-option.js';
import { thronfolgeDailyDeal } from '../../modules/thronfolge/daily.js';
import { fixedOptionsGiven } from '../saves/resume-choice.js';

export const thronfolgeDaily: DailyRule = {
  description: "today's duel against the bot, the same deal for everyone",
  plays: { en: "today's duel against the bot", de: 'das heutige Duell gegen den Bot', fr: 'le duel du jour contre le bot', nb: 'dagens duell mot boten' },
  refused(cmd: Command) {
    const given = fixedOptionsGiven(cmd, ['--seed', '--first', '--variant', '--games', '--resume']);
    if (cmd.getOptionValue('vs') === 'human') given.push('--vs human');
    return given;
  },
  seed: (date) => thronfolgeDailyDeal.seed(date),
};
