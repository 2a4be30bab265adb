// `regicide worker --queue URL`: takes jobs from the queue until stopped, K at a time, each on a
// thread of its own (threads.ts). BullMQ holds a lock on each job under way and renews it from
// this process's main thread; when a worker dies its locks lapse, and the stalled-job check of
// any other worker puts the job back on the queue for someone else. A job's tally is stored
// once whoever plays it (scripts.ts).
import { hostname } from 'node:os';
import { type Job, Worker } from 'bullmq';
import { connectRedis } from './connection.js';
import { shownUrl } from './url.js';
import type { JobData } from './jobs.js';
import { PREFIX, QUEUE_NAME } from './names.js';
import { failRun, finishJob, type JobStatus, reportProgress } from './scripts.js';
import { ThreadSlots } from './threads.js';

/** A dead worker's job goes back on the queue after at most LOCK_MS + STALLED_CHECK_MS. */
const LOCK_MS = 10_000;
const STALLED_CHECK_MS = 5_000;
/** How often a job's progress is reported (and the run's state looked at). */
const BEAT_MS = 1000;
const DROPPED = 'the job is no longer wanted';

export interface QueueWorkerOptions {
  url: URL;
  threads: number;
  /** One line of the worker's log. */
  log(line: string): void;
}

export interface QueueWorker {
  /** Takes no new job; waits for the jobs under way unless `force` (they then go to other workers). */
  close(force?: boolean): Promise<void>;
  /** Jobs under way. */
  busy(): number;
}

export async function startQueueWorker(o: QueueWorkerOptions): Promise<QueueWorker> {
  const shown = shownUrl(o.url);
  const redis = await connectRedis(o.url);
  const blocking = await connectRedis(o.url, { blocking: true });
  // One line per new problem with Redis, not one per retry.
  let lastProblem = '';
  const onProblem = (e: Error): void => {
    if (e.message === lastProblem) return;
    lastProblem = e.message;
    o.log(`Redis at ${shown}: ${e.message}`);
  };
  for (const r of [redis, blocking]) {
    r.on('error', onProblem);
    r.on('ready', () => (lastProblem = ''));
  }
  const slots = new ThreadSlots();
  await slots.warm(o.threads);
  const me = `${hostname()}/${process.pid}`;
  let busy = 0;

  const play = async (job: Job<JobData>): Promise<void> => {
    const d = job.data;
    const what = `run ${d.run}: job ${d.index + 1} of ${d.jobs}`;
    o.log(`${what} (games ${d.start}–${d.end - 1})`);
    const started = performance.now();
    let games = 0;
    // The games start at once; the first progress report, sent with them, says whether they are
    // still wanted (a stopped or vanished run, or a job whose tally is in already because it was
    // taken again after its first worker stored it but died before telling BullMQ).
    const task = slots.run({ kind: d.kind, spec: d.spec, start: d.start, end: d.end, sources: [] }, (count) => (games += count));
    let unwanted: Exclude<JobStatus, 'go on'> | null = null;
    const beat = (): void => {
      reportProgress(redis, d.run, d.index, games).then(
        (status) => {
          if (status === 'go on' || unwanted) return;
          unwanted = status;
          task.abort(DROPPED);
        },
        () => {},
      );
    };
    beat();
    const timer = setInterval(beat, BEAT_MS);
    let tally: unknown;
    try {
      tally = await task.result;
    } catch (e) {
      if (!unwanted) throw e;
      o.log(`${what} dropped: ${unwanted === 'played' ? 'another worker played it' : 'the run was stopped'}`);
      return;
    } finally {
      clearInterval(timer);
    }
    await finishJob(redis, d.run, d.index, tally, d.end - d.start, `${me}/${task.threadId}`);
    o.log(`${what} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };

  const worker = new Worker<JobData>(
    QUEUE_NAME,
    async (job) => {
      busy++;
      try {
        await play(job);
      } finally {
        busy--;
      }
    },
    { connection: blocking, prefix: PREFIX, concurrency: o.threads, lockDuration: LOCK_MS, stalledInterval: STALLED_CHECK_MS, maxStalledCount: 10, name: me },
  );
  worker.on('failed', (job, err) => {
    if (!job) return;
    const line = `job ${job.data.index + 1} of ${job.data.jobs} failed: ${err.message}`;
    o.log(`run ${job.data.run}: ${line}`);
    failRun(redis, job.data.run, line).catch(() => {});
  });
  worker.on('error', onProblem);
  await worker.waitUntilReady();
  return {
    async close(force = false) {
      await worker.close(force);
      await slots.close();
      redis.disconnect();
      blocking.disconnect();
    },
    busy: () => busy,
  };
}
