// Opening a save for --resume and writing the autosave: the same for every game, only the
// session type and the texts differ.
import type { GameLog } from '../../core/log.js';
import { readLog, type SaveStore, writeLogAtomically } from '../../store/save-store.js';

export interface ResumeTexts {
  noUnfinished: (folder: string) => string;
  cannotResume: (why: string) => string;
}

export interface Resumed<Session> {
  path: string;
  /** The log as read from disk (fields the session does not carry, such as the opponent). */
  log: GameLog;
  session: Session;
}

/**
 * The save --resume names (`true`: the latest unfinished one), replayed into a session; throws a
 * one-line Error when there is none, the game is over, or the log does not replay.
 */
export function resumeSave<Session>(
  store: SaveStore,
  gameId: string,
  resume: string | true,
  t: ResumeTexts,
  alreadyOver: (path: string) => string,
  sessionFromLog: (log: GameLog) => Session,
): Resumed<Session> {
  const path = resume === true ? store.latestUnfinished() : resume;
  if (!path) throw new Error(t.noUnfinished(store.folder));
  const log = readLog(path, gameId);
  if (log.result !== null) throw new Error(t.cannotResume(alreadyOver(path)));
  try {
    return { path, log, session: sessionFromLog(log) };
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

/**
 * Runs the autosave without letting a write error (disk full, no permission) end the game: the
 * error's first line is returned instead, for the message line. The next move saves the whole
 * log again, so a later success catches up.
 */
export function trySave<Log>(persist: (log: Log) => void, log: Log): string | null {
  try {
    persist(log);
    return null;
  } catch (e) {
    const text = e instanceof Error ? e.message : String(e);
    return text.split('\n')[0] || 'unknown error';
  }
}
