// Lookups by key that ask the database once for every key asked in one turn of the event loop.
// A burst of players (500 quick matches at once) asked "who holds this name?" and "is this code a
// turn-based table's?" once each: on PostgreSQL a round trip each, with the database's and the
// driver's CPU on the cores the server needs (issue 29's two-process quick match). DataLoader
// gathers the keys and answers each caller from one query; nothing is cached, so every answer is
// as fresh as a lookup of its own would be, a turn later at most.
import DataLoader from 'dataloader';

/** The most keys one query asks for (SQLite allows 32,766 parameters; an IN list this long is plenty). */
const MOST_KEYS = 500;

/**
 * `answers(keys)` gives the answer for each key, in the keys' order (a key may come twice). The
 * keys are gathered until the turn's I/O callbacks are done (setImmediate): DataLoader's default
 * (the end of the current callback) would gather only the keys of one request.
 */
export function lookupsByTurn<K, V>(answers: (keys: readonly K[]) => Promise<readonly V[]>): (key: K) => Promise<V> {
  const loader = new DataLoader<K, V>(answers, { cache: false, maxBatchSize: MOST_KEYS, batchScheduleFn: (run) => setImmediate(run) });
  return (key) => loader.load(key);
}
