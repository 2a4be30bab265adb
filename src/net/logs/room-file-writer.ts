// Room logs written off the message loop, in one hop. A save through fs/promises is five steps
// (open, chmod, write, close, rename), and the loop must come back to each of them in turn while
// the move's update waits for the save (room-journal.ts): on a busy loop each step queues behind
// other work, and a move's latency grew with them (issue 35). Here a writer thread does the five
// steps synchronously and answers once; the loop sees one message. Rooms are shared among the
// threads by code, so the saves of one room stay in order.
import { Worker } from 'node:worker_threads';

// Plain CommonJS run by the worker itself (eval), so the same code works from source, dist/ and
// the bundle without a file of its own to find. 0600 whatever the umask, also when a crash left
// the temporary file behind with other modes; the rename makes the new log appear whole.
const WRITER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const fs = require('node:fs');
parentPort.on('message', (writes) => {
  const answers = [];
  for (const { id, path, temp, text } of writes) {
    let error = null;
    try {
      const fd = fs.openSync(temp, 'w', 0o600);
      try {
        fs.fchmodSync(fd, 0o600);
        fs.writeFileSync(fd, text);
      } finally {
        fs.closeSync(fd);
      }
      fs.renameSync(temp, path);
    } catch (e) {
      error = { message: String(e && e.message), code: e && e.code };
    }
    answers.push({ id, error });
  }
  parentPort.postMessage(answers);
});
`;

interface WriteAnswer {
  id: number;
  error: { message: string; code?: string } | null;
}

interface Pending {
  resolve: () => void;
  reject: (error: Error) => void;
}

interface Write {
  id: number;
  path: string;
  temp: string;
  text: string;
}

class WriterThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  /**
   * Saves asked for in this turn of the message loop, sent as one message when the turn's I/O
   * callbacks are done (setImmediate): a burst of tables opening or filling at once made a
   * message each, and each message costs the loop more than its few kilobytes (issue 29).
   */
  private batch: Write[] = [];

  write(id: number, path: string, temp: string, text: string, done: Pending): void {
    const worker = this.thread();
    // A save under way keeps the process alive until it is on disk; an idle writer does not.
    if (this.pending.size === 0) worker.ref();
    this.pending.set(id, done);
    if (this.batch.push({ id, path, temp, text }) === 1) setImmediate(() => this.send());
  }

  private send(): void {
    const writes = this.batch;
    this.batch = [];
    // The thread was closed or died meanwhile: its pending saves were failed with it.
    if (this.worker && writes.length > 0) this.worker.postMessage(writes);
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WRITER_SOURCE, { eval: true });
    worker.on('message', (answers: WriteAnswer[]) => {
      for (const answer of answers) {
        const waiting = this.pending.get(answer.id);
        if (!waiting) continue;
        this.pending.delete(answer.id);
        if (answer.error) waiting.reject(Object.assign(new Error(answer.error.message), { code: answer.error.code }));
        else waiting.resolve();
      }
      if (this.pending.size === 0) worker.unref();
    });
    // A thread that dies takes its writes with it: they fail (the journal reports them), and the next save starts a new thread.
    const fail = (error: Error): void => {
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      this.batch = [];
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the room log writer stopped (exit ${code})`)));
    // Idle, it must not hold the process open (the server's own handles do that). After the
    // listeners: adding a 'message' listener refs the worker's port again.
    worker.unref();
    this.worker = worker;
    return worker;
  }
}

/** A few writer threads; each room's saves go to the same one. */
export class RoomFileWriter {
  private readonly threads: WriterThread[];
  private nextId = 1;

  constructor(threads = 2) {
    this.threads = Array.from({ length: Math.max(1, threads) }, () => new WriterThread());
  }

  /** Writes `text` to `temp`, then renames it to `path`; resolves once the rename is done. */
  write(key: string, path: string, temp: string, text: string): Promise<void> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => this.threads[shardOf(key, this.threads.length)].write(id, path, temp, text, { resolve, reject }));
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.close()));
  }
}

function shardOf(key: string, count: number): number {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) | 0;
  return Math.abs(hash) % count;
}
