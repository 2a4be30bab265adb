// The simulator: reports depend only on the spec and seed (timings aside), whatever the workers.
import { describe, expect, it } from 'vitest';
import { runRegicideSim, type RegicideReport } from '../../src/sim/regicide/report.js';
import { quantileMs, newHistogram, recordMs } from '../../src/modules/tally.js';
import { wilson95 } from '../../src/sim/stats.js';

const withoutTimings = (r: RegicideReport) => {
  const { decisionMs, elapsedMs, gamesPerSecond, workers, ...rest } = r;
  (void decisionMs, elapsedMs, gamesPerSecond, workers);
  return rest;
};

describe('regicide simulator', () => {
  const spec = { players: 1, bot: 'easy' as const, variants: [], seed: 'sim-test' };

  it('same seed, same report', async () => {
    const a = await runRegicideSim(spec, 60, 0, false);
    const b = await runRegicideSim(spec, 60, 0, false);
    expect(withoutTimings(b)).toEqual(withoutTimings(a));
    expect(a.games).toBe(60);
    expect(a.ci95[0]).toBeLessThanOrEqual(a.winRate);
    expect(a.ci95[1]).toBeGreaterThanOrEqual(a.winRate);
    expect(a.defeated.reduce((x, y) => x + y, 0)).toBe(60);
  });

  it('worker threads give the same report as one thread', async () => {
    const inline = await runRegicideSim({ ...spec, players: 2 }, 40, 0, false);
    const threaded = await runRegicideSim({ ...spec, players: 2 }, 40, 2, false);
    expect(withoutTimings(threaded)).toEqual(withoutTimings(inline));
  });

  it('a different seed gives different games', async () => {
    const a = await runRegicideSim(spec, 60, 0, false);
    const b = await runRegicideSim({ ...spec, seed: 'other' }, 60, 0, false);
    expect(b.defeated).not.toEqual(a.defeated);
  });
});

describe('statistics', () => {
  it('Wilson interval', () => {
    const [lo, hi] = wilson95(50, 100);
    expect(lo).toBeCloseTo(0.4038, 3);
    expect(hi).toBeCloseTo(0.5962, 3);
    expect(wilson95(0, 10)[0]).toBe(0);
  });

  it('histogram quantiles within 2%', () => {
    const h = newHistogram();
    for (let i = 1; i <= 1000; i++) recordMs(h, i / 10);
    expect(quantileMs(h, 0.5)).toBeGreaterThan(50 * 0.98);
    expect(quantileMs(h, 0.5)).toBeLessThan(50 * 1.03);
    expect(quantileMs(h, 0.95)).toBeGreaterThan(95 * 0.98);
    expect(quantileMs(h, 0.95)).toBeLessThan(95 * 1.03);
  });
});
