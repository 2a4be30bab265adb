// Reading and writing log files for the CLI, with one-line errors for the user.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type GameLog, parseLog } from '../core/log.js';
import { UsageError } from './errors.js';

export function readLogFile(path: string, game: string): GameLog {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : code === 'EACCES' ? 'permission denied' : 'cannot be read';
    throw new UsageError(`cannot read the log ${path}: ${why}`);
  }
  try {
    return parseLog(text, game);
  } catch (e) {
    throw new UsageError(`${path}: ${(e as Error).message}`);
  }
}

/** Writes atomically (temp file + rename), so a crash mid-write never leaves half a log. */
export function writeLogFile(path: string, log: GameLog): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.tmp-${process.pid}`;
  writeFileSync(temp, JSON.stringify(log) + '\n');
  renameSync(temp, path);
}
