// `regicide analyze FILE | --seed S`: could the deal have been won? The solver (pure, in the
// rules layer) searches; this command owns the clock: it passes a `shouldStop` that reads it.
// Output: the verdict, the best solo medal found, the time and a winning line in protocol
// notation; for a logged game also the first move after which the deal was lost.
import { type Command, InvalidArgumentError } from 'commander';
import { VARIANTS } from '../../games/regicide/types.js';
import { UsageError, runCommand } from '../program/errors.js';
import { parseIntInRange, parseSeed, variantOf } from '../program/option-parsers.js';
import { addDisplayOptions } from '../program/shared-commands.js';
import type { AnalyzeFlags } from './analyze-flags.js';
import { addQueueOptions, onQueue } from '../sim/sim-queue.js';
import { analyzeDeals, DEFAULT_NODES } from './analyze-deals.js';
import { argumentReason } from '../words/argument-texts.js';
import { lineTexts } from '../words/line-texts.js';

const DEFAULT_SECONDS = 10;

function parseSeconds(text: string): number {
  const n = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text.trim()) || !(n > 0) || n > 86_400) throw new InvalidArgumentError(argumentReason((t) => t.seconds));
  return n;
}

export function addAnalyzeCommand(program: Command): void {
  const command = program
    .command('analyze [file]')
    .description('could this deal have been won? solve a seeded deal, or find where a logged game was lost')
    .option('--seed <seed>', 'the deal to solve (instead of a log file)', parseSeed)
    .option('--players <n>', 'with --seed: number of players, 1 to 4', parseIntInRange('--players', 1, 4))
    .option('--variant <name>', `with --seed: a variant, repeatable: ${VARIANTS.join(', ')}`, variantOf(VARIANTS))
    .option('--seconds <t>', `time limit of the search (default: ${DEFAULT_SECONDS})`, parseSeconds, DEFAULT_SECONDS)
    .option('--json', 'print one JSON object: verdict, medal, seconds, line (and for a log: lostFromMove)')
    .option('--line-log <file>', 'write the winning line as a game log that "regicide replay" opens (for a lost game: its moves while still winnable, then a line that wins)')
    .option('--deals <n>', 'with --seed: search the deals SEED/0 … SEED/N-1 and report how many can be won', parseIntInRange('--deals', 1, 10_000_000))
    .option(
      '--nodes <n>',
      `with --deals: positions searched per deal at most (default ${DEFAULT_NODES}; a budget, not a clock, so any machine gives the same report)`,
      parseIntInRange('--nodes', 1, 1_000_000_000),
    )
    .option('--workers <k>', 'with --deals: worker threads (default: one per core)', parseIntInRange('--workers', 1, 256));
  addQueueOptions(command);
  addDisplayOptions(command, true).action((file: string | undefined, flags: AnalyzeFlags) =>
    runCommand('regicide', async () => {
      if (flags.deals !== undefined || onQueue(flags)) {
        if (file !== undefined) throw new UsageError(lineTexts().analyze.dealsNotFile);
        if (flags.lineLog !== undefined) throw new UsageError(lineTexts().analyze.lineLogNotDeals);
        if (command.getOptionValueSource('seconds') === 'cli') throw new UsageError(lineTexts().analyze.dealsNotSeconds);
        return analyzeDeals('regicide', flags);
      }
      if (flags.nodes !== undefined || flags.workers !== undefined) throw new UsageError(lineTexts().analyze.nodesWithDeals);
      if (file !== undefined && flags.seed !== undefined) throw new UsageError(lineTexts().analyze.fileOrSeed);
      if (file === undefined && flags.seed === undefined) throw new UsageError(lineTexts().analyze.needsFileOrSeed);
      if (file !== undefined && (flags.players !== undefined || flags.variant !== undefined)) {
        throw new UsageError(lineTexts().analyze.optionsWithSeed);
      }
      if (flags.lineLog) (await import('../saves/log-file.js')).checkLogTarget(flags.lineLog);
      const run = await import('./analyze-run.js');
      return file !== undefined ? run.analyzeFile(file, flags) : run.analyzeSeed(flags);
    }),
  );
}
