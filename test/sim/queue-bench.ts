// The set-up the queue tests share: Redis on a free loopback port for the describe block, the
// workers a test starts (all stopped after it), the local report a queued run must equal, and a
// run on three workers whose first is killed (SIGKILL) in the middle of a job.
import { afterAll, beforeAll, expect } from 'vitest';
import { startRedis, type TestRedis } from '../net/cluster-helpers.js';
import { runBin } from '../cli/drive.js';
import { type Proc, start } from './queue-helpers.js';

type Bin = 'regicide' | 'thronfolge';

export interface QueueBench {
  /** The describe block's Redis (started in its beforeAll). */
  readonly redis: TestRedis;
  /** A `worker` process on that Redis, one job at a time. */
  worker: (bin?: Bin) => Proc;
  /** Every worker started so far, stopped (SIGTERM) and waited for. */
  stopWorkers: () => Promise<void>;
  /**
   * Three workers, once all take jobs; then the run of `args` on the queue; its first worker killed
   * as soon as it prints `jobLine` (the job it took). Resolves with the run's process, what
   * `jobLine` matched (the run id, the job), the killed worker and the other two.
   */
  killOneMidJob(args: string[], jobLine: RegExp, bin?: Bin): Promise<{ run: Proc; taken: RegExpMatchArray; doomed: Proc; others: Proc[] }>;
}

/** Registers the block's beforeAll (Redis) and afterAll (workers, Redis): call it inside `describe`. */
export function queueBench(): QueueBench {
  let redis: TestRedis | undefined;
  const workers: Proc[] = [];
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await bench.stopWorkers();
    await redis?.stop();
  });
  const bench: QueueBench = {
    get redis() {
      if (!redis) throw new Error('Redis starts in beforeAll: use it inside a test');
      return redis;
    },
    worker: (bin = 'regicide') => {
      const w = start(bin, ['worker', '--queue', bench.redis.url, '--workers', '1']);
      workers.push(w);
      return w;
    },
    stopWorkers: async () => {
      for (const w of workers.splice(0)) {
        w.child.kill('SIGTERM');
        await w.exit;
      }
    },
    async killOneMidJob(args, jobLine, bin = 'regicide') {
      const [doomed, ...others] = [bench.worker(), bench.worker(), bench.worker()];
      await Promise.all([doomed, ...others].map((w) => w.waitFor('stdout', /taking jobs/, 'a worker')));
      const run = start(bin, [...args, '--queue', bench.redis.url]);
      const taken = await doomed.waitFor('stdout', jobLine, 'the first job of the doomed worker');
      doomed.child.kill('SIGKILL');
      return { run, taken, doomed, others };
    },
  };
  return bench;
}

/** What `args` print played here on one worker thread (stdout), the report a queued run must equal; it must exit 0. */
export function localReport(bin: Bin, args: string[]): string {
  const local = runBin(bin, [...args, '--workers', '1']);
  expect(local.code, local.stderr).toBe(0);
  return local.stdout;
}
