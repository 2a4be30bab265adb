// A bench process's event loop, second by second, written to DIR/ROLE-PID.jsonl: how late a 10 ms
// timer fires (the loop's delay, as perf_hooks.monitorEventLoopDelay measures it, with every late
// sample kept so that a stall's length can be weighed by the time it lasted), the native monitor's
// p99 and max beside it, the GC's pauses, the main thread's CPU time and its wait for a core (the
// run queue, /proc/self/task/PID/schedstat), and the machine's busy, iowait and steal shares
// (/proc/stat). A loop-delay spike with a long run-queue wait is the machine's (another process
// had the core); with CPU time or GC it is the process's own work.
//
// Loaded into any Node process by `--import` (loop-probe-preload.js): the load test's clients and
// its `serve` child, also of an earlier version (see compare/loadtest-against.ts). The probe's own
// cost: a timer every 10 ms, a few /proc reads and a line appended once a second.
import { appendFileSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';

/** One second of a probed process. Times in ms; `sys` in percent of all cores. */
export interface ProbeSecond {
  /** Clock time (Date.now) at the end of the second, and the ms it covered. */
  t: number;
  span: number;
  /** The lateness of each 10 ms tick that came 1 ms or more late (the others only counted in `n`). */
  late: number[];
  n: number;
  /** perf_hooks.monitorEventLoopDelay over the same second. */
  eld: { p99: number; max: number };
  gc: { n: number; ms: number; max: number };
  /** Main thread: CPU time and time spent runnable but waiting for a core; `all`, `waitAll`: the same of every thread. */
  cpu: { main: number; wait: number; all: number; waitAll: number };
  sys: { busy: number; iowait: number; steal: number };
  /** Pressure stall information (/proc/pressure), percent of the second: some task waited for a core, for I/O; every task for I/O. */
  psi: { cpu: number; io: number; ioFull: number };
}

/** A line of the file: a second, or the moment the server said it was listening. */
export type ProbeLine = ({ kind: 'second' } & ProbeSecond) | { kind: 'listening'; t: number };

const TICK_MS = 10;
const SECOND_MS = 1000;
/** Whether the probe runs (the preload and the load test itself may both start it). */
let started = false;

/** A stream as the probe watches it: its write, replaced until the "listening" line went through. */
interface Output {
  write(chunk: unknown, ...rest: unknown[]): boolean;
}

const schedstat = (path: string): [number, number] => {
  const [run, wait] = readFileSync(path, 'utf8').split(' ');
  return [Number(run) / 1e6, Number(wait) / 1e6];
};

function threadsCpuMs(): ProbeSecond['cpu'] {
  try {
    const [main, wait] = schedstat(`/proc/self/task/${process.pid}/schedstat`);
    let all = 0;
    let waitAll = 0;
    for (const task of readdirSync('/proc/self/task')) {
      try {
        const [run, waited] = schedstat(`/proc/self/task/${task}/schedstat`);
        all += run;
        waitAll += waited;
      } catch {
        // the thread ended between the listing and the read
      }
    }
    return { main, wait, all, waitAll };
  } catch {
    return { main: NaN, wait: NaN, all: NaN, waitAll: NaN };
  }
}

/** The machine's jiffies: [total, busy, iowait, steal]. */
function machineJiffies(): number[] {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = f;
    return [user + nice + system + idle + iowait + irq + softirq + steal, user + nice + system + irq + softirq, iowait, steal];
  } catch {
    return [NaN, NaN, NaN, NaN];
  }
}

/** The totals (µs) of /proc/pressure/cpu's and io's `some` lines and io's `full` line; NaN where the kernel has none. */
function pressureUs(): [number, number, number] {
  const total = (file: string, kind: string): number => {
    try {
      const line = readFileSync(`/proc/pressure/${file}`, 'utf8')
        .split('\n')
        .find((l) => l.startsWith(kind));
      return Number(/total=(\d+)/.exec(line ?? '')?.[1] ?? NaN);
    } catch {
      return NaN;
    }
  };
  return [total('cpu', 'some'), total('io', 'some'), total('io', 'full')];
}

/**
 * Starts the probe in this process (once; a second call does nothing). `out`: where a server
 * prints its "listening" line (its standard output).
 */
export function startLoopProbe(dir: string, role: string, out: Output = process.stdout): void {
  if (started) return;
  started = true;
  const file = join(dir, `${role}-${process.pid}.jsonl`);
  const write = (line: ProbeLine): void => {
    try {
      appendFileSync(file, JSON.stringify(line) + '\n');
    } catch {
      // the bench removed its folder: nothing more to record
    }
  };

  const eld = monitorEventLoopDelay({ resolution: TICK_MS });
  eld.enable();
  let late: number[] = [];
  let n = 0;
  let gc = { n: 0, ms: 0, max: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      gc.n++;
      gc.ms += e.duration;
      gc.max = Math.max(gc.max, e.duration);
    }
  }).observe({ entryTypes: ['gc'] });

  let due = performance.now() + TICK_MS;
  const tick = (): void => {
    const now = performance.now();
    const by = now - due;
    n++;
    if (by >= 1) late.push(Math.round(by * 10) / 10);
    due = now + TICK_MS;
    setTimeout(tick, TICK_MS).unref();
  };
  setTimeout(tick, TICK_MS).unref();

  let lastT = Date.now();
  let lastCpu = threadsCpuMs();
  let lastSys = machineJiffies();
  let lastPsi = pressureUs();
  const second = (): void => {
    const t = Date.now();
    const cpu = threadsCpuMs();
    const sys = machineJiffies();
    const psi = pressureUs();
    const stalled = (i: number): number => Math.round((psi[i] - lastPsi[i]) / ((t - lastT) * 10));
    const total = sys[0] - lastSys[0];
    const share = (i: number): number => Math.round((1000 * (sys[i] - lastSys[i])) / total) / 10;
    const ms = (x: number): number => Math.round(x * 10) / 10;
    write({
      kind: 'second',
      t,
      span: t - lastT,
      late,
      n,
      eld: { p99: ms(eld.percentile(99) / 1e6), max: ms(eld.max / 1e6) },
      gc: { n: gc.n, ms: ms(gc.ms), max: ms(gc.max) },
      cpu: { main: ms(cpu.main - lastCpu.main), wait: ms(cpu.wait - lastCpu.wait), all: ms(cpu.all - lastCpu.all), waitAll: ms(cpu.waitAll - lastCpu.waitAll) },
      sys: { busy: share(1), iowait: share(2), steal: share(3) },
      psi: { cpu: stalled(0), io: stalled(1), ioFull: stalled(2) },
    });
    eld.reset();
    late = [];
    n = 0;
    gc = { n: 0, ms: 0, max: 0 };
    lastT = t;
    lastCpu = cpu;
    lastSys = sys;
    lastPsi = psi;
  };
  setInterval(second, SECOND_MS).unref();

  // A server says when it listens (its `"listening"` line): the load test's clock starts about then.
  if (role === 'server') {
    const original = out.write.bind(out);
    out.write = (chunk: unknown, ...rest: unknown[]): boolean => {
      if (String(chunk).includes('"listening"')) {
        write({ kind: 'listening', t: Date.now() });
        out.write = original;
      }
      return original(chunk, ...rest);
    };
  }
}
