// The day's seed of a game's daily deal, worked out on a worker thread for the SSH front
// (served-games.ts): Regicide's proof by the solver neither holds up the sessions' screens nor
// leaves the solver's memory in the server once the thread ends.
import { parentPort, workerData } from 'node:worker_threads';
import { dailyRuleOf } from '../daily-rules.js';

const { game, date } = workerData as { game: string; date: string };
const rule = dailyRuleOf(game);
(rule ? rule.seed(date) : Promise.reject(new Error(`no daily deal for ${game}`))).then(
  (seed) => parentPort!.postMessage({ seed }),
  (e: unknown) => parentPort!.postMessage({ error: (e as Error).message ?? String(e) }),
);
