// The worker threads of a queue worker: the simulator's own thread script (src/sim/worker.ts)
// plays each job's range, so the process's main thread stays free to renew BullMQ's locks and
// report progress however long a job's games take. Threads are started on demand and reused.
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../pool.js';
import type { SimTask, WorkerMessage } from '../worker-messages.js';

export interface ThreadTask {
  /** The range's tally; rejects when the thread fails or the task is given up. */
  result: Promise<unknown>;
  /** The thread's id (which worker played the job). */
  threadId: number;
  /** Gives the task up: its thread is ended and `result` rejects with `reason` (nothing once it has settled). */
  abort(reason: string): void;
}

export class ThreadSlots {
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();

  /** `onGames` hears how many of the task's games have finished since it last heard (in batches). */
  run(task: SimTask, onGames: (count: number) => void): ThreadTask {
    const thread = this.idle.pop() ?? this.start();
    let settle: { resolve(t: unknown): void; reject(e: Error): void };
    const result = new Promise<unknown>((resolve, reject) => (settle = { resolve, reject }));
    let settled = false;
    const done = (outcome: { tally: unknown } | { error: Error }, reuse: boolean): void => {
      // Once settled the thread may be another task's already: a late abort must not end it.
      if (settled) return;
      settled = true;
      thread.off('message', onMessage);
      thread.off('error', onError);
      thread.off('exit', onExit);
      if (reuse) this.idle.push(thread);
      else this.end(thread);
      if ('tally' in outcome) settle.resolve(outcome.tally);
      else settle.reject(outcome.error);
    };
    const onMessage = (m: WorkerMessage): void => {
      if (m.type === 'games') onGames(m.count);
      else if (m.type === 'done') done({ tally: m.tally }, true);
      else if (m.type === 'error') done({ error: new Error(m.message) }, true);
    };
    const onError = (e: Error): void => done({ error: e }, false);
    const onExit = (code: number): void => done({ error: new Error(`a simulation thread stopped with code ${code}`) }, false);
    thread.on('message', onMessage);
    thread.on('error', onError);
    thread.on('exit', onExit);
    thread.postMessage(task);
    return { result, threadId: thread.threadId, abort: (reason) => done({ error: new Error(reason) }, false) };
  }

  /**
   * Starts `count` threads and resolves once each has loaded its script, so that a worker's first
   * jobs do not wait for (and its run's clock does not count) the threads' start-up.
   */
  async warm(count: number): Promise<void> {
    const started = Array.from({ length: count }, () => this.start());
    await Promise.all(
      started.map(
        (thread) =>
          new Promise<void>((resolve, reject) => {
            const onExit = (code: number): void => reject(new Error(`a simulation thread stopped with code ${code} as it started`));
            const onMessage = (m: WorkerMessage): void => {
              if (m.type !== 'ready') return;
              thread.off('message', onMessage);
              thread.off('error', reject);
              thread.off('exit', onExit);
              resolve();
            };
            thread.on('message', onMessage);
            thread.on('error', reject);
            thread.on('exit', onExit);
          }),
      ),
    );
    this.idle.push(...started);
  }

  async close(): Promise<void> {
    await Promise.all([...this.all].map((t) => t.terminate()));
    this.all.clear();
    this.idle.length = 0;
  }

  private start(): Worker {
    const thread = startWorker();
    this.all.add(thread);
    return thread;
  }

  private end(thread: Worker): void {
    this.all.delete(thread);
    void thread.terminate();
  }
}
