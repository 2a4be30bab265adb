// One player's game mined for puzzles on a worker thread (mine-off-loop.ts): the solver's search
// neither holds up the server's tables nor leaves its memory behind once the thread ends.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { GameLog } from '../../core/log.js';
import type { MiningBudget } from '../../modules/module.js';
import { gameModule, isGameId } from '../../modules/registry.js';

interface Job {
  game: string;
  log: GameLog;
  budget: MiningBudget;
}
// Sent by mine-off-loop.ts, in this program: its shape is checked only as far as the game's id.
const isJob = (v: unknown): v is Job => typeof v === 'object' && v !== null && 'game' in v && typeof v.game === 'string' && 'log' in v && 'budget' in v;
const job: unknown = workerData;

// When the cores are busy, people's moves go first.
try {
  setPriority(19);
} catch {
  // Not allowed here (some containers): the search still runs off the loop.
}

try {
  if (!isJob(job)) throw new Error('not a mining job');
  const rule = isGameId(job.game) ? gameModule(job.game).puzzles : undefined;
  if (!rule) throw new Error(`no puzzles for ${job.game}`);
  parentPort?.postMessage(await rule.mine(job.log, job.budget));
} catch (e) {
  parentPort?.postMessage({ error: e instanceof Error ? e.message : String(e) });
}
