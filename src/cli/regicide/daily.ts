// `regicide play --daily`: solo, no variants, no bots; the seed is the day's first winnable one.
import type { Command } from 'commander';
import type { RegicideOptions } from '../../games/regicide/types.js';
import type { DailyRule } from '../daily-option.js';
import { dailySeed } from '../daily-seed.js';
import { fixedOptionsGiven } from '../resume-choice.js';

/**
 * Positions the solver may search per candidate seed. A node budget, not a time limit: every
 * machine then finds the same first winnable seed of the day (a time limit would depend on the
 * machine's speed). Most deals are proven winnable within a few thousand positions.
 */
export const DAILY_SOLVER_NODES = 200_000;

/** Whether the solver proves the deal winnable within the budget (the solver loads only for --daily). */
async function dailyWinnability(): Promise<(seed: string) => boolean> {
  const { solveDeal } = await import('../../games/regicide/solver/index.js');
  return (seed) => solveDeal(DAILY_REGICIDE_OPTIONS, seed, { maxNodes: DAILY_SOLVER_NODES }).verdict === 'winnable';
}

/**
 * The daily Regicide deal is solo without variants: the solver's proof is for exactly that game.
 * Written out as the rules' normalizeOptions gives it (a test holds them equal), so that the
 * command line's definitions load no rules.
 */
export const DAILY_REGICIDE_OPTIONS: RegicideOptions = { players: 1, variants: [] };

/** `isWinnable` stands in for the solver (tests). */
export const regicideDaily = (isWinnable?: (seed: string) => boolean): DailyRule => ({
  description: "today's deal, the same for everyone (solo, no variants; proven winnable)",
  plays: { en: "today's solo deal", de: 'das heutige Blatt allein', fr: 'la donne du jour en solo', nb: 'dagens giv alene' },
  refused(cmd: Command) {
    const players = cmd.getOptionValue('players') as number | undefined;
    const given = fixedOptionsGiven(cmd, ['--seed', '--variant', '--bots', '--resume']);
    if (players !== undefined && players !== 1) given.unshift(`--players ${players}`);
    return given;
  },
  seed: async (date) => dailySeed(date, isWinnable ?? (await dailyWinnability())),
  soloOptions: DAILY_REGICIDE_OPTIONS,
});
