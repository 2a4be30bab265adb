// A player's game mined for puzzles off the message loop (mine-worker.ts, one thread per game, at
// the lowest priority), within the game's budget of searched positions. `signal` calls it off.
import type { GameLog } from '../../core/log.js';
import type { MinedReport, MiningBudget } from '../../modules/module.js';
import { workerBeside } from '../server/worker-script.js';

const isReport = (m: unknown): m is MinedReport => typeof m === 'object' && m !== null && 'puzzles' in m && 'nodes' in m && 'positions' in m;

const errorOf = (m: unknown): string => {
  const error: unknown = typeof m === 'object' && m !== null ? Object.getOwnPropertyDescriptor(m, 'error')?.value : undefined;
  return typeof error === 'string' ? error : 'no report';
};

export type MineGame = (game: string, log: GameLog, budget: MiningBudget, signal?: AbortSignal) => Promise<MinedReport>;

export const mineOffTheLoop: MineGame = (game, log, budget, signal) => {
  if (signal?.aborted) return Promise.reject(new Error('the mining was called off'));
  return new Promise((resolve, reject) => {
    const worker = workerBeside(import.meta.url, 'mine-worker', { game, log, budget });
    worker.unref();
    const stop = (): void => void worker.terminate();
    signal?.addEventListener('abort', stop, { once: true });
    worker.once('message', (m: unknown) => (isReport(m) ? resolve(m) : reject(new Error(errorOf(m)))));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      signal?.removeEventListener('abort', stop);
      reject(new Error(signal?.aborted ? 'the mining was called off' : `the mining's worker ended (${code})`));
    });
  });
};
