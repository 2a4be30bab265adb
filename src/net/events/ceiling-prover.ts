// The solver's ceiling of a week's deal, proven once per deal on a worker thread
// (ceiling-worker.ts) within a node budget: a deal the budget does not settle is 'unknown'.
import type { Worker } from 'node:worker_threads';
import type { EventCeiling } from '../../modules/module.js';
import { workerBeside } from '../server/worker-script.js';

/** Positions the solver may expand for one deal (a few seconds of one core at most; most deals take far fewer). */
export const CEILING_NODES = 2_000_000;

const isCeiling = (m: unknown): m is EventCeiling => typeof m === 'object' && m !== null && 'verdict' in m && 'nodes' in m;

const errorOf = (m: unknown): string => {
  const error: unknown = typeof m === 'object' && m !== null ? Object.getOwnPropertyDescriptor(m, 'error')?.value : undefined;
  return typeof error === 'string' ? error : 'no ceiling';
};

/** The workers proving a ceiling now (each ends with its proof, or when its proof is called off). */
const live = new Set<Worker>();
export const liveCeilingWorkers = (): number => live.size;

/** Proves a deal's ceiling off the message loop; `signal` calls it off (the worker is ended, the promise rejects). */
export function proveOffTheLoop(game: string, seed: string, players: number, o: { maxNodes?: number; signal?: AbortSignal } = {}): Promise<EventCeiling> {
  if (o.signal?.aborted) return Promise.reject(new Error('the proof was called off'));
  return new Promise((resolve, reject) => {
    // ceiling-worker.js beside this module, or its .ts from source.
    const worker = workerBeside(import.meta.url, 'ceiling-worker', { game, seed, players, maxNodes: o.maxNodes ?? CEILING_NODES });
    live.add(worker);
    worker.unref();
    const stop = (): void => void worker.terminate();
    o.signal?.addEventListener('abort', stop, { once: true });
    worker.once('message', (m: unknown) => (isCeiling(m) ? resolve(m) : reject(new Error(errorOf(m)))));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      live.delete(worker);
      o.signal?.removeEventListener('abort', stop);
      reject(new Error(o.signal?.aborted ? 'the proof was called off' : `the ceiling's worker ended (${code})`));
    });
  });
}
