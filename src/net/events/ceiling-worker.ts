// A week's deal proven by the game's solver on a worker thread (ceiling-prover.ts): the search
// neither holds up the server's tables nor leaves the solver's memory behind once the thread ends.
import { parentPort, workerData } from 'node:worker_threads';
import { teamEventOf } from './event-rule.js';

const { game, seed, players, maxNodes } = workerData as { game: string; seed: string; players: number; maxNodes: number };
const rule = teamEventOf(game);
try {
  if (!rule) throw new Error(`no team event for ${game}`);
  parentPort?.postMessage(rule.ceiling(seed, players, maxNodes));
} catch (e) {
  parentPort?.postMessage({ error: e instanceof Error ? e.message : String(e) });
}
