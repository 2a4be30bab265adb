// Simulation reports at 80 columns, the labelled enemies chart, and the progress line.
import { describe, expect, it, vi } from 'vitest';
import { progressBar, progressLine } from '../../src/sim/progress.js';
import { formatRegicideReport, runRegicideSim } from '../../src/sim/regicide/report.js';
import { formatThronfolgeReport, runThronfolgeSim } from '../../src/sim/thronfolge/report.js';

const widest = (text: string) => Math.max(...text.split('\n').map((l) => [...l].length));

describe('simulation reports', () => {
  it('Regicide: fits 80 columns, with every variant, and labels the enemies chart', async () => {
    const variants = ['extra-jester', 'bigger-hand', 'solo-yield', 'feign-death', 'short'] as const;
    const report = await runRegicideSim({ players: 1, bot: 'easy', variants: [...variants], seed: 'report' }, 30, 0, false);
    const text = formatRegicideReport(report);
    expect(widest(text)).toBeLessThanOrEqual(80);
    const bars = text.split('\n').filter((l) => / enem(y|ies) │/.test(l));
    expect(bars.length).toBeGreaterThan(0);
    // Each bar ends with its count, and the counts add up to the games.
    expect(bars.reduce((sum, l) => sum + Number(l.split(' ').pop()), 0)).toBe(30);
    expect(formatRegicideReport(report, true)).toMatch(/enem(y|ies) \| #/);
  });

  it('Thronfolge: fits 80 columns', async () => {
    const report = await runThronfolgeSim({ bots: ['easy', 'random'], variants: ['open-discards'], seed: 'report' }, 10, 0, false);
    expect(widest(formatThronfolgeReport(report))).toBeLessThanOrEqual(80);
  });
});

describe('progress', () => {
  it('fits the terminal width, however narrow', () => {
    for (const columns of [80, 60, 30]) expect(progressLine('thronfolge hard vs easy', 123, 10000, 5000, columns).length).toBeLessThan(columns);
    expect(progressLine('x', 5, 10, 1000)).toContain('5/10');
  });

  it('draws at once on a terminal, before the first game finishes', () => {
    const written: string[] = [];
    const bar = progressBar(200, 'regicide hard', { isTTY: true, columns: 80, write: (t: string) => written.push(t) });
    expect(written.join('')).toContain('0/200');
    bar.update(200);
    bar.finish();
    expect(written.join('')).toContain('200/200');
  });

  it('keeps redrawing while a slow game runs, so the run never looks stuck', async () => {
    const written: string[] = [];
    const bar = progressBar(3, 'slow', { isTTY: true, columns: 80, write: (t: string) => written.push(t) }, 5);
    await vi.waitFor(() => expect(written.length).toBeGreaterThanOrEqual(3));
    bar.finish();
  });

  it('writes nothing when stderr is not a terminal', () => {
    const written: string[] = [];
    const bar = progressBar(10, 'x', { isTTY: false, write: (t: string) => written.push(t) });
    bar.update(5);
    bar.finish();
    expect(written).toEqual([]);
  });
});
