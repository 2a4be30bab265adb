// The player's tables, kept fresh: asked at once, then every 30 s (a failure is reported and asked
// again at the next round). The server's clock reading comes with each answer, so the time left
// counts on from it on this machine's clock, whatever this machine's clock says the date is.
import type { MyTables } from './tables-client.js';

export type TablesRead = (signal: AbortSignal) => Promise<MyTables>;

export interface TablesSeen {
  /** The latest answer (null before the first). */
  tables: MyTables | null;
  /** This machine's clock when it came (ms). */
  receivedAt: number;
  /** The last request's failure, until one succeeds again. */
  error: unknown;
}

export const TABLES_REFRESH_MS = 30_000;

/** Asks now and every `periodMs` until stopped; `onSeen` hears every answer and every failure. */
export function watchTables(read: TablesRead, onSeen: (seen: TablesSeen) => void, periodMs = TABLES_REFRESH_MS, now: () => number = Date.now): () => void {
  const controller = new AbortController();
  let seen: TablesSeen = { tables: null, receivedAt: 0, error: null };
  let timer: NodeJS.Timeout | undefined;
  const ask = async (): Promise<void> => {
    try {
      const tables = await read(controller.signal);
      if (controller.signal.aborted) return;
      seen = { tables, receivedAt: now(), error: null };
    } catch (e) {
      if (controller.signal.aborted) return;
      seen = { ...seen, error: e };
    }
    onSeen(seen);
    timer = setTimeout(() => void ask(), periodMs);
  };
  void ask();
  return () => {
    controller.abort();
    clearTimeout(timer);
  };
}

/** The server's clock now: its reading when the answer came, counted on since. */
export const serverNow = (seen: Pick<TablesSeen, 'tables' | 'receivedAt'>, now: number): number => (seen.tables ? seen.tables.now + Math.max(0, now - seen.receivedAt) : now);
