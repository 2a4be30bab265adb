// `--daily`: today's deal (UTC date, or REGICIDE_TODAY), the same for everyone. The option sets
// the seed before the play command runs and records the date, which goes into the log as
// `"daily": "YYYY-MM-DD"` for the daily streak, with the attempt number. An unfinished game of
// today's deal is continued instead of starting again. Options that would change the deal are
// refused.
import type { Command } from 'commander';
import { normalizeOptions } from '../games/regicide/setup.js';
import { dailySeed, dailySeedOf } from './daily-seed.js';
import { exitWithUsageError } from './errors.js';
import { fixedOptionsGiven, joinFlags } from './resume-choice.js';
import { todayUtc } from './today.js';

/**
 * Positions the solver may search per candidate seed. A node budget, not a time limit: every
 * machine then finds the same first winnable seed of the day (a time limit would depend on the
 * machine's speed). Most deals are proven winnable within a few thousand positions.
 */
export const DAILY_SOLVER_NODES = 200_000;

/** Whether the solver proves the deal winnable within the budget (the solver loads only for --daily). */
async function dailyWinnability(): Promise<(seed: string) => boolean> {
  const { solveDeal } = await import('../games/regicide/solver/index.js');
  return (seed) => solveDeal(DAILY_REGICIDE_OPTIONS, seed, { maxNodes: DAILY_SOLVER_NODES }).verdict === 'winnable';
}

/** The daily Regicide deal is solo without variants: the solver's proof is for exactly that game. */
export const DAILY_REGICIDE_OPTIONS = normalizeOptions({ players: 1, variants: [] });

function refuseWithDaily(game: string, what: string, given: readonly string[]): void {
  if (given.length) exitWithUsageError(game, `--daily plays ${what}; it cannot be combined with ${joinFlags(given)}`);
}

/**
 * Today's unfinished game of this deal (continued: `dailyContinue` is its path), or else the
 * attempt number of a new one (`attempt`). Loaded only for --daily.
 */
async function continueOrCount(cmd: Command, game: 'regicide' | 'thronfolge', date: string, seed: string): Promise<void> {
  const { dailyStart } = await import('./daily-continue.js');
  const start = dailyStart(game, date, seed);
  if ('attempt' in start) cmd.setOptionValue('attempt', start.attempt);
  else cmd.setOptionValue('dailyContinue', start.continue);
}

function dailyDate(game: string): string {
  try {
    return todayUtc();
  } catch (e) {
    exitWithUsageError(game, (e as Error).message);
  }
}

/** `regicide play --daily`: solo, no variants, no bots; the seed is the day's first winnable one. */
export function addRegicideDaily(command: Command, isWinnable?: (seed: string) => boolean): Command {
  return command
    .option('--daily', "today's deal, the same for everyone (solo, no variants; proven winnable)")
    .hook('preAction', async (cmd) => {
      if (!cmd.getOptionValue('daily')) return;
      const players = cmd.getOptionValue('players') as number | undefined;
      const given = fixedOptionsGiven(cmd, ['--seed', '--variant', '--bots', '--resume']);
      if (players !== undefined && players !== 1) given.unshift(`--players ${players}`);
      refuseWithDaily('regicide', "today's solo deal", given);
      const date = dailyDate('regicide');
      let seed: string;
      try {
        seed = dailySeed(date, isWinnable ?? (await dailyWinnability()));
      } catch (e) {
        exitWithUsageError('regicide', (e as Error).message);
      }
      cmd.setOptionValue('seed', seed);
      cmd.setOptionValue('daily', date);
      await continueOrCount(cmd, 'regicide', date, seed);
    });
}

/** `thronfolge duel --daily`: one duel against the bot, seed and coin toss from the date. */
export function addThronfolgeDaily(command: Command): Command {
  return command
    .option('--daily', "today's duel against the bot, the same deal for everyone")
    .hook('preAction', async (cmd) => {
      if (!cmd.getOptionValue('daily')) return;
      const given = fixedOptionsGiven(cmd, ['--seed', '--first', '--variant', '--games', '--resume']);
      if (cmd.getOptionValue('vs') === 'human') given.push('--vs human');
      refuseWithDaily('thronfolge', "today's duel against the bot", given);
      const date = dailyDate('thronfolge');
      const seed = dailySeedOf(date, 1);
      cmd.setOptionValue('seed', seed);
      cmd.setOptionValue('daily', date);
      await continueOrCount(cmd, 'thronfolge', date, seed);
    });
}
