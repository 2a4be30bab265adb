// What the pool and its worker threads say to each other: a range of games to play, and back the
// games finished so far (a few times a second at most) and the range's tally (or why it failed), and that the thread is ready. Apart from the worker entry, so the
// pool needs nothing of the script a worker runs.
import type { KindName } from './kinds.js';

export interface SimTask {
  kind: KindName;
  spec: unknown;
  start: number;
  end: number;
  /** Games registered at run time (their modules' URLs), for the worker to register too. */
  sources: string[];
}

/** `ready` once the thread's script has loaded (a queue worker starts its threads before it takes jobs). */
export type WorkerMessage = { type: 'ready' } | { type: 'games'; count: number } | { type: 'done'; tally: unknown } | { type: 'error'; message: string };
