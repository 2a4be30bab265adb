// Opening a save for --resume and writing the autosave: the same for every game. What goes wrong
// is a code; the front ends word it.
import { type GameLog, type ReplayError, ReplayFailure } from '../core/log.js';
import type { AnyGame } from '../core/game.js';
import { LogError, type LogProblem, OptionsError, type OptionsProblem } from '../core/problems.js';
import type { LogMarks } from '../store/log-marks.js';
import { readLog, type SaveStore, writeLogAtomically } from '../store/save-store.js';
import { Table } from './table.js';

/**
 * Why --resume could not open a save, as a code the front ends word (the CLI from the screens'
 * dictionary): no unfinished save in `folder`; a file that is no game log (`log`: why, its code); a
 * log whose options the game refuses (`options`: why, its code) or whose move does not replay
 * (`error`, codes); a finished game (watch it with replay).
 */
export type ResumeProblem =
  | { code: 'noUnfinished'; folder: string }
  | { code: 'unreadable'; path: string; log: LogProblem }
  | { code: 'badOptions'; path: string; options: OptionsProblem }
  | { code: 'noReplay'; path: string; error: ReplayError }
  | { code: 'over'; path: string };

/**
 * Why --resume could not open a save, with the exit code `replay --verify` gives the same file: 2
 * when it cannot be read (missing, unreadable, cut short) or names a finished game (use replay),
 * 1 when a move does not replay or there is nothing to resume.
 */
export class ResumeFailure extends Error {
  readonly exitCode: 1 | 2;
  constructor(readonly problem: ResumeProblem) {
    super(`cannot resume (${problem.code})`);
    this.name = 'ResumeFailure';
    this.exitCode = problem.code === 'unreadable' || problem.code === 'over' ? 2 : 1;
  }
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
 * ResumeFailure when there is none, the log cannot be read or does not replay, or the game is
 * over. Whether it is over is judged by replaying the moves, never by the file's own `result`: a
 * log that does not replay is never called a finished game to watch.
 */
export function resumeSave<G extends AnyGame, Extras extends object>(store: SaveStore, game: G, resume: string | true): Resumed<G, Extras> {
  const path = resume === true ? store.latestUnfinished() : resume;
  if (!path) throw new ResumeFailure({ code: 'noUnfinished', folder: store.folder });
  let log: GameLog;
  try {
    log = readLog(path, game.id);
  } catch (e) {
    if (!(e instanceof LogError)) throw e;
    throw new ResumeFailure({ code: 'unreadable', path, log: e.problem });
  }
  let table: Table<G, Extras>;
  try {
    table = Table.resume<G, Extras>(game, log);
  } catch (e) {
    if (e instanceof ReplayFailure) throw new ResumeFailure({ code: 'noReplay', path, error: e.error });
    if (e instanceof OptionsError) throw new ResumeFailure({ code: 'badOptions', path, options: e.problem });
    throw e;
  }
  if (table.result() !== null) throw new ResumeFailure({ code: 'over', path });
  return { path, table };
}

/** The autosave: the log to its save file, and to the --log file too when one was given. */
export function autosaveTo(savePath: string, logFile: string | undefined): (log: GameLog) => void {
  return (log) => {
    writeLogAtomically(savePath, log);
    if (logFile) writeLogAtomically(logFile, log);
  };
}

/** The log marks of a new game: the daily date and attempt, and whether it retries a deal. */
export function marksFor(start: { daily?: string; attempt?: number; retry?: boolean }): LogMarks {
  return { ...(start.daily ? { daily: start.daily, attempt: start.attempt ?? 1 } : {}), ...(start.retry ? { retry: true } : {}) };
}
