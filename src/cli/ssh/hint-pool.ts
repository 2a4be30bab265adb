// The SSH sessions' hints on worker threads: a hint (solo Regicide's: the hard bot and its
// playouts, seconds of work) must never hold the message loop that every session and table
// shares. Each session has a desk: at most one of its hints is worked on at a time, and at most
// one more waits for its turn (a newer ask replaces the one waiting). Sessions take turns on the
// workers in the order they asked. When the game goes the hint is dropped (its answer ignored;
// the session's next hint waits for it); when the session goes its hint's worker is ended.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { HintDesk, HintJob } from '../../modules/play.js';
import type { Hint } from '../../table/hint.js';

/** The default: every core but the message loop's, at least one, at most two. */
export const defaultHintWorkers = (): number => Math.max(1, Math.min(2, availableParallelism() - 1));

/**
 * A hint that takes longer than this is given up (its worker ended): no hint rather than a core
 * kept busy for a player who has stopped waiting. (A hint takes seconds; on a machine busy with
 * the loop's own work, the workers' low priority can make it take much longer.)
 */
export const HINT_MAX_MS = 120_000;

export interface HintPoolOptions {
  /** Worker threads (default: defaultHintWorkers()). */
  workers?: number;
  /** Starts a worker (tests put a stand-in here). */
  spawn?: () => Worker;
  maxMs?: number;
}

export type HintAnswer = Hint | null | 'stale';

/** A session's desk: `close` when the session goes. */
export interface SessionHintDesk extends HintDesk {
  close(): void;
}

export interface HintPool {
  desk(): SessionHintDesk;
  /** Hint jobs being worked on now (for tests and diagnostics). */
  running(): number;
  /** Worker threads alive now. */
  threads(): number;
  close(): Promise<void>;
}

/** The worker script next to this module: dist/cli/ssh/hint-worker.js, or hint-worker.ts from source. */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./hint-worker.js', import.meta.url));
  const url = new URL('./hint-worker.ts', import.meta.url).href;
  return new Worker(`import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url)}); });`, { eval: true });
}

interface Asked {
  job: HintJob;
  answer(a: HintAnswer): void;
}

interface Running {
  id: number;
  slot: Slot;
  /** null once the game went: the answer is ignored. */
  answer: ((a: HintAnswer) => void) | null;
  timer: NodeJS.Timeout;
}

interface Desk {
  waiting: Asked | null;
  running: Running | null;
  closed: boolean;
}

interface Slot {
  worker: Worker | null;
  job: { desk: Desk; running: Running } | null;
}

export function startHintPool({ workers = defaultHintWorkers(), spawn = startWorker, maxMs = HINT_MAX_MS }: HintPoolOptions = {}): HintPool {
  const slots: Slot[] = Array.from({ length: Math.max(1, workers) }, () => ({ worker: null, job: null }));
  /** Desks with a hint waiting and none being worked on, in the order they asked. */
  const queue: Desk[] = [];
  let nextId = 1;
  let closed = false;

  const workerOf = (slot: Slot): Worker => {
    if (slot.worker) return slot.worker;
    const worker = spawn();
    worker.unref();
    worker.on('message', (m: { id: number; hint?: Hint | null; error?: string }) => finish(slot, m.id, m.hint ?? null));
    worker.on('error', () => {});
    worker.on('exit', () => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      // A worker that died (a bug, out of memory) answers "no hint"; the next job gets a new one.
      if (slot.job) finish(slot, slot.job.running.id, null);
    });
    slot.worker = worker;
    return worker;
  };

  /** Ends the slot's worker (its job is abandoned); a new one starts with the next job. */
  const endWorker = (slot: Slot): void => {
    const worker = slot.worker;
    slot.worker = null;
    void worker?.terminate();
  };

  function finish(slot: Slot, id: number, hint: Hint | null): void {
    const job = slot.job;
    if (!job || job.running.id !== id) return;
    clearTimeout(job.running.timer);
    slot.job = null;
    job.desk.running = null;
    job.running.answer?.(hint);
    if (job.desk.waiting && !job.desk.closed) queue.push(job.desk);
    pump();
  }

  function pump(): void {
    if (closed) return;
    for (const slot of slots) {
      if (slot.job) continue;
      const desk = queue.shift();
      if (!desk) return;
      const asked = desk.waiting;
      if (!asked || desk.closed) continue;
      desk.waiting = null;
      const id = nextId++;
      const running: Running = {
        id,
        slot,
        answer: asked.answer,
        timer: setTimeout(() => {
          endWorker(slot);
          finish(slot, id, null);
        }, maxMs),
      };
      desk.running = running;
      slot.job = { desk, running };
      workerOf(slot).postMessage({ id, job: asked.job });
    }
  }

  return {
    desk() {
      const desk: Desk = { waiting: null, running: null, closed: false };
      const dropWaiting = (): void => {
        desk.waiting?.answer('stale');
        desk.waiting = null;
        const at = queue.indexOf(desk);
        if (at >= 0) queue.splice(at, 1);
      };
      const drop = (): void => {
        dropWaiting();
        const running = desk.running;
        if (running?.answer) {
          running.answer('stale');
          running.answer = null;
        }
      };
      return {
        ask(job) {
          if (desk.closed || closed) return Promise.resolve('stale');
          return new Promise<HintAnswer>((answer) => {
            // A newer ask replaces the one waiting; the one being worked on goes on (the table
            // says whether its answer still fits when it comes).
            dropWaiting();
            desk.waiting = { job, answer };
            if (!desk.running) queue.push(desk);
            pump();
          });
        },
        drop,
        close() {
          if (desk.closed) return;
          drop();
          desk.closed = true;
          const running = desk.running;
          if (!running) return;
          // The session is gone: its hint's worker is ended rather than left to finish for nobody.
          clearTimeout(running.timer);
          desk.running = null;
          running.slot.job = null;
          endWorker(running.slot);
          pump();
        },
      };
    },
    running: () => slots.filter((s) => s.job).length,
    threads: () => slots.filter((s) => s.worker).length,
    async close() {
      closed = true;
      for (const slot of slots) {
        if (slot.job) {
          clearTimeout(slot.job.running.timer);
          slot.job.running.answer?.('stale');
          slot.job = null;
        }
      }
      for (const desk of queue.splice(0)) desk.waiting?.answer('stale');
      await Promise.all(slots.map((s) => s.worker?.terminate()));
    },
  };
}
