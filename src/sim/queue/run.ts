// A run on the queue, from the side that starts, watches or stops it: the run's description goes
// to Redis, its jobs to BullMQ, and the tallies come back keyed by job (see scripts.ts). The
// tallies are merged in job order with the kind's own merge, as the local pool merges its
// ranges, so the report depends on the seeds only, never on who played which job or when.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { type KindName, simKind } from '../kinds.js';
import { QueueError } from './url.js';
import { type JobData, QUEUE_OPTIONS } from './jobs.js';
import { PREFIX, QUEUE_NAME, jobCount, jobId, jobRange, runKeys } from './names.js';
import { type EndState, markStopped, RUN_TTL_S, redisNow, type Snapshot, snapshot } from './scripts.js';

/** What Redis keeps about a run. */
export interface RunInfo {
  id: string;
  kind: KindName;
  spec: unknown;
  games: number;
  jobs: number;
  jobGames: number;
  /** Redis's clock when the run was started, ms. */
  started: number;
}

/** The run was stopped (`sim --stop`, or its starter's Ctrl-C) before it finished. */
export class RunStopped extends Error {
  constructor(
    readonly run: string,
    readonly done: number,
    readonly games: number,
  ) {
    super(`run ${run} was stopped after ${done} of ${games} games`);
    this.name = 'RunStopped';
  }
}

export function openQueue(redis: Redis): Queue<JobData> {
  return new Queue<JobData>(QUEUE_NAME, { connection: redis, prefix: PREFIX });
}

const ADD_BATCH = 500;

/** Describes the run in Redis and puts its jobs on the queue. */
export async function startRun(redis: Redis, queue: Queue<JobData>, kind: KindName, spec: unknown, games: number, jobGames: number): Promise<RunInfo> {
  let id = '';
  do id = randomBytes(5).readUIntBE(0, 5).toString(36).padStart(8, '0');
  while (await redis.exists(runKeys(id).meta));
  const jobs = jobCount(games, jobGames);
  const info: RunInfo = { id, kind, spec, games, jobs, jobGames, started: await redisNow(redis) };
  const meta = runKeys(id).meta;
  await redis
    .multi()
    .hset(meta, { kind: JSON.stringify(kind), spec: JSON.stringify(spec), games, jobs, jobGames, started: info.started, state: 'running', done: 0, jobsDone: 0 })
    .expire(meta, RUN_TTL_S)
    .exec();
  for (let first = 0; first < jobs; first += ADD_BATCH) {
    const batch = [];
    for (let index = first; index < Math.min(jobs, first + ADD_BATCH); index++) {
      const [start, end] = jobRange(games, jobGames, index);
      const data: JobData = { run: id, index, jobs, kind, spec, start, end };
      batch.push({ name: `${kind.game} ${kind.kind}`, data, opts: { ...QUEUE_OPTIONS, jobId: jobId(id, index) } });
    }
    await queue.addBulk(batch);
  }
  return info;
}

/** The run `id` as Redis describes it; null when there is none (never was, or expired). */
export async function readRun(redis: Redis, id: string): Promise<RunInfo | null> {
  const m = await redis.hgetall(runKeys(id).meta);
  if (!m.kind) return null;
  return { id, kind: JSON.parse(m.kind), spec: JSON.parse(m.spec), games: Number(m.games), jobs: Number(m.jobs), jobGames: Number(m.jobGames), started: Number(m.started) };
}

/**
 * Stops a running run: workers drop its jobs under way within a second, its waiting jobs leave
 * the queue. False when it was not running (finished or stopped already).
 */
export async function stopRun(redis: Redis, queue: Queue<JobData>, info: RunInfo, state: EndState = 'stopped'): Promise<boolean> {
  const stopped = await markStopped(redis, info.id, state);
  for (let first = 0; first < info.jobs; first += ADD_BATCH) {
    const ids = [];
    for (let index = first; index < Math.min(info.jobs, first + ADD_BATCH); index++) ids.push(jobId(info.id, index));
    // A job under way is locked and stays; its worker sees the state and gives it up.
    await Promise.all(ids.map((j) => queue.remove(j).catch(() => 0)));
  }
  return stopped;
}

export interface RunResult<Tally> {
  tally: Tally;
  /** Worker threads that finished at least one job of the run. */
  workers: number;
  /** From the start to the last finished job (or to the decision), on Redis's clock. */
  elapsedMs: number;
  /** Jobs merged into `tally`: all of them, or those up to the decision. */
  jobsMerged: number;
  /** True when `enough` ended the run before its last job. */
  decided: boolean;
}

