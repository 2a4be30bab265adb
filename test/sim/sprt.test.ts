// The pure SPRT on synthetic paired outcomes: its likelihoods are the true maxima, and over many
// simulated runs it says "better" for an equal pair no more often than alpha, and "no better" for a
// pair better by delta1 no more often than beta.
import { describe, expect, it } from 'vitest';
import { generator } from '../../src/core/rng.js';
import { differenceInterval, maxLogLikelihood, runSequential, sprtState, type PairCounts, type PairOutcome, type SprtTest } from '../../src/sim/sprt.js';

/** The maximum by brute force over a fine grid of P(-1). */
function gridMax(c: PairCounts, delta: number): number {
  let best = -Infinity;
  const lo = Math.max(0, -delta);
  const hi = (1 - Math.abs(delta)) / 2 + lo;
  for (let i = 0; i <= 20000; i++) {
    const t = lo + ((hi - lo) * i) / 20000;
    const ps = [t + delta, 1 - delta - 2 * t, t];
    if (ps.some((p) => p < -1e-12)) continue;
    const ll = [c.better, c.same, c.worse].reduce((s, n, k) => s + (n === 0 ? 0 : n * Math.log(Math.max(ps[k], 1e-300))), 0);
    best = Math.max(best, ll);
  }
  return best;
}

/** Outcomes of a pair where B beats A on `up` of the deals and loses on `down`. */
function* outcomes(seed: string, up: number, down: number): Generator<PairOutcome> {
  const next = generator(seed);
  for (;;) {
    const x = next();
    yield x < up ? 1 : x < up + down ? -1 : 0;
  }
}

const TEST: SprtTest = { delta0: 0, delta1: 0.05, alpha: 0.05, beta: 0.05 };

describe('SPRT over paired outcomes', () => {
  it('takes the true maximum likelihood under each hypothesis, boundaries included', () => {
    const cases: PairCounts[] = [
      { better: 10, same: 80, worse: 5 },
      { better: 0, same: 40, worse: 0 },
      { better: 0, same: 10, worse: 7 },
      { better: 9, same: 0, worse: 1 },
      { better: 3, same: 3, worse: 3 },
    ];
    for (const c of cases) for (const d of [-0.2, 0, 0.05, 0.3]) expect(maxLogLikelihood(c, d)).toBeCloseTo(gridMax(c, d), 3);
  });

  it('decides H0 for identical results within a bounded number of deals, H1 for a clear win', () => {
    const same = runSequential(outcomes('x', 0, 0), TEST, 10_000);
    expect(same.decision).toBe('H0');
    // (1 - 0.05)^n <= beta = 0.05: 59 deals without one difference.
    expect(same.used).toBe(59);
    const clear = runSequential(outcomes('y', 0.4, 0.05), TEST, 10_000);
    expect(clear.decision).toBe('H1');
    expect(clear.used).toBeLessThan(100);
  });

  it('stops at the cap, or asks for more when the outcomes run out', () => {
    const capped = runSequential(outcomes('z', 0.2, 0.18), TEST, 50);
    expect(capped).toMatchObject({ decision: 'cap', used: 50 });
    const short = runSequential([1, -1, 0], TEST);
    expect(short).toMatchObject({ decision: 'continue', used: 3 });
    expect(() => sprtState(short.counts, { ...TEST, delta1: 0 })).toThrow(/delta0 < delta1/);
  });

  it('keeps both errors within alpha and beta over many simulated runs', () => {
    const runs = 300;
    let falseBetter = 0;
    let falseNoBetter = 0;
    for (let r = 0; r < runs; r++) {
      // Equal bots that differ on 30% of the deals; then B better by exactly delta1.
      if (runSequential(outcomes(`h0/${r}`, 0.15, 0.15), TEST, 20_000).decision === 'H1') falseBetter++;
      if (runSequential(outcomes(`h1/${r}`, 0.175, 0.125), TEST, 20_000).decision === 'H0') falseNoBetter++;
    }
    expect(falseBetter / runs).toBeLessThanOrEqual(TEST.alpha);
    expect(falseNoBetter / runs).toBeLessThanOrEqual(TEST.beta);
  });

  it('gives the difference with a 95% interval', () => {
    const { estimate, ci95 } = differenceInterval({ better: 30, same: 60, worse: 10 });
    expect(estimate).toBeCloseTo(0.2, 10);
    expect(ci95[0]).toBeLessThan(0.2);
    expect(ci95[1]).toBeGreaterThan(0.2);
    expect(ci95[1] - ci95[0]).toBeCloseTo(2 * 1.96 * Math.sqrt((0.4 - 0.04) / 100), 3);
  });
});
