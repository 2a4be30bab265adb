// `sim --compare A B` for any game: checks the options, runs the paired test on the worker pool and
// prints the report (text, or one JSON object with --json).
import type { Command } from 'commander';
import { type CompareChoice, compareChoice, type CompareFlags } from './compare-options.js';
import { exitWithUsageError, UsageError } from '../program/errors.js';
import { defaultWorkers } from './sim-command.js';
import type { CompareReport, Pairing } from '../../sim/compare-report.js';
import type { SprtTest } from '../../sim/sprt.js';
import { onQueue, type QueuedSim, type QueueFlags, runQueued } from './sim-queue.js';
import { perSecond } from '../../sim/report-text.js';

/** The comparison --compare asks for (null: a plain run); a bad combination exits with one line. */
export function compareOrExit(program: Command, flags: CompareFlags, levels: readonly string[]): CompareChoice | null {
  try {
    return compareChoice(flags, levels);
  } catch (e) {
    if (e instanceof UsageError) exitWithUsageError(program.name(), e.message);
    throw e;
  }
}

export interface CompareCommandRun extends QueueFlags {
  program: string;
  game: string;
  choice: CompareChoice;
  /** The game's own spec fields (players, variants …). */
  spec: { seed: string; variants: string[] } & Record<string, unknown>;
  setting: string;
  pairing: Pairing;
  workers?: number;
  json?: boolean;
}

/**
 * What a compare run on the queue keeps in its spec besides the game's own fields, so that an
 * `--attach` can write the same report: the test, the words for the setting and the pairing.
 */
interface QueuedCompareSpec extends Record<string, unknown> {
  bots: [string, string];
  seed: string;
  variants: string[];
  sprt: SprtTest;
  setting: string;
  pairing: Pairing;
}

const isQueuedCompareSpec = (spec: unknown): spec is QueuedCompareSpec => typeof spec === 'object' && spec !== null && 'sprt' in spec && 'bots' in spec && 'setting' in spec && 'pairing' in spec;

/** `sim --compare` as the queue runs it: one run of every deal up to the cap, stopped once the test decides. */
export function queuedCompare(program: string, game: string, spec: unknown = {}, maxDeals = 0): QueuedSim<unknown, CompareReport> {
  // The report's module is loaded by `run` (only a run needs it); `format` comes after a run.
  let format: (r: CompareReport) => string = (r) => JSON.stringify(r);
  return {
    program,
    game,
    kind: 'compare',
    unit: 'deals at most',
    spec,
    games: maxDeals,
    async run(s, deals, _pool, sequential) {
      if (!isQueuedCompareSpec(s)) throw new Error('this run is not a comparison this program can read');
      const reports = await import('../../sim/compare-report.js');
      format = reports.formatCompareReport;
      // The whole spec goes to the jobs: an --attach reads the test and the words from the run.
      return reports.runCompareReport({ game, spec: s, setting: s.setting, pairing: s.pairing, test: s.sprt, maxDeals: deals, workers: 0, sequential });
    },
    format: (r) => format(r),
    // Both bots play each deal read: its games are twice the deals played, not the deals the test used.
    speed: (r, elapsedMs) => ({ gamesPerSecond: perSecond(2 * r.played, elapsedMs) }),
  };
}

export async function runCompareCommand(run: CompareCommandRun): Promise<void> {
  if (onQueue(run)) {
    const spec: QueuedCompareSpec = { ...run.spec, bots: run.choice.bots, sprt: run.choice.test, setting: run.setting, pairing: run.pairing };
    return runQueued(run, queuedCompare(run.program, run.game, spec, run.choice.maxDeals));
  }
  // Loaded only for this command, like the simulator itself.
  const { formatCompareReport, runCompareReport } = await import('../../sim/compare-report.js');
  const report = await runCompareReport({
    game: run.game,
    spec: { ...run.spec, bots: run.choice.bots },
    setting: run.setting,
    pairing: run.pairing,
    test: run.choice.test,
    maxDeals: run.choice.maxDeals,
    workers: run.workers ?? Math.min(defaultWorkers(), run.choice.maxDeals),
  });
  process.stdout.write((run.json ? JSON.stringify(report) : formatCompareReport(report)) + '\n');
}
