// Every save of one game, read from its folder for `stats` and `saves`: the log (or why it could
// not be read), when the game started (from the file name) and when it was last written.
import { LogError, type LogProblem } from '../core/problems.js';
import { readdirSync, statSync, unlinkSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { GameLog } from '../core/log.js';
import { savesFolder } from './data-dir.js';
import { isOpen } from './log-marks.js';
import { readLog } from './save-store.js';

export interface SavedLog {
  path: string;
  /** The file name without `.json`: what `saves --delete` accepts besides a list number. */
  id: string;
  /** Start of the game (local time in the file name), else the last write. Milliseconds. */
  startedMs: number;
  /** Last write (the last move). Milliseconds. */
  modifiedMs: number;
  /** The log, or null when the file is damaged (then `problem` says why, as a code). */
  log: GameLog | null;
  problem?: LogProblem;
}

/** `20261129-130512-…` → that local time in ms; null for any other name. */
export function startOfName(name: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-/.exec(name);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
  const date = new Date(y, mo - 1, d, h, mi, s);
  return Number.isNaN(date.getTime()) ? null : date.getTime();
}

/** The saves of `gameId`, oldest first (by start, then name). A missing folder is no saves. */
export function listSavedLogs(gameId: string, env: NodeJS.ProcessEnv = process.env): SavedLog[] {
  const folder = savesFolder(gameId, env);
  let names: string[];
  try {
    names = readdirSync(folder).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  const saves: SavedLog[] = [];
  for (const name of names) {
    const path = join(folder, name);
    let modifiedMs: number;
    try {
      const stat = statSync(path);
      if (!stat.isFile()) continue;
      modifiedMs = stat.mtimeMs;
    } catch {
      continue;
    }
    const id = basename(name, '.json');
    const startedMs = startOfName(name) ?? modifiedMs;
    try {
      saves.push({ path, id, startedMs, modifiedMs, log: readLog(path, gameId) });
    } catch (e) {
      if (!(e instanceof LogError)) throw e;
      saves.push({ path, id, startedMs, modifiedMs, log: null, problem: e.problem });
    }
  }
  return saves.sort((a, b) => a.startedMs - b.startedMs || a.id.localeCompare(b.id));
}

/**
 * Unfinished games in the order they were started, oldest first: a game keeps its number in
 * `saves` and in the `--resume` list from one run to the next, until an older one ends.
 */
export function unfinishedSaves(saves: readonly SavedLog[]): SavedLog[] {
  return saves.filter((s) => s.log !== null && isOpen(s.log)).sort((a, b) => a.startedMs - b.startedMs || a.id.localeCompare(b.id));
}

export function deleteSave(save: SavedLog): void {
  unlinkSync(save.path);
}
