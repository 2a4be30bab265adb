// `regicide sim`: bots in every seat play many seeded games; the report gives the win rate, the
// enemies defeated and the speed.
import { type Command, Option } from 'commander';
import { REGICIDE_BOT_LEVELS, type RegicideBotLevel } from '../../games/regicide/bots/levels.js';
import { VARIANTS, type Variant } from '../../games/regicide/types.js';
import { regicideCard } from '../../modules/regicide/card.js';
import type { SimRunner } from '../../sim/pool.js';
import { exitWithUsageError, problemText } from '../program/errors.js';
import { parseIntInRange } from '../program/option-parsers.js';
import { addRunOptions, defaultWorkers } from '../sim/sim-command.js';
import { addQueueOptions, onQueue, type QueueFlags, runQueued } from '../sim/sim-queue.js';
import type { CompareFlags } from '../sim/compare-options.js';
import { addCompareOptions } from '../sim/compare-options.js';
import { compareOrExit, queuedCompare, runCompareCommand } from '../sim/compare-command.js';
import { queuedAnalyze } from './analyze-deals.js';
import { queuedPuzzles } from './make-puzzles-command.js';

interface RegicideSimFlags extends QueueFlags, CompareFlags {
  players: number;
  bot: RegicideBotLevel;
  games: number;
  seed: string;
  variant?: Variant[];
  workers?: number;
  json?: boolean;
}

export function addRegicideSimCommand(program: Command): Command {
  const command = program
    .command('sim')
    .description('let bots play many seeded games and report win rate, enemies defeated and speed')
    .option('--players <n>', 'number of players, 1 to 4', parseIntInRange('--players', 1, 4), 1)
    // Hard, as in `play`; it thinks for up to a quarter second a move, hence fewer games by default.
    .addOption(new Option('--bot <level>', 'bot level for every seat').choices(REGICIDE_BOT_LEVELS).default(regicideCard.bots.default));
  return addCompareOptions(addQueueOptions(addRunOptions(command, VARIANTS, 200))).action(async (flags: RegicideSimFlags) => {
    const compare = compareOrExit(program, flags, REGICIDE_BOT_LEVELS);
    // The rules load when the command runs (--help reads none of them).
    const { normalizeOptions } = await import('../../games/regicide/setup.js');
    let options;
    try {
      options = normalizeOptions({ players: flags.players, variants: flags.variant ?? [] });
    } catch (e) {
      exitWithUsageError(program.name(), problemText(e));
    }
    if (compare) {
      const setting = `${options.players === 1 ? 'solo' : `${options.players} players`}, each bot on every deal`;
      return runCompareCommand({
        program: program.name(),
        game: 'regicide',
        choice: compare,
        spec: { players: options.players, variants: options.variants, seed: flags.seed },
        setting,
        pairing: 'apart',
        ...flags,
      });
    }
    const workers = flags.workers ?? Math.min(defaultWorkers(), flags.games);
    const spec = { players: options.players, bot: flags.bot, variants: options.variants, seed: flags.seed };
    // Loaded only for this command: a game or `--help` never needs the simulator.
    const { formatRegicideReport, runRegicideSim } = await import('../../sim/regicide/report.js');
    if (onQueue(flags)) {
      const run = (s: typeof spec, games: number, runner: SimRunner) => runRegicideSim(s, games, 0, false, runner);
      return runQueued(flags, { program: program.name(), game: 'regicide', spec, games: flags.games, run, format: (r) => formatRegicideReport(r) }, [
        queuedCompare(program.name(), 'regicide'),
        queuedAnalyze(program.name()),
        queuedPuzzles(),
      ]);
    }
    const report = await runRegicideSim(spec, flags.games, workers);
    process.stdout.write((flags.json ? JSON.stringify(report) : formatRegicideReport(report)) + '\n');
  });
}
