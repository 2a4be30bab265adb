// What the loop probes (loop-probe.ts) of a load test recorded, summed up over a stretch of time:
// the server's own loop delay, GC and CPU, the clients' loop delay, and the machine's shares. The
// server's loop delay is what a move pays inside the server whoever measures it, so the client
// side's noise (1,000 clients on the same two cores) does not count in it.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ProbeLine, ProbeSecond } from './loop-probe.js';

export interface ProbeRecord {
  server: ProbeSecond[];
  client: ProbeSecond[];
  /** When the (first) server said it was listening; NaN when no server was probed. */
  listening: number;
}

const isProbeLine = (x: unknown): x is ProbeLine => typeof x === 'object' && x !== null && 'kind' in x && (x.kind === 'second' || x.kind === 'listening');

/** Every probe file in `dir`: the servers' seconds (all processes), the clients' seconds. */
export function readProbes(dir: string): ProbeRecord {
  const record: ProbeRecord = { server: [], client: [], listening: NaN };
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.jsonl'));
  } catch {
    return record;
  }
  for (const file of files) {
    const role = file.startsWith('server-') ? 'server' : 'client';
    for (const text of readFileSync(join(dir, file), 'utf8').split('\n')) {
      if (!text) continue;
      const line: unknown = JSON.parse(text);
      if (!isProbeLine(line)) continue;
      if (line.kind === 'listening') record.listening = Number.isNaN(record.listening) ? line.t : Math.min(record.listening, line.t);
      else record[role].push(line);
    }
  }
  return record;
}

export interface LoopSummary {
  /** Seconds covered. */
  seconds: number;
  /**
   * Loop delay weighed by time: p95 is the delay a message arriving at a random moment waits
   * beyond the loop's usual turn, exceeded in 5% of the time; a 500 ms stall counts for the half
   * second it lasted, not as one late sample among a hundred.
   */
  p95: number;
  p99: number;
  max: number;
  /** GC pauses: ms per second and the longest. */
  gcPerSecond: number;
  gcMax: number;
  /** Main thread: share of a core it ran, and share of the time it was runnable but waited for one. */
  cpu: number;
  wait: number;
  /** The same over every thread (writers, bot workers, GC helpers): cores' worth. */
  cpuAll: number;
  waitAll: number;
  /** The machine (all cores): percent busy, in iowait, stolen by the host. */
  busy: number;
  iowait: number;
  steal: number;
  /** Percent of the time some task on the machine waited for a core, for I/O (/proc/pressure). */
  cpuPressure: number;
  ioPressure: number;
}

/** Seconds whose middle lies in [from, to) (clock ms). */
export const within = (seconds: ProbeSecond[], from: number, to: number): ProbeSecond[] => seconds.filter((s) => s.t - s.span / 2 >= from && s.t - s.span / 2 < to);

/** The delay exceeded in a share `q` of the time: Σ max(0, late − x) / time = q, solved for x. */
function timeQuantile(late: number[], spanMs: number, q: number): number {
  if (spanMs <= 0) return NaN;
  const over = (x: number): number => late.reduce((sum, l) => sum + Math.max(0, l - x), 0) / spanMs;
  if (over(0) <= q) return 0;
  let lo = 0;
  let hi = Math.max(...late);
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (over(mid) > q) lo = mid;
    else hi = mid;
  }
  return hi;
}

export function summarise(seconds: ProbeSecond[]): LoopSummary {
  const span = seconds.reduce((a, s) => a + s.span, 0);
  const late = seconds.flatMap((s) => s.late);
  const weighted = (f: (s: ProbeSecond) => number): number => seconds.reduce((a, s) => a + f(s) * s.span, 0) / span;
  return {
    seconds: span / 1000,
    p95: timeQuantile(late, span, 0.05),
    p99: timeQuantile(late, span, 0.01),
    max: Math.max(0, ...late),
    gcPerSecond: seconds.reduce((a, s) => a + s.gc.ms, 0) / (span / 1000),
    gcMax: Math.max(0, ...seconds.map((s) => s.gc.max)),
    cpu: seconds.reduce((a, s) => a + s.cpu.main, 0) / span,
    wait: seconds.reduce((a, s) => a + s.cpu.wait, 0) / span,
    cpuAll: seconds.reduce((a, s) => a + s.cpu.all, 0) / span,
    waitAll: seconds.reduce((a, s) => a + s.cpu.waitAll, 0) / span,
    busy: weighted((s) => s.sys.busy),
    iowait: weighted((s) => s.sys.iowait),
    steal: weighted((s) => s.sys.steal),
    cpuPressure: weighted((s) => s.psi.cpu),
    ioPressure: weighted((s) => s.psi.io),
  };
}

const f1 = (x: number): string => (Number.isFinite(x) ? x.toFixed(1) : '-');
const pc = (x: number): string => (Number.isFinite(x) ? `${Math.round(x * 100)}%` : '-');

/** One line: the server's loop and GC, the clients' loop, the machine; empty when nothing was probed. */
export function summaryLine(server: ProbeSecond[], client: ProbeSecond[]): string {
  if (server.length === 0) return '';
  const s = summarise(server);
  const c = summarise(client);
  return (
    `server loop p95 ${f1(s.p95)} p99 ${f1(s.p99)} max ${f1(s.max)} ms, GC ${f1(s.gcPerSecond)} ms/s (max ${f1(s.gcMax)}), main thread ran ${pc(s.cpu)} waited ${pc(s.wait)}, all threads ${pc(s.cpuAll)} and ${pc(s.waitAll)}` +
    (client.length ? ` | clients' loop p99 ${f1(c.p99)} max ${f1(c.max)} ms, waited ${pc(c.wait)}` : '') +
    ` | machine busy ${f1(s.busy)}% iowait ${f1(s.iowait)}% steal ${f1(s.steal)}%, a task waiting for a core ${f1(s.cpuPressure)}% for I/O ${f1(s.ioPressure)}%`
  );
}
