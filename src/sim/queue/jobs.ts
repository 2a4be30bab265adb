// What a job on the queue carries and how BullMQ keeps it. A job is a range of games of one run;
// its tally goes to the run's keys (scripts.ts), so a finished job need not stay in BullMQ.
import type { JobsOptions } from 'bullmq';
import type { KindName } from '../kinds.js';

export interface JobData {
  run: string;
  index: number;
  jobs: number;
  kind: KindName;
  spec: unknown;
  start: number;
  end: number;
}

/** One attempt: a job fails only for a reason that would fail again (an unknown kind, a bug). */
export const QUEUE_OPTIONS: JobsOptions = { attempts: 1, removeOnComplete: true, removeOnFail: { age: 7 * 24 * 3600, count: 1000 } };
