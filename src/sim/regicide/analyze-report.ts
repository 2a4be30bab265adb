// `regicide analyze --deals N`: the solver over deals SEED/0 … SEED/N−1 (the `analyze` kind of the
// game's module), on this machine's threads or a job queue, and its report: how many deals can be
// won, how many cannot, how many the node budget left open (and which), the medals found. Every
// field but the timings depends only on the seed, the setting and the budget.
import type { RegicideAnalyzeSpec, RegicideAnalyzeTally } from '../../modules/regicide/analyze-sim.js';
import { wrapLine } from '../../text/wrap.js';
import { runPool, type SimRunner } from '../pool.js';
import { progressBar } from '../progress.js';
import { perSecond, workersText } from '../report-text.js';

export interface AnalyzeDealsReport {
  mode: 'analyze';
  players: number;
  variants: string[];
  seed: string;
  maxNodes: number;
  deals: number;
  winnable: number;
  notWinnable: number;
  unknown: number;
  /** Solo only: the best medal of each winning line found, and how many were proven best. */
  medals: { gold: number; silver: number; bronze: number; proven: number } | null;
  nodes: number;
  notWinnableDeals: number[];
  unknownDeals: number[];
  elapsedMs: number;
  dealsPerSecond: number;
  workers: number;
}

export async function runAnalyzeDeals(spec: RegicideAnalyzeSpec, deals: number, workers: number, showProgress = true, runner: SimRunner = runPool): Promise<AnalyzeDealsReport> {
  const bar = showProgress ? progressBar(deals, 'deals searched') : { update() {}, finish() {} };
  const started = performance.now();
  const t = await runner<RegicideAnalyzeTally>({ kind: { game: 'regicide', kind: 'analyze' }, spec, games: deals, workers, onProgress: (d) => bar.update(d) });
  bar.finish();
  const elapsedMs = performance.now() - started;
  return {
    mode: 'analyze',
    players: spec.players,
    variants: spec.variants,
    seed: spec.seed,
    maxNodes: spec.maxNodes,
    deals: t.deals,
    winnable: t.winnable,
    notWinnable: t.notWinnable,
    unknown: t.unknown,
    medals: spec.players === 1 ? { ...t.medals, proven: t.medalsProven } : null,
    nodes: t.nodes,
    notWinnableDeals: t.notWinnableDeals,
    unknownDeals: t.unknownDeals,
    elapsedMs: Math.round(elapsedMs),
    dealsPerSecond: perSecond(t.deals, elapsedMs),
    workers,
  };
}

/** The speed fields for a run's own time (a queued run's time on Redis's clock). */
export const analyzeSpeed = (r: AnalyzeDealsReport, elapsedMs: number): Partial<AnalyzeDealsReport> => ({ dealsPerSecond: perSecond(r.deals, elapsedMs) });

const pct = (n: number, of: number): string => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;

/** Deal numbers as a short list: the first few, then how many more. */
function dealList(deals: readonly number[], max = 12): string {
  const shown = deals.slice(0, max).join(' ');
  return deals.length > max ? `${shown} … (${deals.length - max} more; all in --json)` : shown;
}

/** The text report; every line fits 80 columns. */
export function formatAnalyzeDeals(r: AnalyzeDealsReport): string {
  const lines = [
    ...wrapLine(
      `Regicide solver: ${r.deals} deals ${r.seed}/0 to ${r.seed}/${r.deals - 1}, ${r.players === 1 ? 'solo' : `${r.players} players`}, variants ${r.variants.length ? r.variants.join(' ') : 'none'}, at most ${r.maxNodes} positions a deal`,
    ),
    `winnable        ${r.winnable} (${pct(r.winnable, r.deals)})`,
    `not winnable    ${r.notWinnable} (${pct(r.notWinnable, r.deals)})`,
    `undecided       ${r.unknown} (${pct(r.unknown, r.deals)}): the budget ran out`,
  ];
  if (r.medals) lines.push(`best medals     gold ${r.medals.gold}, silver ${r.medals.silver}, bronze ${r.medals.bronze} (${r.medals.proven} proven the best)`);
  if (r.notWinnableDeals.length) lines.push(...wrapLine(`lost deals      ${dealList(r.notWinnableDeals)}`));
  if (r.unknownDeals.length) lines.push(...wrapLine(`undecided deals ${dealList(r.unknownDeals)}`));
  lines.push(`speed           ${r.dealsPerSecond} deals/s on ${workersText(r.workers)}, ${r.nodes} positions (${(r.elapsedMs / 1000).toFixed(1)} s)`);
  return lines.join('\n');
}
