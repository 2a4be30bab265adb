// Regicide's daily deal: solo, no variants, no bots; the seed is the day's first one the solver
// proves winnable. The command line's `play --daily` (src/cli/regicide/daily.ts) and the SSH menu's
// daily item both take it from here. Light: the solver loads only when a seed is asked for.
import type { RegicideGame } from '../../games/regicide/index.js';
import type { RegicideOptions } from '../../games/regicide/types.js';
import { dailySeed } from '../daily-seed.js';
import type { DailyDeal } from '../module.js';

/**
 * Positions the solver may search per candidate seed. A node budget, not a time limit: every
 * machine then finds the same first winnable seed of the day (a time limit would depend on the
 * machine's speed). Most deals are proven winnable within a few thousand positions.
 */
export const DAILY_SOLVER_NODES = 200_000;

/**
 * The daily Regicide deal is solo without variants: the solver's proof is for exactly that game.
 * Written out as the rules' normalizeOptions gives it (a test holds them equal), so that the
 * command line's definitions load no rules.
 */
export const DAILY_REGICIDE_OPTIONS: RegicideOptions = { players: 1, variants: [] };

/** Whether the solver proves the deal winnable within the budget (the solver loads only for a daily seed). */
async function dailyWinnability(): Promise<(seed: string) => boolean> {
  const { solveDeal } = await import('../../games/regicide/solver/index.js');
  return (seed) => solveDeal(DAILY_REGICIDE_OPTIONS, seed, { maxNodes: DAILY_SOLVER_NODES }).verdict === 'winnable';
}

/** `isWinnable` stands in for the solver (tests). */
export const regicideDailyDeal = (isWinnable?: (seed: string) => boolean): DailyDeal<RegicideGame> => ({
  seed: async (date) => dailySeed(date, isWinnable ?? (await dailyWinnability())),
  soloOptions: DAILY_REGICIDE_OPTIONS,
});
