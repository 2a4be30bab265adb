// Worker-thread entry: plays the ranges of games the pool sends and answers with their tallies.
import { parentPort } from 'node:worker_threads';
import { runRange, type SimKindName } from './kinds.js';

export interface SimTask {
  kind: SimKindName;
  spec: unknown;
  start: number;
  end: number;
}

export type WorkerMessage = { type: 'game' } | { type: 'done'; tally: unknown } | { type: 'error'; message: string };

if (!parentPort) throw new Error('sim/worker.js runs only as a worker thread');
const port = parentPort;
port.on('message', (task: SimTask) => {
  try {
    const tally = runRange(task.kind, task.spec, task.start, task.end, () => port.postMessage({ type: 'game' } satisfies WorkerMessage));
    port.postMessage({ type: 'done', tally } satisfies WorkerMessage);
  } catch (e) {
    port.postMessage({ type: 'error', message: e instanceof Error ? e.message : String(e) } satisfies WorkerMessage);
  }
});
