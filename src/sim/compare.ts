// `sim --compare A B`: plays deals in batches on the worker pool (the game module's `compare`
// kind) and after each batch reads the deals in order through the SPRT (sprt.ts), stopping at the
// first deal that decides or at the cap. The decision, the deals used and every figure of the
// report depend only on the deals up to that one, never on the batches, the number of workers or
// the order in which they finish: a batch only decides how many deals are played in vain.
import type { CompareSpecBase, CompareTally, DealComparison } from '../modules/compare-tally.js';
import { runPool, type SequentialRunner } from './pool.js';
import { differenceInterval, type PairCounts, type SprtDecision, type SprtTest, sprtState } from './sprt.js';

export interface CompareRun {
  game: string;
  /** The game's compare spec without `offset` (the driver sets it per batch). */
  spec: Omit<CompareSpecBase, 'offset'> & Record<string, unknown>;
  test: SprtTest;
  /** Deals at most. */
  maxDeals: number;
  workers: number;
  /** Deals played so far (also those past the deciding one). */
  onProgress?: (deals: number) => void;
  /**
   * Plays the deals somewhere else (a job queue): the whole run of `maxDeals` deals is handed
   * over at once, and the test is read after each prefix of deals that comes back, so the
   * decision is the same as on the pool.
   */
  sequential?: SequentialRunner;
}

export interface CompareResult {
  decision: Exclude<SprtDecision, 'continue'> | 'cap';
  /** Deals read by the test, up to the deciding one. */
  deals: number;
  /** Games in those deals (two per deal in Regicide, one by each bot; two duels in Thronfolge). */
  games: number;
  counts: PairCounts;
  llr: number;
  bounds: [number, number];
  /** Games A and B won on those deals. */
  wins: [number, number];
  difference: number;
  ci95: [number, number];
  /** Deals played, the ones past the deciding deal included. */
  played: number;
}

/**
 * The next batch's deals: about three seconds' worth at the speed of the last batch (starting a
 * batch's workers costs time too), at least the first batch's 16 (4 per worker with more), at
 * most four times the last and 5,000. Only the deals played in vain depend on it.
 */
export function nextBatch(workers: number, last: number, lastMs: number): number {
  const first = Math.max(16, 4 * Math.max(1, workers));
  if (last === 0) return first;
  const worth = (last / Math.max(1, lastMs)) * 3000;
  return Math.round(Math.max(first, Math.min(4 * last, 5000, worth)));
}

/** Reads the deals 0, 1, … in order through the test; stops at the first that decides. */
export function readDeals(deals: Record<number, DealComparison>, available: number, test: SprtTest): Omit<CompareResult, 'played'> {
  const counts: PairCounts = { better: 0, same: 0, worse: 0 };
  const wins: [number, number] = [0, 0];
  let state = sprtState(counts, test);
  let used = 0;
  while (used < available && state.decision === 'continue') {
    const deal = deals[used++];
    wins[0] += deal.a;
    wins[1] += deal.b;
    for (const o of deal.outcomes) {
      if (o > 0) counts.better++;
      else if (o < 0) counts.worse++;
      else counts.same++;
    }
    // Checked after whole deals: both duels of a Thronfolge deal count, or neither.
    state = sprtState(counts, test);
  }
  const { estimate, ci95 } = differenceInterval(counts);
  const decision = state.decision === 'continue' ? 'cap' : state.decision;
  return { decision, deals: used, games: 2 * used, counts, llr: state.llr, bounds: [state.lower, state.upper], wins, difference: estimate, ci95 };
}

export async function runCompare(run: CompareRun): Promise<CompareResult> {
  if (run.sequential) {
    const { tally, games } = await run.sequential<CompareTally>({
      kind: { game: run.game, kind: 'compare' },
      spec: { ...run.spec, offset: 0 },
      games: run.maxDeals,
      workers: 0,
      enough: (t, deals) => readDeals(t.deals, deals, run.test).decision !== 'cap',
    });
    return { ...readDeals(tally.deals, games, run.test), played: games };
  }
  const all: Record<number, DealComparison> = {};
  let played = 0;
  let last = 0;
  let lastMs = 0;
  while (played < run.maxDeals) {
    const games = Math.min(nextBatch(run.workers, last, lastMs), run.maxDeals - played);
    const before = played;
    const started = performance.now();
    const tally = await runPool<CompareTally>({
      kind: { game: run.game, kind: 'compare' },
      spec: { ...run.spec, offset: played },
      games,
      workers: Math.min(run.workers, games),
      onProgress: (done) => run.onProgress?.(before + done),
    });
    Object.assign(all, tally.deals);
    played += games;
    last = games;
    lastMs = performance.now() - started;
    const result = readDeals(all, played, run.test);
    if (result.decision !== 'cap') return { ...result, played };
  }
  return { ...readDeals(all, played, run.test), played };
}
