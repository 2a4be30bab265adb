// Opening a save for --resume and writing the autosave: the same for every game, only the
// texts differ.
import type { GameLog } from '../core/log.js';
import type { AnyGame } from '../core/game.js';
import { readLog, type SaveStore, writeLogAtomically } from '../store/save-store.js';
import { Table } from './table.js';

export interface ResumeTexts {
  noUnfinished: (folder: string) => string;
  cannotResume: (why: string) => string;
}

export interface Resumed<G extends AnyGame, Extras extends object> {
  path: string;
  /**
   * Its log holds the save's extra fields (bots, opponent, match), taken as `Extras` on trust:
   * its opener checks what it uses.
   */
  table: Table<G, Extras>;
}

/**
 * The save --resume names (`true`: the latest unfinished one), replayed at a table; throws a
 * one-line Error when there is none, the game is over, or the log does not replay.
 */
export function resumeSave<G extends AnyGame, Extras extends object>(
  store: SaveStore,
  game: G,
  resume: string | true,
  t: ResumeTexts,
  alreadyOver: (path: string) => string,
): Resumed<G, Extras> {
  const path = resume === true ? store.latestUnfinished() : resume;
  if (!path) throw new Error(t.noUnfinished(store.folder));
  const log = readLog(path, game.id);
  if (log.result !== null) throw new Error(t.cannotResume(alreadyOver(path)));
  try {
    return { path, table: Table.resume<G, Extras>(game, log) };
  } catch (e) {
    throw new Error(t.cannotResume(`${path}: ${(e as Error).message}`));
  }
}

/** The autosave: the log to its save file, and to the --log file too when one was given. */
export function autosaveTo(savePath: string, logFile: string | undefined): (log: GameLog) => void {
  return (log) => {
    writeLogAtomically(savePath, log);
    if (logFile) writeLogAtomically(logFile, log);
  };
}
