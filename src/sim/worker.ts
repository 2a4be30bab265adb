// Worker-thread entry: plays the ranges of games the pool sends and answers with their tallies.
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { registerSources } from '../modules/registry.js';
import { runRange } from './kinds.js';
import type { SimTask, WorkerMessage } from './worker-messages.js';

if (!parentPort) throw new Error('sim/worker.js runs only as a worker thread');
const port = parentPort;

/**
 * Progress goes out at most every PROGRESS_MS, not once a game: a message per easy game (about
 * 1 ms each) cost 5–10% of a run's CPU, on this thread and on the pool's that wakes for it.
 */
const PROGRESS_MS = 50;

port.on('message', async (task: SimTask) => {
  try {
    await registerSources(task.sources);
    let unsent = 0;
    let sentAt = performance.now();
    const send = (): void => {
      port.postMessage({ type: 'games', count: unsent } satisfies WorkerMessage);
      unsent = 0;
      sentAt = performance.now();
    };
    const tally = runRange(task.kind, task.spec, task.start, task.end, () => {
      unsent++;
      if (performance.now() - sentAt >= PROGRESS_MS) send();
    });
    if (unsent > 0) send();
    port.postMessage({ type: 'done', tally } satisfies WorkerMessage);
  } catch (e) {
    port.postMessage({ type: 'error', message: e instanceof Error ? e.message : String(e) } satisfies WorkerMessage);
  }
});
port.postMessage({ type: 'ready' } satisfies WorkerMessage);
