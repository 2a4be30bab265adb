// The comparison mode of the benchmarks (`--against REF`): its arguments, the per-round ratios
// and their spread, and the figures it reads from each version's output.
import { describe, expect, it } from 'vitest';
import { parseAgainst } from '../../src/bench/compare/args.js';
import { engineFigures, loadtestFigures } from '../../src/bench/compare/figures.js';
import { formatSpread, pairedRatios, quantile, verdict } from '../../src/bench/compare/spread.js';

describe('--against arguments', () => {
  it('is no comparison without --against, and passes every other argument on', () => {
    expect(parseAgainst(['--quick'])).toBeNull();
    expect(parseAgainst(['--rooms', '10', '--against', '2019738', '--seconds', '5'])).toEqual({ ref: '2019738', rest: ['--rooms', '10', '--seconds', '5'] });
  });

  it('takes --rounds and the --name=value form', () => {
    expect(parseAgainst(['--against=HEAD~1', '--rounds=4', '--quick'])).toEqual({ ref: 'HEAD~1', rounds: 4, rest: ['--quick'] });
    expect(parseAgainst(['--rounds', '2', '--against', 'main'])).toEqual({ ref: 'main', rounds: 2, rest: [] });
  });

  it('refuses a missing value, a revision that reads as an option, and a bad round count', () => {
    expect(() => parseAgainst(['--against'])).toThrow('--against needs a value');
    expect(() => parseAgainst(['--against', '--quick'])).toThrow('--against needs a value');
    expect(() => parseAgainst(['--against=-rf'])).toThrow('not a git revision');
    expect(() => parseAgainst(['--against', 'x', '--rounds', '0'])).toThrow('--rounds must be');
    expect(() => parseAgainst(['--against', 'x', '--rounds', '2.5'])).toThrow('--rounds must be');
  });
});

describe('ratios and spread', () => {
  it('interpolates quartiles between neighbours', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([10], 0.75)).toBe(10);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('divides round by round, never medians by medians', () => {
    // The old version is twice as slow in every round, whatever the load of the round.
    const s = pairedRatios([100, 300, 50, 80], [200, 600, 100, 160]);
    expect(s).toMatchObject({ n: 4, median: 0.5, min: 0.5, max: 0.5, q1: 0.5, q3: 0.5 });
    const t = pairedRatios([90, 110, 100, 120, 80], [100, 100, 100, 100, 100]);
    expect(t.median).toBeCloseTo(1.0);
    expect(t.min).toBeCloseTo(0.8);
    expect(t.max).toBeCloseTo(1.2);
    expect(t.q1).toBeCloseTo(0.9);
    expect(t.q3).toBeCloseTo(1.1);
  });

  it('leaves out rounds missing on either side or with nothing to divide by', () => {
    const s = pairedRatios([1, undefined, 3, 4], [2, 2, undefined, 0]);
    expect(s.n).toBe(1);
    expect(s.median).toBe(0.5);
    expect(formatSpread(pairedRatios([], []))).toBe('no paired rounds');
  });

  it('formats the median with its IQR and range, and calls a result only outside the IQR', () => {
    const s = pairedRatios([80, 90, 85], [100, 100, 100]);
    expect(formatSpread(s)).toBe('0.85× (IQR 0.82–0.88, min–max 0.80–0.90, 3 rounds)');
    expect(verdict(s, 'lower')).toBe('better');
    expect(verdict(s, 'higher')).toBe('worse');
    expect(verdict(pairedRatios([95, 105, 100], [100, 100, 100]), 'lower')).toBe('within the spread');
    // One or two rounds have no spread to speak of.
    expect(verdict(pairedRatios([50, 60], [100, 100]), 'lower')).toMatch(/^too few rounds/);
  });
});

describe('figures read from the output', () => {
  it('reads games/s of playouts and logs/s of replays', () => {
    const f = engineFigures(
      [
        'Engine: random playouts on one core, legal-move generation included (3 s each)',
        'regicide solo                     37,012 games/s   1,234,567 moves/s  (111,036 games, 3.0 s)',
        'regicide solo                          1,500 logs/s       60,000 moves/s',
      ].join('\n'),
    );
    expect(f.get('regicide solo (playouts)')).toEqual({ value: 37012, unit: 'games/s', better: 'higher' });
    expect(f.get('regicide solo (replay --verify)')).toEqual({ value: 1500, unit: 'logs/s', better: 'higher' });
    expect(f.size).toBe(2);
  });

  it('reads the load test latencies, moves/s and failed set-ups', () => {
    const f = loadtestFigures(
      [
        'rooms opened: 250, client connections made: 1000 (at most 1000 at once), games finished: 12, failed room set-ups: 0',
        'moves: 9000 (100.5/s overall)',
        'move → next view, all:          p50 6.1 ms  p95 33.0 ms  p99 50.2 ms',
        'move → next view, after ramp:   p50 6.0 ms  p95 32.0 ms  p99 48.0 ms  (8000 moves)',
      ].join('\n'),
    );
    expect(f.get('p95, after ramp')).toEqual({ value: 32, unit: 'ms', better: 'lower' });
    expect(f.get('p99, all')?.value).toBe(50.2);
    expect(f.get('moves/s')?.value).toBe(100.5);
    expect(f.get('failed room set-ups')?.value).toBe(0);
    expect(f.has('p95, median of the 10 s windows from 10 s')).toBe(false);
  });

  it("takes the median of the steady windows' p95, so one window's burst moves it little", () => {
    const window = (from: number, p95: number): string =>
      `  ${String(from).padStart(4)}–${String(from + 10).padEnd(4)} s  rooms  250  moves/s  240.0  p50 4.0 ms  p95 ${p95.toFixed(1)} ms  p99 90.0 ms  load 1.50`;
    // The ramp's window (0–10 s) is left out; the 741.8 ms burst is one window of three.
    const f = loadtestFigures(['per 10 s window:', window(0, 500), window(10, 36.4), window(20, 30.8), window(30, 741.8), '               server loop p95 0.0 p99 1.0 max 9.0 ms'].join('\n'));
    expect(f.get('p95, median of the 10 s windows from 10 s')).toEqual({ value: 36.4, unit: 'ms', better: 'lower' });
  });
});
