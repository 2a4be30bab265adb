// What the `sim` command needs of the queue: a session (a checked connection and the queue), and
// runners that the reports use in place of the local pool — one that starts a run and waits for
// it, one that waits for a run started elsewhere (`--attach`). Either fills in what only the
// queue knows: the worker threads that took part and the run's time on Redis's clock.
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { PoolOptions, SimRunner } from '../pool.js';
import { connectRedis } from './connection.js';
import type { JobData } from './jobs.js';
import { defaultJobGames } from './names.js';
import type { QueueProgress } from './progress.js';
import { openQueue, type RunInfo, readRun, startRun, stopRun, waitForRun } from './run.js';

export { queueProgress } from './progress.js';
export { RunStopped, type RunInfo } from './run.js';
export { RUN_ID } from './names.js';

export interface QueueSession {
  redis: Redis;
  queue: Queue<JobData>;
  readRun(id: string): Promise<RunInfo | null>;
  stopRun(info: RunInfo): Promise<boolean>;
  /** Worker processes connected to the queue now. */
  workersConnected(): Promise<number>;
  close(): Promise<void>;
}

export async function openSession(url: URL): Promise<QueueSession> {
  const redis = await connectRedis(url);
  redis.on('error', () => {});
  const queue = openQueue(redis);
  // A lost connection is reported once, by the command waiting on it, not as a stack per retry.
  queue.on('error', () => {});
  return {
    redis,
    queue,
    readRun: (id) => readRun(redis, id),
    stopRun: (info) => stopRun(redis, queue, info),
    workersConnected: () => queue.getWorkersCount(),
    async close() {
      await queue.close();
      redis.disconnect();
    },
  };
}

/** What a runner learnt that the report cannot know: filled in once the run is over. */
export interface QueueOutcome {
  workers: number;
  elapsedMs: number;
}

export interface StartOptions {
  /** Games per job; default: a few hundred at most. */
  jobGames?: number;
  /** Called once the jobs are on the queue (to say so, and to stop the run on Ctrl-C). */
  onStart(info: RunInfo): void | Promise<void>;
  progress(info: RunInfo): QueueProgress;
  outcome: QueueOutcome;
}

/** A runner that puts the run on the queue and waits for its tallies. */
export function startingRunner(session: QueueSession, o: StartOptions): SimRunner {
  return async <Tally>(options: PoolOptions): Promise<Tally> => {
    const info = await startRun(session.redis, session.queue, options.kind, options.spec, options.games, o.jobGames ?? defaultJobGames(options.games));
    await o.onStart(info);
    return waitWith<Tally>(session, info, o.progress(info), o.outcome);
  };
}

/** A runner for a run started elsewhere: the report's spec and games are the run's own. */
export function attachedRunner(session: QueueSession, info: RunInfo, progress: QueueProgress, outcome: QueueOutcome): SimRunner {
  return <Tally>(): Promise<Tally> => waitWith<Tally>(session, info, progress, outcome);
}

async function waitWith<Tally>(session: QueueSession, info: RunInfo, progress: QueueProgress, outcome: QueueOutcome): Promise<Tally> {
  try {
    const result = await waitForRun<Tally>(session.redis, info, (s) => progress.update(s));
    outcome.workers = result.workers;
    outcome.elapsedMs = result.elapsedMs;
    return result.tally;
  } finally {
    progress.finish();
  }
}
