// Runs the games of a simulation on worker threads (or inline with workers = 0) and merges the
// tallies. Ranges are fixed before any worker starts and merging only adds, so the totals are the
// same whatever the number of workers or the order in which they finish.
import { Worker } from 'node:worker_threads';
import { registeredSources } from '../modules/registry.js';
import { type KindName, runRange, simKind } from './kinds.js';
import type { SimTask, WorkerMessage } from './worker-messages.js';

export interface PoolOptions {
  /** The game and the kind of run (see kinds.ts). */
  kind: KindName;
  spec: unknown;
  games: number;
  /** Worker threads; 0 plays inline on this thread (tests, tiny runs). */
  workers: number;
  /** Called as games finish (after each one inline, in batches from threads) with the number finished so far. */
  onProgress?: (done: number) => void;
}

/** Where a run's games are played: this machine's threads (runPool) or a job queue (src/sim/queue/). */
export type SimRunner = <Tally>(options: PoolOptions) => Promise<Tally>;

/** A run that may end before its last game (an SPRT that decided): see SequentialRunner. */
export interface SequentialOptions<Tally> extends PoolOptions {
  /**
   * Asked with the tally of games 0 … games − 1 (a prefix, merged in order) as it grows; true
   * ends the run there.
   */
  enough: (tally: Tally, games: number) => boolean;
}

/** Plays a run until `enough` says so or its games run out: the tally and the games in it. */
export type SequentialRunner = <Tally>(options: SequentialOptions<Tally>) => Promise<{ tally: Tally; games: number }>;

/** A worker running the script next to this module: dist/sim/worker.js, or worker.ts from source. */
export function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./worker.js', import.meta.url));
  // Running from source (tsx, vitest): register tsx inside the worker before loading the script.
  const url = new URL('./worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url)}); });`;
  return new Worker(boot, { eval: true });
}

function ranges(games: number, parts: number): [number, number][] {
  // Small chunks balance slow games across workers; the split never affects the result.
  const size = Math.max(1, Math.min(1000, Math.ceil(games / (parts * 8))));
  const out: [number, number][] = [];
  for (let start = 0; start < games; start += size) out.push([start, Math.min(games, start + size)]);
  return out;
}

export async function runPool<Tally>(options: PoolOptions): Promise<Tally> {
  const kind = simKind(options.kind);
  const total = kind.empty() as Tally;
  let done = 0;
  const tick = (count = 1): void => {
    done += count;
    options.onProgress?.(done);
  };
  if (options.workers <= 0) {
    for (const [start, end] of ranges(options.games, 1))
      kind.merge(
        total,
        runRange(options.kind, options.spec, start, end, () => tick()),
      );
    return total;
  }
  const queue = ranges(options.games, options.workers);
  const count = Math.min(options.workers, queue.length);
  const workers: Worker[] = [];
  try {
    await Promise.all(
      Array.from(
        { length: count },
        () =>
          new Promise<void>((resolve, reject) => {
            const worker = startWorker();
            workers.push(worker);
            const feed = (): void => {
              const range = queue.shift();
              if (!range) return resolve();
              worker.postMessage({ kind: options.kind, spec: options.spec, start: range[0], end: range[1], sources: registeredSources() } satisfies SimTask);
            };
            worker.on('message', (m: WorkerMessage) => {
              if (m.type === 'games') tick(m.count);
              else if (m.type === 'done') {
                kind.merge(total, m.tally);
                feed();
              } else if (m.type === 'error') reject(new Error(m.message));
            });
            worker.on('error', reject);
            worker.on('exit', (code) => {
              if (code !== 0) reject(new Error(`a simulation worker stopped with code ${code}`));
            });
            feed();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return total;
}
