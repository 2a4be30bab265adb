// Log files for the CLI: the store reads and writes them; a file the user named that cannot be
// read is a usage error (one line, exit 2).
import type { GameLog } from '../core/log.js';
import { readLog } from '../store/save-store.js';
import { UsageError } from './errors.js';

export function readLogFile(path: string, game: string): GameLog {
  try {
    return readLog(path, game);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

export { writeLogAtomically as writeLogFile } from '../store/save-store.js';
