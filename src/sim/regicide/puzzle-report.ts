// `regicide make-puzzles`: the puzzle maker over deals SEED/0 … SEED/N−1 (the `puzzles` kind of
// the game's module), on this machine's threads or a job queue. Its output is a puzzle set in the
// bundled set's format (src/games/regicide/puzzles/bundled.json), the same whatever ran it; a
// summary of what was searched goes beside it.
import type { RegicidePuzzleSpec, RegicidePuzzleTally } from '../../modules/regicide/puzzle-sim.js';
import { PUZZLE_BUDGET } from '../../games/regicide/puzzles/puzzle.js';
import type { Puzzle, PuzzleSet } from '../../games/regicide/puzzles/types.js';
import { runPool, type SimRunner } from '../pool.js';
import { progressBar } from '../progress.js';
import { perSecond, workersText } from '../report-text.js';

export interface MakePuzzlesReport {
  mode: 'puzzles';
  seed: string;
  bot: string;
  deals: number;
  /** Positions tried, and the positions the solver searched over all of them. */
  positions: number;
  nodes: number;
  puzzles: Puzzle[];
  elapsedMs: number;
  dealsPerSecond: number;
  workers: number;
}

export async function runMakePuzzles(spec: RegicidePuzzleSpec, deals: number, workers: number, showProgress = true, runner: SimRunner = runPool): Promise<MakePuzzlesReport> {
  const bar = showProgress ? progressBar(deals, 'deals searched') : { update() {}, finish() {} };
  const started = performance.now();
  const t = await runner<RegicidePuzzleTally>({ kind: { game: 'regicide', kind: 'puzzles' }, spec, games: deals, workers, onProgress: (d) => bar.update(d) });
  bar.finish();
  const elapsedMs = performance.now() - started;
  return {
    mode: 'puzzles',
    seed: spec.seed,
    bot: spec.bot,
    deals: t.deals,
    positions: t.positions,
    nodes: t.nodes,
    puzzles: t.found.flatMap((f) => f.puzzles),
    elapsedMs: Math.round(elapsedMs),
    dealsPerSecond: perSecond(t.deals, elapsedMs),
    workers,
  };
}

/** The speed fields for a run's own time (a queued run's time on Redis's clock). */
export const puzzlesSpeed = (r: MakePuzzlesReport, elapsedMs: number): Partial<MakePuzzlesReport> => ({ dealsPerSecond: perSecond(r.deals, elapsedMs) });

/** The set, as the bundled one is written (one space of indent: small diffs, short lines). */
export function puzzleSetText(r: MakePuzzlesReport): string {
  const set: PuzzleSet = { format: 'regicide-puzzles', version: 1, budget: PUZZLE_BUDGET, puzzles: r.puzzles };
  return JSON.stringify(set, null, 1);
}

/** One line of what was searched and found. */
export function puzzlesSummary(r: MakePuzzlesReport): string {
  return `${r.puzzles.length} proven puzzles from ${r.deals} deals ${r.seed}/0 to ${r.seed}/${r.deals - 1} (bot ${r.bot}; ${r.positions} positions, ${r.nodes} solver nodes); ${r.dealsPerSecond} deals/s on ${workersText(r.workers)}`;
}
