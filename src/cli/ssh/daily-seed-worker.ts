// The day's seed of a game's daily deal, worked out on a worker thread for the SSH front
// (served-games.ts): Regicide's proof by the solver neither holds up the sessions' screens nor
// leaves the solver's memory in the server once the thread ends. The deal is the game's module's.
import { parentPort, workerData } from 'node:worker_threads';
import { gameModule, isGameId } from '../../modules/registry.js';

const { game, date } = workerData as { game: string; date: string };
const deal = isGameId(game) ? gameModule(game).dailyDeal : undefined;
(deal ? deal.seed(date) : Promise.reject(new Error(`no daily deal for ${game}`))).then(
  (seed) => parentPort!.postMessage({ seed }),
  (e: unknown) => parentPort!.postMessage({ error: (e as Error).message ?? String(e) }),
);
