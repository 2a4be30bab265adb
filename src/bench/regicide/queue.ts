// `npm run bench:queue`: the job queue against the local simulator on the same cores. Runs of
// 4,000 games of the easy bot (1,000 with --quick, N with --games N), four ways: the local pool on one thread and on
// two, and `sim --queue` with one worker process (one thread) and with two. The targets (issue 32):
// two worker processes take ≤ 0.55× the time of one; the queue costs ≤ 5% against the local
// simulator on the same cores.
//
// Each way runs in several rounds, in an order that changes from round to round, and each figure
// is the median of its rounds with their spread (a single run on a shared machine says little).
// The worker processes are a fleet each (one worker, two workers), each on a Redis of its own,
// started once: the first round is their cold start (their code not yet compiled by V8's JIT,
// which the easy bot's 3-second run feels), the later rounds find them warm, as a fleet that
// serves one run after another is. Both are printed. The local pool starts its threads for each
// run, as `sim` does, so it is compared with the queue's cold round. Wall times need an idle
// machine; the CPU time each way spends (this process's threads, or the worker processes' and the
// starter's) shows the queue's cost on a busy one too. Redis is Debian's redis-server on free
// loopback ports; the worker processes run the built program (dist/, so build first).
// `--cold`: every round starts fresh fleets (new worker processes, a new Redis) just before their
// run and stops them after it, so that each queue round is cold as each local round is: the
// queue's overhead against the local pool is then the median of the rounds' paired ratios.
import { type ChildProcess, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { RegicideSimSpec } from '../../modules/regicide/sim.js';
import { openSession, startingRunner } from '../../sim/queue/session.js';
import { runRegicideSim } from '../../sim/regicide/report.js';
import { freePort, processCpu, waitLine } from '../load-kit.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
/** `--games N`: a longer run spreads the start-up (threads, V8's compiling the bot) over more games. */
const gamesAt = process.argv.indexOf('--games');
const GAMES = gamesAt > 0 ? Number(process.argv[gamesAt + 1]) : quick ? 1000 : 4000;
if (!Number.isInteger(GAMES) || GAMES < 1) throw new Error('bench:queue: --games takes a whole number of games');
/** `--job-games N`: the queue's games per job instead of the run's default (names.ts). */
const jobGamesAt = process.argv.indexOf('--job-games');
const JOB_GAMES = jobGamesAt > 0 ? Number(process.argv[jobGamesAt + 1]) : undefined;
if (JOB_GAMES !== undefined && (!Number.isInteger(JOB_GAMES) || JOB_GAMES < 1)) throw new Error('bench:queue: --job-games takes a whole number of games');
const spec: RegicideSimSpec = { players: 1, bot: 'easy', variants: [], seed: 'bench-queue' };

const ownCpu = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

interface Figure {
  wallMs: number;
  cpuMs: number;
}

const stopped = (child: ChildProcess): Promise<unknown> => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));

/** A Redis of its own and `processes` worker processes taking its jobs, kept for every round. */
interface Fleet {
  url: string;
  run(): Promise<Figure>;
  close(): Promise<void>;
}

async function startRedis(): Promise<{ url: string; redis: ChildProcess }> {
  const port = await freePort();
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await waitLine(redis, 'Ready to accept connections', 'redis-server');
  return { url: `redis://127.0.0.1:${port}`, redis };
}

async function startFleet(processes: number): Promise<Fleet> {
  const { url, redis } = await startRedis();
  const workers = Array.from({ length: processes }, () => spawn(process.execPath, [`${ROOT}bin/regicide.js`, 'worker', '--queue', url, '--workers', '1'], { stdio: ['ignore', 'pipe', 'inherit'] }));
  await Promise.all(workers.map((w) => waitLine(w, 'taking jobs', 'a worker')));
  const cpu = (): number => ownCpu() + workers.reduce((sum, w) => sum + processCpu(w.pid!).cpu, 0);
  return {
    url,
    async run() {
      const session = await openSession(new URL(url));
      try {
        const outcome = { workers: 0, elapsedMs: 0 };
        const cpuBefore = cpu();
        const started = performance.now();
        const report = await runRegicideSim(spec, GAMES, 0, false, startingRunner(session, { onStart() {}, progress: () => ({ update() {}, finish() {} }), outcome, jobGames: JOB_GAMES }));
        if (report.games !== GAMES) throw new Error(`the queue played ${report.games} games`);
        return { wallMs: performance.now() - started, cpuMs: cpu() - cpuBefore };
      } finally {
        await session.close();
      }
    },
    async close() {
      await Promise.all(workers.map(stopped));
      await stopped(redis);
    },
  };
}

