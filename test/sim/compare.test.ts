// `sim --compare A B`: the paired SPRT on real bots decides as it should within a bounded number
// of deals, and its report depends only on the seed and the test, never on the workers or batches.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { type CompareReport, runCompareReport } from '../../src/sim/compare-report.js';
import { readDeals } from '../../src/sim/compare.js';
import type { SprtTest } from '../../src/sim/sprt.js';
import { binPath, ROOT } from '../cli/drive.js';

const test = (points: number): SprtTest => ({ delta0: 0, delta1: points / 100, alpha: 0.05, beta: 0.05 });
const withoutTimings = ({ elapsedMs, gamesPerSecond, workers, played, ...rest }: CompareReport) => (void [elapsedMs, gamesPerSecond, workers, played], rest);

async function regicide(bots: [string, string], points: number, workers = 0, maxDeals = 2000): Promise<CompareReport> {
  const spec = { bots, seed: 'cmp', players: 1, variants: [] };
  return runCompareReport({ game: 'regicide', spec, setting: 'solo', pairing: 'apart', test: test(points), maxDeals, workers, showProgress: false });
}

describe('sim --compare', () => {
  it('says "no better" for a bot against itself: the same deals give the same games', async () => {
    const r = await regicide(['easy', 'easy'], 5);
    expect(r.decision).toBe('H0');
    // No deal differs: (1 - 0.05)^n falls below beta at 59 deals.
    expect(r.counts).toEqual({ better: 0, same: 59, worse: 0 });
    expect(r.deals).toBe(59);
    expect(r.games).toBe(118);
  });

  it('tells the stronger bot from the weaker one, either way round, within a bounded number of deals', async () => {
    // random wins no solo game, easy about 6.5%.
    const better = await regicide(['random', 'easy'], 3);
    expect(better.decision).toBe('H1');
    expect(better.deals).toBeLessThan(400);
    expect(better.counts.worse).toBe(0);
    const worse = await regicide(['easy', 'random'], 3);
    expect(worse.decision).toBe('H0');
    expect(worse.deals).toBeLessThan(400);
  });

  it('stops at the cap when the test cannot decide', async () => {
    const spec = { bots: ['random', 'easy'] as [string, string], seed: 'cmp', players: 1, variants: [] };
    const r = await runCompareReport({ game: 'regicide', spec, setting: 'solo', pairing: 'apart', test: test(3), maxDeals: 20, workers: 0, showProgress: false });
    expect(r).toMatchObject({ decision: 'cap', deals: 20, played: 20 });
  });

  it('compares Thronfolge bots in duels with the seats swapped', async () => {
    const spec = { bots: ['random', 'easy'] as [string, string], seed: 'cmp', variants: [] };
    const r = await runCompareReport({ game: 'thronfolge', spec, setting: 'duels', pairing: 'duel', test: test(5), maxDeals: 1000, workers: 0, showProgress: false });
    expect(r.decision).toBe('H1');
    expect(r.deals).toBeLessThan(200);
    expect(r.games).toBe(2 * r.deals);
    expect(r.wins[1]).toBeGreaterThan(r.wins[0]);
  });

  it('gives the same report on worker threads as on one thread', async () => {
    // easy wins a few of 40 solo deals: the deals differ, and the threads must agree on which.
    const inline = await regicide(['random', 'easy'], 3, 0, 40);
    const threaded = await regicide(['random', 'easy'], 3, 2, 40);
    expect(inline.wins[1]).toBeGreaterThan(0);
    expect(withoutTimings(threaded)).toEqual(withoutTimings(inline));
  });

  it('reads whole deals in order, whatever deals were played past the deciding one', () => {
    const deals = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [i, { a: 0, b: 1, outcomes: [1 as const] }]));
    const some = readDeals(deals, 100, test(5));
    expect(some.decision).toBe('H1');
    expect(readDeals({ ...deals, 99: { a: 1, b: 0, outcomes: [-1] } }, 100, test(5))).toEqual(some);
  });

  // Runs the built program: `npm run build` first.
  it('refuses a bad --compare in one line with exit code 2', () => {
    for (const args of [
      ['--compare', 'easy'],
      ['--compare', 'easy', 'best'],
      ['--alpha', '0.1'],
    ]) {
      const r = spawnSync(process.execPath, [binPath('regicide'), 'sim', ...args], { cwd: ROOT, encoding: 'utf8' });
      expect(r.status).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
