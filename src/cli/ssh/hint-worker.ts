// Worker-thread entry of the SSH sessions' hints (hint-pool.ts): each message a hint job, each
// answer its hint. The thread drops to the lowest priority before it loads a game, so that even
// its start-up leaves the cores to the message loop.
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';

if (!parentPort) throw new Error('cli/ssh/hint-worker.js runs only as a worker thread');
const port = parentPort;
try {
  setPriority(19);
} catch {
  // Not allowed here (some containers): the hints still run off the loop.
}
const { hintOfJob } = await import('./hint-job.js');
port.on('message', (m: { id: number; job: Parameters<typeof hintOfJob>[0] }) => {
  try {
    port.postMessage({ id: m.id, hint: hintOfJob(m.job) });
  } catch (e) {
    port.postMessage({ id: m.id, error: e instanceof Error ? e.message : String(e) });
  }
});
