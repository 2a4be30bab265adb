// Worker-thread entry of the server's bots: the bots the pool placed on this thread live here for
// their whole game (their memory stays here), below the priority of the message loop's thread.
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { type BotRequest, botBrain } from './bot-brain.js';

if (!parentPort) throw new Error('net/bot-worker.js runs only as a worker thread');
const port = parentPort;

// When the cores are busy, people's moves go first.
try {
  setPriority(19);
} catch {
  // Not allowed here (some containers): the bots still run off the loop.
}

const handle = botBrain((reply) => port.postMessage(reply));
port.on('message', (m: BotRequest) => handle(m));