export interface WaitOptions<Tally> {
  /** The time between two looks at the run (for the progress line), unless its last job ends the wait. Default 250 ms. */
  lookEveryMs?: number;
  /** Called on each look at the run (for a progress line). */
  onSnapshot?(s: Snapshot): void;
  /**
   * Asked after the jobs that finished since the last look are merged, in job order, with `tally`
   * holding jobs 0 … jobsMerged − 1; true ends the wait there (the caller stops the run). It sees
   * a prefix of the jobs only, never a job past a missing one, so what it decides depends on the
   * seeds alone, not on the workers or the order in which they finish.
   */
  enough?(tally: Tally, jobsMerged: number): boolean;
}

const LOOK_EVERY_MS = 250;

/**
 * Waits until the run's last job is in (its worker's script leaves an element in the run's
 * finished list: scripts.ts) or `ms` pass: the report comes at once, not at the next look.
 * Looking every 250 ms kept a short run's report waiting up to a quarter second (a tenth of a
 * 4,000-game run); looking more often took CPU from the workers on the same cores.
 */
async function untilTheRunEnds(waker: Redis, key: string, ms: number): Promise<void> {
  try {
    await waker.blpop(key, ms / 1000);
  } catch {
    // A Redis before 6.0 takes whole seconds only, or the connection is lost: the next look tells which.
    await sleep(ms);
  }
}
/** Tallies read per round trip. */
const READ_BATCH = 200;

/**
 * Waits for the jobs of the run, merging their tallies in job order as they arrive, until all are
 * in or `enough` says so. Throws RunStopped for a run stopped before that and QueueError for a
 * job that failed.
 */
export async function waitForRun<Tally>(redis: Redis, info: RunInfo, o: WaitOptions<Tally> = {}): Promise<RunResult<Tally>> {
  const k = runKeys(info.id);
  const kind = simKind(info.kind);
  const total = kind.empty() as Tally;
  let merged = 0;
  /** Merges the jobs after `merged` whose tallies are in, up to the first missing one. */
  const mergeReady = async (upTo: number): Promise<void> => {
    while (merged < upTo) {
      const indexes = Array.from({ length: Math.min(READ_BATCH, upTo - merged) }, (_, i) => String(merged + i));
      const texts = await redis.hmget(k.tallies, ...indexes);
      for (const text of texts) {
        if (text === null) return;
        kind.merge(total, JSON.parse(text));
        merged++;
      }
    }
  };
  // A connection of its own: a blocking wait holds its connection until it ends.
  const waker = redis.duplicate();
  waker.on('error', () => {});
  try {
    for (;;) {
      const s = await snapshot(redis, info.id).catch((e: Error) => {
        const why = /max retries/.test(e.message) ? 'no answer' : e.message;
        throw new QueueError(`run ${info.id}: lost Redis (${why}); its workers go on, and \`sim --attach ${info.id}\` prints the report once Redis is back`);
      });
      if (s.state === '') throw new QueueError(`run ${info.id} is gone from Redis (expired or deleted)`);
      if (s.error) throw new QueueError(`run ${info.id}: ${s.error}`);
      const finished = s.jobsDone >= info.jobs;
      // Merged before the state is judged: a run its starter decided and stopped is decided here too.
      if (o.enough || finished) await mergeReady(info.jobs);
      if (o.enough && merged > 0 && merged < info.jobs && o.enough(total, merged)) {
        const workers = await redis.scard(k.workers);
        return { tally: total, workers, elapsedMs: Math.max(1, s.now - info.started), jobsMerged: merged, decided: true };
      }
      if (s.state !== 'running' && !finished) throw new RunStopped(info.id, s.done, info.games);
      o.onSnapshot?.(s);
      if (finished) break;
      await untilTheRunEnds(waker, k.finished, o.lookEveryMs ?? LOOK_EVERY_MS);
    }
    if (merged < info.jobs) throw new QueueError(`run ${info.id}: the tally of job ${merged + 1} is missing`);
    const [workers, finished] = await Promise.all([redis.scard(k.workers), redis.hget(k.meta, 'finished')]);
    return { tally: total, workers, elapsedMs: Math.max(1, Number(finished) - info.started), jobsMerged: merged, decided: false };
  } finally {
    waker.disconnect();
  }
}
