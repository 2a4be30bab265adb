// `regicide analyze --seed S --deals N`: the solver over the deals S/0 … S/N−1 with a node budget
// per deal, on this machine's threads or, with --queue, on the job queue (`regicide worker`): the
// same report either way. Loaded only when the command runs.
import type { RegicideAnalyzeSpec } from '../../modules/regicide/analyze-sim.js';
import type { Variant } from '../../games/regicide/types.js';
import { UsageError, problemText } from '../program/errors.js';
import { defaultWorkers } from '../sim/sim-command.js';
import { onQueue, type QueuedSim, runQueued } from '../sim/sim-queue.js';
import type * as AnalyzeReportModule from '../../sim/regicide/analyze-report.js';
import type { AnalyzeDealsReport } from '../../sim/regicide/analyze-report.js';

type AnalyzeReports = typeof AnalyzeReportModule;
import type { AnalyzeFlags } from './analyze-flags.js';
import { checkVariantClash } from './variant-clash.js';
import { lineTexts } from '../words/line-texts.js';

/** A deal's search stops after this many positions unless --nodes says otherwise. */
export const DEFAULT_NODES = 200_000;

/** `analyze --deals` as the queue runs it (also what `sim --attach` of such a run prints). */
export function queuedAnalyze(program: string, spec: unknown = {}, deals = 0): QueuedSim<unknown, AnalyzeDealsReport> {
  // The report's module is loaded by `run`; `format` and `speed` come after a run.
  let reports: AnalyzeReports | undefined;
  return {
    program,
    game: 'regicide',
    kind: 'analyze',
    unit: 'deals',
    spec,
    games: deals,
    async run(s, n, runner) {
      if (!isAnalyzeSpec(s)) throw new Error('this run is not an analysis this program can read');
      reports = await import('../../sim/regicide/analyze-report.js');
      return reports.runAnalyzeDeals(s, n, 0, false, runner);
    },
    format: (r) => reports?.formatAnalyzeDeals(r) ?? JSON.stringify(r),
    speed: (r, ms) => reports?.analyzeSpeed(r, ms) ?? {},
  };
}

const isAnalyzeSpec = (s: unknown): s is RegicideAnalyzeSpec => typeof s === 'object' && s !== null && 'maxNodes' in s && 'seed' in s && 'players' in s && 'variants' in s;

export async function analyzeDeals(program: string, flags: AnalyzeFlags): Promise<number> {
  const attaching = flags.attach !== undefined || flags.stop !== undefined;
  if (!attaching && (flags.seed === undefined || flags.deals === undefined)) throw new UsageError(lineTexts().analyze.dealsNeedSeed);
  checkVariantClash(flags.variant);
  // The rules load when the command runs (--help reads none of them).
  const { normalizeOptions } = await import('../../games/regicide/setup.js');
  let options;
  try {
    options = normalizeOptions({ players: flags.players ?? 1, variants: (flags.variant ?? []) as Variant[] });
  } catch (e) {
    throw new UsageError(problemText(e));
  }
  const spec: RegicideAnalyzeSpec = { players: options.players, variants: options.variants, seed: flags.seed ?? '', maxNodes: flags.nodes ?? DEFAULT_NODES };
  const deals = flags.deals ?? 0;
  if (onQueue(flags)) {
    await runQueued(flags, queuedAnalyze(program, spec, deals));
    return process.exitCode === undefined ? 0 : Number(process.exitCode);
  }
  const { formatAnalyzeDeals, runAnalyzeDeals } = await import('../../sim/regicide/analyze-report.js');
  const report = await runAnalyzeDeals(spec, deals, flags.workers ?? Math.min(defaultWorkers(), deals));
  process.stdout.write((flags.json ? JSON.stringify(report) : formatAnalyzeDeals(report)) + '\n');
  return 0;
}
