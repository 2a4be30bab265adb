// `regicide play --daily`: what the command refuses beside it; the deal itself (solo, no variants,
// no bots, the day's first winnable seed) is the module's (src/modules/regicide/daily.ts).
import type { Command } from 'commander';
import { regicideDailyDeal } from '../../modules/regicide/daily.js';
import type { DailyRule } from '../daily/daily-option.js';
import { fixedOptionsGiven } from '../saves/resume-choice.js';

/** `isWinnable` stands in for the solver (tests). */
export const regicideDaily = (isWinnable?: (seed: string) => boolean): DailyRule => {
  const deal = regicideDailyDeal(isWinnable);
  return {
    description: "today's deal, the same for everyone (solo, no variants; proven winnable)",
    plays: { en: "today's solo deal", de: 'das heutige Blatt allein', fr: 'la donne du jour en solo', nb: 'dagens giv alene' },
    refused(cmd: Command) {
      const players = cmd.getOptionValue('players') as number | undefined;
      const given = fixedOptionsGiven(cmd, ['--seed', '--variant', '--bots', '--resume']);
      if (players !== undefined && players !== 1) given.unshift(`--players ${players}`);
      return given;
    },
    seed: (date) => deal.seed(date),
  };
};
