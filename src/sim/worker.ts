// Worker-thread entry: plays the ranges of games the pool sends and answers with their tallies.
import { parentPort } from 'node:worker_threads';
import { registerSources } from '../modules/registry.js';
import { runRange } from './kinds.js';
import type { SimTask, WorkerMessage } from './worker-messages.js';

if (!parentPort) throw new Error('sim/worker.js runs only as a worker thread');
const port = parentPort;
port.on('message', async (task: SimTask) => {
  try {
    await registerSources(task.sources);
    const tally = runRange(task.kind, task.spec, task.start, task.end, () => port.postMessage({ type: 'game' } satisfies WorkerMessage));
    port.postMessage({ type: 'done', tally } satisfies WorkerMessage);
  } catch (e) {
    port.postMessage({ type: 'error', message: e instanceof Error ? e.message : String(e) } satisfies WorkerMessage);
  }
});
port.postMessage({ type: 'ready' } satisfies WorkerMessage);
