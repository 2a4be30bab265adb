// `npm run bench:queue`: the job queue against the local simulator on the same cores. One
// 4,000-game run of the easy bot (1,000 with --quick), four ways: the local pool on one thread
// and on two, and `sim --queue` with one worker process (one thread) and with two. The targets
// (issue 32): two worker processes take ≤ 0.55× the time of one; the queue costs ≤ 5% against the
// local simulator on the same cores. Wall times need an idle machine; the CPU time each way
// spends (this process's threads, or the worker processes' and the starter's) shows the queue's
// cost on a busy one too. A Redis of its own on a free loopback port (Debian's
// redis-server); the worker processes run the built program (dist/, so build first).
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { RegicideSimSpec } from '../../modules/regicide/sim.js';
import { openSession, startingRunner } from '../../sim/queue/session.js';
import { runRegicideSim } from '../../sim/regicide/report.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
const GAMES = quick ? 1000 : 4000;
const spec: RegicideSimSpec = { players: 1, bot: 'easy', variants: [], seed: 'bench-queue' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `child` printed `text` on stdout. */
function printed(child: ChildProcess, text: string, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (d: string) => {
      out += d;
      if (out.includes(text)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${what} ended (${code}) before "${text}": ${out}`)));
  });
}

/** CPU time (user + system) of process `pid` so far, ms (Linux: /proc, at 100 ticks a second). */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const ownCpu = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

interface Figure {
  wallMs: number;
  cpuMs: number;
}

const stopped = (child: ChildProcess): Promise<unknown> => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));

async function onQueue(url: string, processes: number): Promise<Figure> {
  const workers = Array.from({ length: processes }, () => spawn(process.execPath, [`${ROOT}bin/regicide.js`, 'worker', '--queue', url, '--workers', '1'], { stdio: ['ignore', 'pipe', 'inherit'] }));
  try {
    await Promise.all(workers.map((w) => printed(w, 'taking jobs', 'a worker')));
    const session = await openSession(new URL(url));
    try {
      const outcome = { workers: 0, elapsedMs: 0 };
      const cpu = (): number => ownCpu() + workers.reduce((sum, w) => sum + cpuOf(w.pid!), 0);
      const cpuBefore = cpu();
      const started = performance.now();
      const report = await runRegicideSim(spec, GAMES, 0, false, startingRunner(session, { onStart() {}, progress: () => ({ update() {}, finish() {} }), outcome }));
      if (report.games !== GAMES) throw new Error(`the queue played ${report.games} games`);
      return { wallMs: performance.now() - started, cpuMs: cpu() - cpuBefore };
    } finally {
      await session.close();
    }
  } finally {
    await Promise.all(workers.map(stopped));
  }
}

async function local(threads: number): Promise<Figure> {
  const cpuBefore = ownCpu();
  const started = performance.now();
  await runRegicideSim(spec, GAMES, threads, false);
  return { wallMs: performance.now() - started, cpuMs: ownCpu() - cpuBefore };
}

const port = await freePort();
const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
try {
  await printed(redis, 'Ready to accept connections', 'redis-server');
  const url = `redis://127.0.0.1:${port}`;
  const load = (): string =>
    loadavg()
      .map((x) => x.toFixed(1))
      .join(' ');
  console.log(`Job queue: ${GAMES} games of the easy bot, solo (load average before: ${load()})`);
  // Each way once, in an order that puts a local and a queued run side by side.
  const figures = { local1: await local(1), queue1: await onQueue(url, 1), queue2: await onQueue(url, 2), local2: await local(2) };
  const line = (label: string, f: Figure): void =>
    console.log(
      `${label.padEnd(28)} ${(f.wallMs / 1000).toFixed(2).padStart(6)} s  ${Math.round((GAMES / f.wallMs) * 1000)
        .toString()
        .padStart(5)} games/s  CPU ${(f.cpuMs / 1000).toFixed(2)} s`,
    );
  line('local pool, 1 thread', figures.local1);
  line('local pool, 2 threads', figures.local2);
  line('queue, 1 worker process', figures.queue1);
  line('queue, 2 worker processes', figures.queue2);
  const pct = (a: number, b: number): string => `${((a / b - 1) * 100).toFixed(1)}%`;
  console.log(`2 worker processes / 1: ${(figures.queue2.wallMs / figures.queue1.wallMs).toFixed(2)}× the time (target ≤ 0.55)`);
  console.log(`queue overhead, wall time: ${pct(figures.queue1.wallMs, figures.local1.wallMs)} on 1 thread, ${pct(figures.queue2.wallMs, figures.local2.wallMs)} on 2 (target ≤ 5%)`);
  console.log(`queue overhead, CPU time:  ${pct(figures.queue1.cpuMs, figures.local1.cpuMs)} on 1 thread, ${pct(figures.queue2.cpuMs, figures.local2.cpuMs)} on 2`);
  console.log(`load average after: ${load()}`);
} finally {
  await stopped(redis);
}
