// `regicide make-puzzles --seed S --deals N`: the puzzle maker over the deals S/0 … S/N−1, on this
// machine's threads or, with --queue, on the job queue (`regicide worker`): the same set either
// way. It prints the set (the bundled set's format) on stdout and a summary line on stderr.
// The maker's code loads when the command runs.
import type { Command } from 'commander';
import { REGICIDE_BOT_LEVELS, type RegicideBotLevel } from '../../games/regicide/bots/levels.js';
import type { RegicidePuzzleSpec } from '../../modules/regicide/puzzle-sim.js';
import type * as PuzzleReportModule from '../../sim/regicide/puzzle-report.js';
import type { MakePuzzlesReport } from '../../sim/regicide/puzzle-report.js';
import { UsageError, runCommand } from '../program/errors.js';
import { parseIntInRange, parseSeed } from '../program/option-parsers.js';
import { defaultWorkers } from '../sim/sim-command.js';
import { addQueueOptions, onQueue, type QueueFlags, type QueuedSim, runQueued } from '../sim/sim-queue.js';

interface MakePuzzlesFlags extends QueueFlags {
  seed?: string;
  deals?: number;
  bot: string;
  workers?: number;
}

type PuzzleReports = typeof PuzzleReportModule;

const say = (line: string): void => void process.stderr.write(`${line}\n`);

/** The bot level a text names, if it names one. */
const levelOf = (text: unknown): RegicideBotLevel | undefined => REGICIDE_BOT_LEVELS.find((level) => level === text);

const isPuzzleSpec = (s: unknown): s is RegicidePuzzleSpec => typeof s === 'object' && s !== null && 'seed' in s && typeof s.seed === 'string' && 'bot' in s && levelOf(s.bot) !== undefined;

/** The maker as the queue runs it (also what `sim --attach` of such a run prints). */
export function queuedPuzzles(spec: unknown = {}, deals = 0): QueuedSim<unknown, MakePuzzlesReport> {
  // The report's module is loaded by `run`; `format` and `speed` come after a run.
  let reports: PuzzleReports | undefined;
  return {
    program: 'regicide',
    game: 'regicide',
    kind: 'puzzles',
    unit: 'deals',
    spec,
    games: deals,
    async run(s, n, runner) {
      if (!isPuzzleSpec(s)) throw new Error('this run is not a puzzle maker run this program can read');
      reports = await import('../../sim/regicide/puzzle-report.js');
      const report = await reports.runMakePuzzles(s, n, 0, false, runner);
      say(reports.puzzlesSummary(report));
      return report;
    },
    format: (r) => reports?.puzzleSetText(r) ?? JSON.stringify(r),
    speed: (r, ms) => reports?.puzzlesSpeed(r, ms) ?? {},
  };
}

function parseBot(text: string): RegicideBotLevel {
  const level = levelOf(text);
  if (level === undefined) throw new UsageError(`--bot must be one of ${REGICIDE_BOT_LEVELS.join(', ')}, not ${JSON.stringify(text)}`);
  return level;
}

async function makePuzzles(flags: MakePuzzlesFlags): Promise<number> {
  const attaching = flags.attach !== undefined || flags.stop !== undefined;
  if (!attaching && (flags.seed === undefined || flags.deals === undefined)) throw new UsageError('make-puzzles needs --seed SEED and --deals N: it plays and searches the deals SEED/0 … SEED/N−1');
  const spec: RegicidePuzzleSpec = { seed: flags.seed ?? '', bot: parseBot(flags.bot) };
  const deals = flags.deals ?? 0;
  if (onQueue(flags)) {
    if (flags.workers !== undefined) throw new UsageError('--workers is for a run on this machine; on the queue, start `regicide worker --workers K`');
    await runQueued(flags, queuedPuzzles(spec, deals));
    return process.exitCode === undefined ? 0 : Number(process.exitCode);
  }
  const reports = await import('../../sim/regicide/puzzle-report.js');
  const report = await reports.runMakePuzzles(spec, deals, flags.workers ?? Math.min(defaultWorkers(), deals));
  say(reports.puzzlesSummary(report));
  process.stdout.write(reports.puzzleSetText(report) + '\n');
  return 0;
}

export function addMakePuzzlesCommand(program: Command): void {
  const command = program
    .command('make-puzzles')
    .description('find puzzles in bot games of seeded deals, each proven by the solver; prints a puzzle set as JSON')
    .option('--seed <seed>', 'the deals are SEED/0 … SEED/N-1', parseSeed)
    .option('--deals <n>', 'how many deals to play and search', parseIntInRange('--deals', 1, 10_000_000))
    .option('--bot <level>', `the bot that plays each deal: ${REGICIDE_BOT_LEVELS.join(', ')}`, 'hard')
    .option('--workers <k>', 'worker threads (default: one per core)', parseIntInRange('--workers', 1, 256));
  addQueueOptions(command).action((flags: MakePuzzlesFlags) => runCommand('regicide', () => makePuzzles(flags)));
}