async function local(threads: number): Promise<Figure> {
  const cpuBefore = ownCpu();
  const started = performance.now();
  await runRegicideSim(spec, GAMES, threads, false);
  return { wallMs: performance.now() - started, cpuMs: ownCpu() - cpuBefore };
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const load = (): string =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

/** `--rounds N` (default 5; at least 2, so that one round is warm). */
const roundsAt = process.argv.indexOf('--rounds');
const ROUNDS = Math.max(2, roundsAt > 0 ? Number(process.argv[roundsAt + 1]) || 5 : 5);
type Way = 'local1' | 'local2' | 'queue1' | 'queue2';
const WAYS: readonly Way[] = ['local1', 'queue1', 'queue2', 'local2'];

const COLD = process.argv.includes('--cold');

/** A fleet started for this run only (`--cold`), stopped after it. */
async function coldRun(processes: number): Promise<Figure> {
  const fleet = await startFleet(processes);
  try {
    return await fleet.run();
  } finally {
    await fleet.close();
  }
}

if (COLD) await coldRounds();
else await warmRounds();

/** Every round's queue runs on fleets of their own, started cold: the overhead as paired ratios of cold against cold. */
async function coldRounds(): Promise<void> {
  console.log(`Job queue, cold: ${GAMES} games of the easy bot, solo, ${ROUNDS} rounds, new worker processes each round (load average before: ${load()})`);
  const runs = await playRounds((queue) => coldRun(queue));
  line('local pool, 1 thread', runs.local1);
  line('local pool, 2 threads', runs.local2);
  line('queue, 1 worker process (cold)', runs.queue1);
  line('queue, 2 worker processes (cold)', runs.queue2);
  const paired = (a: readonly Figure[], b: readonly Figure[], of: (f: Figure) => number): number[] => a.map((f, k) => of(f) / of(b[k])).sort((x, y) => x - y);
  const spread = (ratios: readonly number[]): string => `${pctOf(median(ratios))} (${pctOf(ratios[0])} to ${pctOf(ratios[ratios.length - 1])})`;
  const wall = (f: Figure): number => f.wallMs;
  const cpu = (f: Figure): number => f.cpuMs;
  console.log(
    `queue overhead, wall time, cold against cold, median of ${ROUNDS} rounds' ratios: ${spread(paired(runs.queue1, runs.local1, wall))} on 1 thread, ${spread(paired(runs.queue2, runs.local2, wall))} on 2 (target ≤ 5%)`,
  );
  console.log(`queue overhead, CPU time, the same way: ${spread(paired(runs.queue1, runs.local1, cpu))} on 1 thread, ${spread(paired(runs.queue2, runs.local2, cpu))} on 2`);
  // The medians of each way's rounds: one slow round on a shared machine moves a paired ratio, not a median.
  const ofMedians = (a: readonly Figure[], b: readonly Figure[]): string => pctOf(median(a.map(wall)) / median(b.map(wall)));
  console.log(`queue overhead, wall time, median against median: ${ofMedians(runs.queue1, runs.local1)} on 1 thread, ${ofMedians(runs.queue2, runs.local2)} on 2`);
  const ratios = paired(runs.queue2, runs.queue1, wall);
  console.log(`2 worker processes / 1, cold: ${median(ratios).toFixed(2)}× the time (${ratios[0].toFixed(2)}–${ratios[ratios.length - 1].toFixed(2)})`);
  console.log(`load average after: ${load()}`);
}

/** Every way once a round, ROUNDS rounds; `queue(processes)` runs the queue with that many worker processes. */
async function playRounds(queue: (processes: 1 | 2) => Promise<Figure>): Promise<Record<Way, Figure[]>> {
  const runs: Record<Way, Figure[]> = { local1: [], local2: [], queue1: [], queue2: [] };
  const runWay = (way: Way): Promise<Figure> => (way === 'local1' ? local(1) : way === 'local2' ? local(2) : queue(way === 'queue1' ? 1 : 2));
  for (let round = 0; round < ROUNDS; round++) {
    // Rotated each round, so that no way always follows the same one.
    const order = WAYS.map((_, k) => WAYS[(k + round) % WAYS.length]);
    for (const way of order) runs[way].push(await runWay(way));
  }
  return runs;
}

/** A ratio as a percentage over 1 (1.03 → "+3.0%"). */
function pctOf(ratio: number): string {
  const p = (ratio - 1) * 100;
  return `${p >= 0 ? '+' : ''}${p.toFixed(1)}%`;
}

function line(label: string, fs: readonly Figure[]): void {
  const walls = fs.map((f) => f.wallMs);
  const wall = median(walls);
  console.log(
    `${label.padEnd(34)} ${(wall / 1000).toFixed(2).padStart(6)} s (${(Math.min(...walls) / 1000).toFixed(2)}–${(Math.max(...walls) / 1000).toFixed(2)})  ${Math.round((GAMES / wall) * 1000)
      .toString()
      .padStart(5)} games/s  CPU ${(median(fs.map((f) => f.cpuMs)) / 1000).toFixed(2)} s`,
  );
}

/** One fleet of each size for every round: the first round cold, the others warm. */
async function warmRounds(): Promise<void> {
  const one = await startFleet(1);
  const two = await startFleet(2);
  try {
    console.log(`Job queue: ${GAMES} games of the easy bot, solo, ${ROUNDS} rounds (load average before: ${load()})`);
    const runs = await playRounds((queue) => (queue === 1 ? one : two).run());
    const warm = (way: Way): Figure[] => runs[way].slice(1);
    const wallOf = (fs: readonly Figure[]): number => median(fs.map((f) => f.wallMs));
    const cpuOfRuns = (fs: readonly Figure[]): number => median(fs.map((f) => f.cpuMs));
    line('local pool, 1 thread', runs.local1);
    line('local pool, 2 threads', runs.local2);
    line('queue, 1 worker process (cold)', runs.queue1.slice(0, 1));
    line('queue, 2 worker processes (cold)', runs.queue2.slice(0, 1));
    line('queue, 1 worker process (warm)', warm('queue1'));
    line('queue, 2 worker processes (warm)', warm('queue2'));
    // Per round, two processes' time over one's (the two ran in the same round, at the same load).
    const ratios = warm('queue2')
      .map((f, k) => f.wallMs / warm('queue1')[k].wallMs)
      .sort((a, b) => a - b);
    const cold = runs.queue2[0].wallMs / runs.queue1[0].wallMs;
    console.log(
      `2 worker processes / 1, warm: ${median(ratios).toFixed(2)}× the time (${ratios[0].toFixed(2)}–${ratios[ratios.length - 1].toFixed(2)} over ${ratios.length} rounds); cold: ${cold.toFixed(2)}× (target ≤ 0.55)`,
    );
    const pct = (a: number, b: number): string => pctOf(a / b);
    const coldQueue = (way: 'queue1' | 'queue2'): Figure[] => runs[way].slice(0, 1);
    console.log(
      `queue overhead, wall time: ${pct(wallOf(coldQueue('queue1')), wallOf(runs.local1))} on 1 thread, ${pct(wallOf(coldQueue('queue2')), wallOf(runs.local2))} on 2, cold against the local pool (which starts cold each run); warm: ${pct(wallOf(warm('queue1')), wallOf(runs.local1))} and ${pct(wallOf(warm('queue2')), wallOf(runs.local2))} (target ≤ 5%)`,
    );
    console.log(`queue overhead, CPU time:  ${pct(cpuOfRuns(warm('queue1')), cpuOfRuns(runs.local1))} on 1 thread, ${pct(cpuOfRuns(warm('queue2')), cpuOfRuns(runs.local2))} on 2 (warm)`);
    console.log(`load average after: ${load()}`);
  } finally {
    await Promise.all([one.close(), two.close()]);
  }
}
