// The solver's ceiling of a week's deal, proven once per deal on a worker thread
// (ceiling-worker.ts) within a node budget: a deal the budget does not settle is 'unknown'.
import { Worker } from 'node:worker_threads';
import type { EventCeiling } from '../../modules/module.js';

/** Positions the solver may expand for one deal (a few seconds of one core at most; most deals take far fewer). */
export const CEILING_NODES = 2_000_000;

/** The worker script next to this module: dist/net/events/ceiling-worker.js, or its .ts from source. */
function ceilingWorker(workerData: { game: string; seed: string; players: number; maxNodes: number }): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./ceiling-worker.js', import.meta.url), { workerData });
  const url = new URL('./ceiling-worker.ts', import.meta.url).href;
  return new Worker(`import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url)}); });`, { eval: true, workerData });
}

const isCeiling = (m: unknown): m is EventCeiling => typeof m === 'object' && m !== null && 'verdict' in m && 'nodes' in m;

const errorOf = (m: unknown): string => {
  const error: unknown = typeof m === 'object' && m !== null ? Object.getOwnPropertyDescriptor(m, 'error')?.value : undefined;
  return typeof error === 'string' ? error : 'no ceiling';
};

/** Proves a deal's ceiling off the message loop. */
export function proveOffTheLoop(game: string, seed: string, players: number, maxNodes = CEILING_NODES): Promise<EventCeiling> {
  return new Promise((resolve, reject) => {
    const worker = ceilingWorker({ game, seed, players, maxNodes });
    worker.unref();
    worker.once('message', (m: unknown) => (isCeiling(m) ? resolve(m) : reject(new Error(errorOf(m)))));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the ceiling's worker ended (${code})`)));
  });
}
