// The load test's loop probe: what it records of a process second by second, and how the
// comparison sums a round up (the server's loop delay weighed by time, after the ramp).
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { probeFigures, probeWindows } from '../../src/bench/compare/probe-figures.js';
import { type ProbeSecond, startLoopProbe } from '../../src/bench/loop-probe.js';
import { readProbes, summarise, within } from '../../src/bench/loop-report.js';

const dirs: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'loop-probe-test-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const second = (t: number, late: number[], more: Partial<ProbeSecond> = {}): ProbeSecond => ({
  t,
  span: 1000,
  late,
  n: 100,
  eld: { p99: 0, max: 0 },
  gc: { n: 0, ms: 0, max: 0 },
  cpu: { main: 100, wait: 50, all: 150, waitAll: 80 },
  sys: { busy: 50, iowait: 1, steal: 2 },
  psi: { cpu: 10, io: 1, ioFull: 0 },
  ...more,
});

describe('a stretch of probed seconds', () => {
  it('weighs a stall by the time it lasted', () => {
    // One 500 ms stall in a second: a message arriving then waits up to 500 ms, for half the second.
    const s = summarise([second(1000, [500])]);
    expect(s.max).toBe(500);
    // Waits beyond x add up to (500 − x) ms of the 1,000: 5% at x = 450, 1% at x = 490.
    expect(s.p95).toBeCloseTo(450, 3);
    expect(s.p99).toBeCloseTo(490, 3);
    // The same stall in ten seconds of time is rarer: 5% of 10 s is 500 ms, so p95 is 0.
    const ten = summarise([second(1000, [500]), ...Array.from({ length: 9 }, (_, i) => second(2000 + i * 1000, []))]);
    expect(ten.p95).toBe(0);
    expect(ten.p99).toBeCloseTo(400, 3);
  });

  it('sums GC, CPU and the machine over the seconds', () => {
    const s = summarise([second(1000, [], { gc: { n: 2, ms: 30, max: 20 } }), second(2000, [2], { gc: { n: 1, ms: 10, max: 10 } })]);
    expect(s).toMatchObject({ seconds: 2, gcPerSecond: 20, gcMax: 20, cpu: 0.1, wait: 0.05, busy: 50, steal: 2, cpuPressure: 10 });
  });

  it('takes the seconds whose middle lies in the stretch', () => {
    const seconds = [second(1000, []), second(2000, []), second(3000, [])];
    expect(within(seconds, 1000, 2500).map((s) => s.t)).toEqual([2000]);
    expect(within(seconds, 0, 3000).map((s) => s.t)).toEqual([1000, 2000, 3000]);
  });
});

describe("a round's probe figures", () => {
  it('reads the server and the clients after the ramp, from the listening line on', () => {
    const dir = tempDir();
    const lines = (xs: object[]): string => xs.map((x) => JSON.stringify(x) + '\n').join('');
    // Listening at 10 s; 100 rooms at 20 a second: the ramp ends at 15 s, the run (20 s) at 30 s.
    const stall = (t: number): object => ({ kind: 'second', ...second(t, [t === 12_000 ? 900 : t === 20_000 ? 100 : 1]) });
    writeFileSync(join(dir, 'server-1.jsonl'), lines([{ kind: 'listening', t: 10_000 }, ...[11, 12, 16, 20, 25, 31].map((s) => stall(s * 1000))]));
    writeFileSync(join(dir, 'client-2.jsonl'), lines([{ kind: 'second', ...second(20_000, [40]) }]));
    const f = probeFigures(dir, ['--rooms', '100', '--seconds', '20'], { rooms: 250, ramp: 20, seconds: 90 });
    // The 900 ms stall was in the ramp (12 s) and the 31st second after the end: neither counts.
    expect(f.get('server loop delay max, after ramp')?.value).toBe(100);
    expect(f.get("clients' loop delay p99, after ramp")?.value).toBeGreaterThan(0);
    expect(f.get('server main thread CPU, after ramp')).toEqual({ value: 10, unit: '%', better: 'lower' });
    expect(readProbes(dir).listening).toBe(10_000);
    // Its windows, as the load test's own: both stalls in the first (10–20 s of the clock), a quiet second (25 s) in the next.
    const windows = probeWindows(dir, ['--seconds', '20'], { seconds: 90 });
    expect(windows).toHaveLength(2);
    expect(windows[0]).toMatch(/^\s+0–10\s+s\s+server loop .* max 900\.0 ms/);
    expect(windows[1]).toMatch(/^\s+10–20\s+s\s+server loop .* max 1\.0 ms/);
  });

  it('gives no figures when no server was probed', () => {
    expect(probeFigures(tempDir(), [], { rooms: 250, ramp: 20, seconds: 90 }).size).toBe(0);
  });
});

describe('the probe in a process', () => {
  it('records late ticks, the second and the listening line, once per process', async () => {
    const dir = tempDir();
    const printed: string[] = [];
    const out = { write: (chunk: unknown): boolean => printed.push(String(chunk)) > 0 };
    startLoopProbe(dir, 'server', out);
    startLoopProbe(dir, 'client'); // a second start does nothing
    out.write('{"event":"listening","port":1}\n');
    out.write('{"event":"joined"}\n');
    expect(printed).toHaveLength(2);
    // The loop held for 150 ms: a tick comes that late.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const until = performance.now() + 150;
    while (performance.now() < until);
    const file = join(dir, `server-${process.pid}.jsonl`);
    for (let i = 0; i < 100 && !readFileSync(file, 'utf8').includes('"second"'); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readdirSync(dir)).toEqual([`server-${process.pid}.jsonl`]);
    const probes = readProbes(dir);
    expect(probes.listening).toBeGreaterThan(0);
    expect(probes.server.length).toBeGreaterThan(0);
    expect(Math.max(...probes.server.flatMap((s) => s.late))).toBeGreaterThanOrEqual(100);
  });
});
