// The autosave store: one JSON game log per game (format of shared/protocol.md), rewritten after
// every move. Writes are atomic (temp file + rename), so Ctrl-C, a closed terminal or a crash
// leaves either the previous or the new log on disk, never half of one.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type GameLog, parseLog } from '../core/log.js';
import { LogError } from '../core/problems.js';
import { savesFolder } from './data-dir.js';
import { isOpen } from './log-marks.js';

export interface SaveStore {
  /** The folder holding this game's saves. */
  readonly folder: string;
  /**
   * A fresh path for a new game: `<folder>/<timestamp>-<random hex>.json`. The name never holds
   * the seed: the path is printed after quitting, and a seed would let anyone at the terminal
   * replay the deal and see hidden cards.
   */
  newSavePath(now?: Date): string;
  /** The most recently written save whose game is not over, or null. */
  latestUnfinished(): string | null;
}

/** Writes a log atomically, creating its folder. */
export function writeLogAtomically(path: string, log: GameLog): void {
  writeJsonAtomically(path, log);
}

/** Writes one JSON value as a line, atomically (temp file + rename), creating its folder. */
export function writeJsonAtomically(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.tmp-${process.pid}`;
  writeFileSync(temp, JSON.stringify(value) + '\n');
  renameSync(temp, path);
}

/** Reads and checks a log; throws a LogError with the file's path and the problem's code. */
export function readLog(path: string, gameId: string): GameLog {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new LogError({ code: 'cannotRead', why: (e as NodeJS.ErrnoException).code }, path);
  }
  try {
    return parseLog(text, gameId);
  } catch (e) {
    throw e instanceof LogError ? new LogError(e.problem, path) : e;
  }
}

/** A timestamp that sorts as text and is safe in file names: 20261129-130512. */
export function fileTimestamp(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
}

/** The random part of a save's name: 8 hex digits, unrelated to the seed. */
export const randomSuffix = (): string => randomBytes(4).toString('hex');

export function createSaveStore(gameId: string, env: NodeJS.ProcessEnv = process.env, suffix: () => string = randomSuffix): SaveStore {
  const folder = savesFolder(gameId, env);
  return {
    folder,
    newSavePath(now = new Date()) {
      const base = `${fileTimestamp(now)}-${suffix()}`;
      let path = join(folder, `${base}.json`);
      // Two games started in the same second must not share a file, even if the suffixes meet.
      for (let n = 2; exists(path); n++) path = join(folder, `${base}-${n}.json`);
      return path;
    },
    latestUnfinished() {
      let names: string[];
      try {
        names = readdirSync(folder).filter((n) => n.endsWith('.json'));
      } catch {
        return null;
      }
      const candidates = names
        .map((n) => join(folder, n))
        .map((path) => ({ path, mtime: statSync(path).mtimeMs }))
        .sort((a, b) => b.mtime - a.mtime || b.path.localeCompare(a.path));
      for (const { path } of candidates) {
        try {
          if (isOpen(readLog(path, gameId))) return path;
        } catch {
          // A damaged file is skipped, not fatal: the user may still resume an older game.
        }
      }
      return null;
    },
  };
}

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}
