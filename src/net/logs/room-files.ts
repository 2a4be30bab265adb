// The server's data folder as the operator sees it: readable by its owner only, unfinished room
// logs restored by `--resume` unless the table was abandoned long ago, and old room logs removed
// after the number of days the operator chose.
import { chmodSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type RoomLog, roomLogPath, unfinishedRooms } from './room-store.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const ownedByMe = (path: string): boolean => process.getuid === undefined || statSync(path).uid === process.getuid();

/** Creates the data folder and its rooms folder (0700) and makes the logs already there 0600. */
export function prepareDataDir(dataDir: string): void {
  const rooms = join(dataDir, 'rooms');
  mkdirSync(rooms, { recursive: true, mode: 0o700 });
  for (const folder of [dataDir, rooms]) if (ownedByMe(folder)) chmodSync(folder, 0o700);
  for (const file of readdirSync(rooms)) {
    const path = join(rooms, file);
    if (ownedByMe(path)) chmodSync(path, 0o600);
  }
}

/**
 * The unfinished rooms to restore: those abandoned (nobody at the table, or the server down) for
 * at most `abandonedMinutes`, counted from the time the room record says everyone left, else from
 * the log's last change. A table abandoned longer is not brought back (its log stays until it is
 * pruned), except the tables in `keep` (`host --resume` brings back the host's own table).
 */
export function roomsToRestore(
  dataDir: string,
  abandonedMinutes: number,
  onSkip: (file: string, why: string) => void,
  { keep = new Set<string>(), now = Date.now() }: { keep?: ReadonlySet<string>; now?: number } = {},
): RoomLog[] {
  return unfinishedRooms(dataDir, onSkip).filter((log) => {
    if (keep.has(log.room.code)) return true;
    const since = log.room.abandonedSince ?? statSync(roomLogPath(dataDir, log.room.code)).mtimeMs;
    const idleMinutes = (now - since) / 60_000;
    if (idleMinutes <= abandonedMinutes) return true;
    onSkip(`${log.room.code}.json`, `abandoned: nobody there for ${Math.floor(idleMinutes)} minutes (more than ${abandonedMinutes})`);
    return false;
  });
}

/**
 * Removes room logs unchanged for more than `days` days (0 keeps them), and temporary files that
 * a write cut short (a crash) left behind an hour ago or more. Returns the codes removed.
 */
export function pruneRoomLogs(dataDir: string, days: number, now = Date.now()): string[] {
  const rooms = join(dataDir, 'rooms');
  let files: string[];
  try {
    files = readdirSync(rooms);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const file of files) {
    const path = join(rooms, file);
    const temporary = file.includes('.tmp-');
    if (!temporary && days <= 0) continue;
    try {
      if (now - statSync(path).mtimeMs <= (temporary ? HOUR_MS : days * DAY_MS)) continue;
      rmSync(path, { force: true });
      if (file.endsWith('.json')) removed.push(file.slice(0, -'.json'.length));
    } catch {
      // Gone meanwhile, or not ours to remove: the next round tries again.
    }
  }
  return removed;
}
