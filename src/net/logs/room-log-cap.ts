// The room logs bounded by disk as well as by days. Every started table leaves a log, and a
// stranger can start and leave tables all day: with logs kept for weeks the folder would grow
// with each address. Past `maxBytes` in all, logs are removed oldest first — the logs of
// unfinished tables first (abandoned: nobody can bring them back once they are older than the
// abandoned limit), then those of finished games, which are kept longest: they record a result
// (and the players each received the log when their game ended). Never removed here: the logs of
// tables open in this process, and any log changed within `keepNewerThanMs` (a table that
// `--resume` may still restore).
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface RoomLogCap {
  /** The logs' total size allowed, in bytes (0: no cap). */
  maxBytes: number;
  /** Logs changed more recently than this are kept. */
  keepNewerThanMs: number;
  /** Codes of the tables open now: their logs are kept. */
  open: ReadonlySet<string>;
  now?: number;
}

export interface RemovedLog {
  code: string;
  bytes: number;
  finished: boolean;
}

interface SavedLog {
  code: string;
  path: string;
  bytes: number;
  changed: number;
}

/** A finished game's log (a damaged file counts as unfinished: it goes first). */
async function isFinished(path: string): Promise<boolean> {
  try {
    const log = JSON.parse(await readFile(path, 'utf8')) as { result?: unknown };
    return log.result !== null && log.result !== undefined;
  } catch {
    return false;
  }
}

/** The logs in `dataDir/rooms` with their sizes (temporary files are the days' pruning's). */
async function savedLogs(dataDir: string): Promise<SavedLog[]> {
  const folder = join(dataDir, 'rooms');
  let files: string[];
  try {
    files = (await readdir(folder)).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  const logs: SavedLog[] = [];
  for (const file of files) {
    const path = join(folder, file);
    try {
      const s = await stat(path);
      if (s.isFile()) logs.push({ code: file.slice(0, -'.json'.length), path, bytes: s.size, changed: s.mtimeMs });
    } catch {
      // Gone meanwhile.
    }
  }
  return logs;
}

/** Removes logs until they fit in `maxBytes` (see above); returns those removed, in order. */
export async function capRoomLogs(dataDir: string, cap: RoomLogCap): Promise<RemovedLog[]> {
  if (cap.maxBytes <= 0) return [];
  const logs = await savedLogs(dataDir);
  let total = logs.reduce((sum, l) => sum + l.bytes, 0);
  if (total <= cap.maxBytes) return [];
  const now = cap.now ?? Date.now();
  const removable = logs.filter((l) => !cap.open.has(l.code) && now - l.changed > cap.keepNewerThanMs);
  // One file at a time: the folder may hold many, and the message loop goes on between them.
  const ranked: (SavedLog & { finished: boolean })[] = [];
  for (const l of removable) ranked.push({ ...l, finished: await isFinished(l.path) });
  ranked.sort((a, b) => Number(a.finished) - Number(b.finished) || a.changed - b.changed);
  const removed: RemovedLog[] = [];
  for (const l of ranked) {
    if (total <= cap.maxBytes) break;
    try {
      await rm(l.path);
      total -= l.bytes;
      removed.push({ code: l.code, bytes: l.bytes, finished: l.finished });
    } catch {
      // Gone meanwhile, or not ours to remove: the next round tries again.
    }
  }
  return removed;
}
