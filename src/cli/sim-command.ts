// The `sim` subcommands: bots play many seeded games on worker threads and a report follows.
// Bad options end in one line on stderr and exit code 2 (commander's InvalidArgumentError).
import { availableParallelism } from 'node:os';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { exitWithUsageError } from './errors.js';
import { parseIntInRange, parseSeed, variantOf } from './option-parsers.js';
import { REGICIDE_BOT_LEVELS, type RegicideBotLevel } from '../games/regicide/bots/index.js';
import { normalizeOptions } from '../games/regicide/setup.js';
import { VARIANTS, type Variant } from '../games/regicide/types.js';
import { THRONFOLGE_BOT_LEVELS, type ThronfolgeBotLevel } from '../games/thronfolge/bots/index.js';
import { VARIANTS as THRONFOLGE_VARIANTS, type Variant as ThronfolgeVariant } from '../games/thronfolge/types.js';

export const defaultWorkers = (): number => Math.max(1, availableParallelism());

interface RegicideSimFlags {
  players: number;
  bot: RegicideBotLevel;
  games: number;
  seed: string;
  variant?: Variant[];
  workers?: number;
  json?: boolean;
}

/** What every simulation takes: games, seed, variants, workers, --json. */
function addRunOptions<V extends string>(command: Command, variants: readonly V[], games: number): Command {
  return command
    .option('--games <n>', 'number of games', parseIntInRange('--games', 1, 10_000_000), games)
    .option('--seed <seed>', 'seed of the run: game i uses "<seed>/i"', parseSeed, 'sim')
    .option('--variant <name>', `a variant, repeatable: ${variants.join(', ')}`, variantOf(variants))
    .option('--workers <k>', 'worker threads (default: one per core)', parseIntInRange('--workers', 1, 256))
    .option('--json', 'print one JSON object instead of the text report');
}

export function addRegicideSimCommand(program: Command): Command {
  const command = program
    .command('sim')
    .description('let bots play many seeded games and report win rate, enemies defeated and speed')
    .option('--players <n>', 'number of players, 1 to 4', parseIntInRange('--players', 1, 4), 1)
    // Hard, as in `play`; it thinks for up to a quarter second a move, hence fewer games by default.
    .addOption(new Option('--bot <level>', 'bot level for every seat').choices(REGICIDE_BOT_LEVELS).default('hard'));
  return addRunOptions(command, VARIANTS, 200).action(async (flags: RegicideSimFlags) => {
    let options;
    try {
      options = normalizeOptions({ players: flags.players, variants: flags.variant ?? [] });
    } catch (e) {
      exitWithUsageError(program.name(), (e as Error).message);
    }
    const workers = flags.workers ?? Math.min(defaultWorkers(), flags.games);
    const spec = { players: options.players, bot: flags.bot, variants: options.variants, seed: flags.seed };
    // Loaded only for this command: a game or `--help` never needs the simulator.
    const { formatRegicideReport, runRegicideSim } = await import('../sim/regicide/report.js');
    const report = await runRegicideSim(spec, flags.games, workers);
    process.stdout.write((flags.json ? JSON.stringify(report) : formatRegicideReport(report)) + '\n');
  });
}

/** `easy,hard` → the two seats' bot levels. */
function botPair(text: string): [ThronfolgeBotLevel, ThronfolgeBotLevel] {
  const parts = text.split(',').map((p) => p.trim().toLowerCase());
  const ok = (p: string): p is ThronfolgeBotLevel => (THRONFOLGE_BOT_LEVELS as readonly string[]).includes(p);
  if (parts.length !== 2 || !parts.every(ok)) {
    throw new InvalidArgumentError(`--bots must be two levels separated by a comma (seat 1, seat 2), each one of: ${THRONFOLGE_BOT_LEVELS.join(', ')}; e.g. hard,easy.`);
  }
  return parts as [ThronfolgeBotLevel, ThronfolgeBotLevel];
}

interface ThronfolgeSimFlags {
  bots: [ThronfolgeBotLevel, ThronfolgeBotLevel];
  games: number;
  seed: string;
  variant?: ThronfolgeVariant[];
  workers?: number;
  json?: boolean;
}

export function addThronfolgeSimCommand(program: Command): Command {
  const command = program
    .command('sim')
    .description('let two bots duel many seeded games (starters alternate) and report wins, scores and speed')
    // The default's description is the text to type, not the array it becomes.
    .addOption(
      new Option('--bots <a,b>', `bot levels of seat 1 and seat 2, each one of: ${THRONFOLGE_BOT_LEVELS.join(', ')}`).argParser(botPair).default(['hard', 'easy'], 'hard,easy'),
    );
  return addRunOptions(command, THRONFOLGE_VARIANTS, 1000).action(async (flags: ThronfolgeSimFlags) => {
    const workers = flags.workers ?? Math.min(defaultWorkers(), flags.games);
    const { formatThronfolgeReport, runThronfolgeSim } = await import('../sim/thronfolge/report.js');
    const report = await runThronfolgeSim({ bots: flags.bots, variants: flags.variant ?? [], seed: flags.seed }, flags.games, workers);
    process.stdout.write((flags.json ? JSON.stringify(report) : formatThronfolgeReport(report)) + '\n');
  });
}
