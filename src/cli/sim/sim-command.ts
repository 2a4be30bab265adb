// What every game's `sim` command takes: games, seed, variants, workers, --json. Bots play many
// seeded games on worker threads and a report follows (each game's command is in its own folder).
// Bad options end in one line on stderr and exit code 2 (commander's InvalidArgumentError).
import { availableParallelism } from 'node:os';
import type { Command } from 'commander';
import { parseIntInRange, parseSeed, variantOf } from '../program/option-parsers.js';

export const defaultWorkers = (): number => Math.max(1, availableParallelism());

/** What every simulation takes: games, seed, variants, workers, --json. */
export function addRunOptions<V extends string>(command: Command, variants: readonly V[], games: number): Command {
  return command
    .option('--games <n>', 'number of games', parseIntInRange('--games', 1, 10_000_000), games)
    .option('--seed <seed>', 'seed of the run: game i uses "<seed>/i"', parseSeed, 'sim')
    .option('--variant <name>', `a variant, repeatable: ${variants.join(', ')}`, variantOf(variants))
    .option('--workers <k>', 'worker threads (default: one per core)', parseIntInRange('--workers', 1, 256))
    .option('--json', 'print one JSON object instead of the text report');
}
