// Worker-thread entry of the server's bots: the bots the pool placed on this thread live here for
// their whole game (their memory stays here), below the priority of the message loop's thread.
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { registerSources } from '../../modules/registry.js';
import { type BotRequest, botBrain } from './bot-brain.js';

if (!parentPort) throw new Error('net/bots/bot-worker.js runs only as a worker thread');
const port = parentPort;

/**
 * The share of a core the bots of one worker may use. After each decision the thread rests for
 * as long again, so a flood of bot tables slows only those tables' bots, while the rest of the
 * machine (the message loop, the other processes) keeps at least half of this core.
 */
const DUTY = 0.5;

// When the cores are busy, people's moves go first.
try {
  setPriority(19);
} catch {
  // Not allowed here (some containers): the bots still run off the loop.
}

const rest = new Int32Array(new SharedArrayBuffer(4));
const handle = botBrain((reply) => port.postMessage(reply));
const act = (m: BotRequest): void => {
  const started = performance.now();
  handle(m);
  // The answer is already sent: resting delays only the requests waiting behind it.
  if (m.type === 'choose') Atomics.wait(rest, 0, 0, ((performance.now() - started) * (1 - DUTY)) / DUTY);
};
// A game registered at run time (a test's) is registered here first; requests keep their order.
let loading: Promise<void> | null = null;
port.on('message', (m: BotRequest) => {
  // A game that fails to load leaves its bot to fail at 'create', which the seat answers for.
  if (m.type === 'create' && m.sources?.length) loading = (loading ?? Promise.resolve()).then(() => registerSources(m.sources ?? []).catch(() => {}));
  if (!loading) return act(m);
  const mine = loading.then(() => act(m));
  loading = mine;
  void mine.then(() => {
    if (loading === mine) loading = null;
  });
});
