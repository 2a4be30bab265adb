// SQLite's WAL checkpoints off the server's event loop. In WAL mode a commit appends to the log;
// a checkpoint copies the log back into the database file and syncs both. Left to SQLite, the
// commit that takes the log past 1,000 pages runs the checkpoint itself, on the main thread: a
// copy of 4 MB and two fsyncs inside one group's COMMIT, while every request waits (issue 31: 40 to
// 60 commits over 5 ms in 4,000 daily submissions, half or more of all the COMMITs' time).
// Here the server's connection checkpoints never (wal_autocheckpoint = 0) and a worker thread with
// a connection of its own does it instead: a PASSIVE checkpoint every `everyMs`, which copies what
// it can without taking a lock from the writer. Under steady load the log is never wholly copied
// at the moment a commit starts, so the writer never starts it afresh and it would grow without
// end: once it holds more than `walPages` pages, the worker asks for a RESTART checkpoint, which
// waits for the writer, copies the few pages the last PASSIVE left and makes the next commit write
// from the log's start again. A checkpoint changes no data and is itself safe against a crash, so
// durability is as before; the log is synced by each checkpoint as synchronous = NORMAL says.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface CheckpointOptions {
  /** How often the worker copies the log into the database (ms). */
  everyMs?: number;
  /** Pages in the log past which the worker makes the writer start it afresh (SQLite's own default checkpoint size). */
  walPages?: number;
}

/** What the worker says after a checkpoint that did not complete (an error): the server falls back to SQLite's own. */
interface WorkerNote {
  failed: string;
}

export interface Checkpoints {
  /** Stops the worker: its connection closed, its thread ended. */
  stop(): Promise<void>;
}

// Plain CommonJS run by the worker itself (eval), so the same code runs from source, dist/ and the
// bundle; libsql is required by the path the main thread resolved.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.libsql);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = NORMAL');
const checkpoint = (mode) => db.pragma('wal_checkpoint(' + mode + ')')[0];
const timer = setInterval(() => {
  try {
    if (checkpoint('PASSIVE').log <= workerData.walPages) return;
    checkpoint('PASSIVE');
    checkpoint('RESTART');
  } catch (e) {
    clearInterval(timer);
    parentPort.postMessage({ failed: String(e && e.message) });
  }
}, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  try { db.close(); } finally { parentPort.close(); }
});
`;

/**
 * Starts the worker for the database `file`, whose connection `own` stops checkpointing. Should
 * the worker fail, `own` checkpoints as SQLite does by default again, so the log stays bounded.
 */
export function checkpointOffTheLoop(file: string, own: { pragma(source: string): unknown }, o: CheckpointOptions = {}): Checkpoints {
  const walPages = o.walPages ?? 1000;
  const libsql = createRequire(import.meta.url).resolve('libsql');
  own.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, libsql, everyMs: o.everyMs ?? 200, walPages } });
  let stopped = false;
  const fallBack = (): void => {
    try {
      if (!stopped) own.pragma(`wal_autocheckpoint = ${walPages}`);
      stopped = true;
    } catch {
      // The connection is closed already: there is no log left to bound.
    }
  };
  worker.on('message', (note: WorkerNote) => (note.failed ? fallBack() : undefined));
  worker.on('error', fallBack);
  worker.on('exit', fallBack);
  // The server's own handles keep the process alive; the worker must not.
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    stop: async () => {
      if (!stopped) {
        stopped = true;
        // Held open until the worker has closed its connection (its last checkpoint).
        worker.ref();
        worker.postMessage('stop');
      }
      await exited;
    },
  };
}
