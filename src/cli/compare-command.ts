// `sim --compare A B` for any game: checks the options, runs the paired test on the worker pool and
// prints the report (text, or one JSON object with --json).
import type { Command } from 'commander';
import { type CompareChoice, compareChoice, type CompareFlags } from './compare-options.js';
import { exitWithUsageError, UsageError } from './errors.js';
import { defaultWorkers } from './sim-command.js';
import type { Pairing } from '../sim/compare-report.js';

/** The comparison --compare asks for (null: a plain run); a bad combination exits with one line. */
export function compareOrExit(program: Command, flags: CompareFlags, levels: readonly string[]): CompareChoice | null {
  try {
    return compareChoice(flags, levels);
  } catch (e) {
    if (e instanceof UsageError) exitWithUsageError(program.name(), e.message);
    throw e;
  }
}

export interface CompareCommandRun {
  game: string;
  choice: CompareChoice;
  /** The game's own spec fields (players, variants …). */
  spec: { seed: string; variants: string[] } & Record<string, unknown>;
  setting: string;
  pairing: Pairing;
  workers?: number;
  json?: boolean;
}

export async function runCompareCommand(run: CompareCommandRun): Promise<void> {
  // Loaded only for this command, like the simulator itself.
  const { formatCompareReport, runCompareReport } = await import('../sim/compare-report.js');
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
