// What the `sim` command needs of the queue: a session (a checked connection and the queue), and
// runners that the reports use in place of the local pool — one that starts a run and waits for
// it, one that waits for a run started elsewhere (`--attach`). Either fills in what only the
// queue knows: the worker threads that took part and the run's time on Redis's clock.
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { PoolOptions, SequentialOptions, SequentialRunner, SimRunner } from '../pool.js';
import { connectRedis } from './connection.js';
import type { JobData } from './jobs.js';
import { defaultJobGames, defaultSequentialJobGames } from './names.js';
import type { EndState } from './scripts.js';
import type { QueueProgress } from './progress.js';
import { openQueue, type RunInfo, readRun, startRun, stopRun, waitForRun } from './run.js';

export { queueProgress } from './progress.js';
export { RunStopped, type RunInfo } from './run.js';
export { RUN_ID } from './names.js';

export interface QueueSession {
  redis: Redis;
  queue: Queue<JobData>;
  readRun(id: string): Promise<RunInfo | null>;
  stopRun(info: RunInfo, state?: EndState): Promise<boolean>;
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
    stopRun: (info, state) => stopRun(redis, queue, info, state),
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

/** The runners a report plays its games with: a whole run, or one that may end early. */
export interface QueueRunners {
  pool: SimRunner;
  sequential: SequentialRunner;
}

/** Runners that put the run on the queue and wait for its tallies. */
export function startingRunners(session: QueueSession, o: StartOptions): QueueRunners {
  const start = async (options: PoolOptions, jobGames: (games: number) => number): Promise<RunInfo> => {
    const info = await startRun(session.redis, session.queue, options.kind, options.spec, options.games, o.jobGames ?? jobGames(options.games));
    await o.onStart(info);
    return info;
  };
  return {
    pool: async <Tally>(options: PoolOptions): Promise<Tally> => (await waitWith<Tally>(session, await start(options, defaultJobGames), (i) => o.progress(i), o.outcome)).tally,
    sequential: async <Tally>(options: SequentialOptions<Tally>) => {
      const info = await start(options, defaultSequentialJobGames);
      const r = await waitWith<Tally>(session, info, (i) => o.progress(i), o.outcome, options.enough);
      // Decided: the rest of the run is work nobody needs; its workers give it up within a second.
      if (r.decided) await session.stopRun(info, 'decided');
      return { tally: r.tally, games: r.games };
    },
  };
}

/** A runner that puts the run on the queue and waits for its tallies. */
export const startingRunner = (session: QueueSession, o: StartOptions): SimRunner => startingRunners(session, o).pool;

/** Runners for a run started elsewhere: the report's spec and games are the run's own. */
export function attachedRunners(session: QueueSession, info: RunInfo, progress: QueueProgress, outcome: QueueOutcome): QueueRunners {
  return {
    pool: async <Tally>(): Promise<Tally> => (await waitWith<Tally>(session, info, () => progress, outcome)).tally,
    sequential: async <Tally>(options: SequentialOptions<Tally>) => {
      const r = await waitWith<Tally>(session, info, () => progress, outcome, options.enough);
      return { tally: r.tally, games: r.games };
    },
  };
}

async function waitWith<Tally>(
  session: QueueSession,
  info: RunInfo,
  progressOf: (info: RunInfo) => QueueProgress,
  outcome: QueueOutcome,
  enough?: (tally: Tally, games: number) => boolean,
): Promise<{ tally: Tally; games: number; decided: boolean }> {
  const progress = progressOf(info);
  const gamesIn = (jobs: number): number => Math.min(info.games, jobs * info.jobGames);
  try {
    const result = await waitForRun<Tally>(session.redis, info, {
      onSnapshot: (s) => progress.update(s),
      enough: enough && ((tally, jobs) => enough(tally, gamesIn(jobs))),
    });
    outcome.workers = result.workers;
    outcome.elapsedMs = result.elapsedMs;
    return { tally: result.tally, games: gamesIn(result.jobsMerged), decided: result.decided };
  } finally {
    progress.finish();
  }
}
