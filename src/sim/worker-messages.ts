// What the pool and its worker threads say to each other: a range of games to play, and back a
// tick per game and the range's tally (or why it failed). Apart from the worker entry, so the
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

export type WorkerMessage = { type: 'game' } | { type: 'done'; tally: unknown } | { type: 'error'; message: string };
