// `sim --compare A B` and its test's options, the same for every game: how much better B must be
// (points of win rate), the two error rates and the cap. The options other than --compare mean
// nothing alone and are refused without it, in one line.
import { type Command, InvalidArgumentError } from 'commander';
import type { SprtTest } from '../../sim/sprt.js';
import { UsageError } from '../program/errors.js';
import { parseIntInRange } from '../program/option-parsers.js';
import { argumentReason } from '../words/argument-texts.js';

/** A decimal number in (low, high]. */
function parseDecimal(name: string, low: number, high: number) {
  return (text: string): number => {
    const n = Number(text.trim());
    if (!/^\d*\.?\d+$/.test(text.trim()) || !(n > low && n <= high)) throw new InvalidArgumentError(argumentReason((t) => t.decimal(name, low, high)));
    return n;
  };
}

export interface CompareFlags {
  compare?: string[];
  betterBy?: number;
  alpha?: number;
  beta?: number;
  maxGames?: number;
}

export function addCompareOptions(command: Command): Command {
  return command
    .option('--compare <levels...>', 'A B: play both bots on the same deals until an SPRT decides whether B is better')
    .option('--better-by <points>', 'with --compare: the win-rate points B must gain to count as better (default 5)', parseDecimal('--better-by', 0, 50))
    .option('--alpha <p>', 'with --compare: chance of calling B better when it is not (default 0.05)', parseDecimal('--alpha', 0, 0.4))
    .option('--beta <p>', 'with --compare: chance of missing a B better by --better-by (default 0.05)', parseDecimal('--beta', 0, 0.4))
    .option('--max-games <n>', 'with --compare: deals at most, each played by both bots (default 10000)', parseIntInRange('--max-games', 1, 10_000_000));
}

export interface CompareChoice {
  bots: [string, string];
  test: SprtTest;
  maxDeals: number;
}

/** The comparison asked for, null when --compare is absent; a UsageError for what does not fit. */
export function compareChoice(flags: CompareFlags, levels: readonly string[]): CompareChoice | null {
  if (!flags.compare) {
    const stray = (['betterBy', 'alpha', 'beta', 'maxGames'] as const).find((k) => flags[k] !== undefined);
    if (stray) throw new UsageError(`--${stray.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} goes with --compare A B.`);
    return null;
  }
  const names = flags.compare
    .flatMap((t) => t.split(','))
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  if (names.length !== 2 || !names.every((n) => levels.includes(n))) {
    throw new UsageError(`--compare takes two bot levels, A then B, each one of: ${levels.join(', ')}; e.g. --compare normal hard.`);
  }
  return {
    bots: names as [string, string],
    test: { delta0: 0, delta1: (flags.betterBy ?? 5) / 100, alpha: flags.alpha ?? 0.05, beta: flags.beta ?? 0.05 },
    maxDeals: flags.maxGames ?? 10_000,
  };
}
