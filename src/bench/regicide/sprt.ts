// `npm run bench`: how many games the SPRT of `regicide sim --compare` needs between the `normal`
// and the `hard` bot (B better by 5 points, alpha = beta = 0.05), on the worker threads; and, on
// synthetic outcomes, how often it wrongly calls an equal pair better (it must stay within alpha).
import { generator } from '../../core/rng.js';
import { runCompareReport } from '../../sim/compare-report.js';
import { type PairOutcome, runSequential, type SprtTest } from '../../sim/sprt.js';

const TEST: SprtTest = { delta0: 0, delta1: 0.05, alpha: 0.05, beta: 0.05 };

/** Share of simulated runs between equal bots (differing on 30% of deals) that ended in H1. */
export function falseBetterRate(runs: number): { rate: number; meanDeals: number } {
  let wrong = 0;
  let deals = 0;
  for (let r = 0; r < runs; r++) {
    const next = generator(`sprt-bench/${r}`);
    const outcomes = (function* (): Generator<PairOutcome> {
      for (;;) {
        const x = next();
        yield x < 0.15 ? 1 : x < 0.3 ? -1 : 0;
      }
    })();
    const s = runSequential(outcomes, TEST, 100_000);
    if (s.decision === 'H1') wrong++;
    deals += s.used;
  }
  return { rate: wrong / runs, meanDeals: deals / runs };
}

export async function runSprtBench({ quick, workers }: { quick: boolean; workers: number }): Promise<void> {
  console.log('\nSPRT of `regicide sim --compare` (B better by 5 points, alpha = beta = 0.05, seed sim)');
  const bots: [string, string] = quick ? ['easy', 'normal'] : ['normal', 'hard'];
  const r = await runCompareReport({
    game: 'regicide',
    spec: { bots, seed: 'sim', players: 1, variants: [] },
    setting: 'solo',
    pairing: 'apart',
    test: TEST,
    maxDeals: quick ? 300 : 3000,
    workers,
    showProgress: false,
  });
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  console.log(
    `${bots.join(' vs ').padEnd(30)} ${r.decision} after ${r.deals} deals (${r.games} games): ${pct(r.winRates[0])} vs ${pct(r.winRates[1])}, ${(r.elapsedMs / 1000).toFixed(1)} s on ${workers} workers`,
  );
  const runs = quick ? 200 : 2000;
  const f = falseBetterRate(runs);
  console.log(`${'equal pair, synthetic'.padEnd(30)} called better in ${pct(f.rate)} of ${runs} runs (alpha 5%), ${Math.round(f.meanDeals)} deals on average`);
}
