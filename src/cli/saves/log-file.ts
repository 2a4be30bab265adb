// Log files for the CLI: the store reads and writes them; a file the user named that cannot be
// read is a usage error (one line, exit 2).
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AnyGame } from '../../core/game.js';
import { type GameLog, replayLog } from '../../core/log.js';
import { seedProblem } from '../../core/seed-text.js';
import { readLog } from '../../store/save-store.js';
import { OptionsError } from '../../core/problems.js';
import { UsageError, problemText } from '../program/errors.js';
import { usageTexts } from '../words/usage-texts.js';
import { lineTexts } from '../words/line-texts.js';
import { replayProblemLine } from './replay-words.js';

/** A log the user named; its seed is checked like one typed after --seed (it is shown on screens). */
export function readLogFile(path: string, game: string): GameLog {
  let log: GameLog;
  try {
    log = readLog(path, game);
  } catch (e) {
    throw new UsageError(problemText(e));
  }
  const problem = seedProblem(log.seed);
  if (problem) throw new UsageError(lineTexts().log.seedRefused(path, problemText(new OptionsError(problem))));
  return log;
}

export { writeLogAtomically as writeLogFile } from '../../store/save-store.js';

/** Checks before a game starts that --log FILE can be written, so no move is played in vain. */
export function checkLogTarget(path: string): void {
  const folder = dirname(path);
  try {
    mkdirSync(folder, { recursive: true });
    accessSync(folder, constants.W_OK);
  } catch {
    throw new UsageError(usageTexts().log.folder(path, folder));
  }
  let isFolder = false;
  try {
    isFolder = statSync(path).isDirectory();
  } catch {
    // Not there yet: it will be created.
  }
  if (isFolder) throw new UsageError(usageTexts().log.isFolder(path));
}

/**
 * The stepper shows every hand, so it only opens finished games — judged by replaying the
 * moves, not by the log's own `result` field, which a hand-edited file could fake.
 */
export async function checkFinished(game: AnyGame, log: GameLog, path: string, resumeCommand: string): Promise<void> {
  let replay;
  try {
    replay = replayLog(game, log);
  } catch (e) {
    // Options in the log that the game does not take: said as replay --verify says it.
    if (e instanceof OptionsError) throw new UsageError(lineTexts().verify.badOptions(path, problemText(e)));
    throw e;
  }
  if (replay.error) throw new UsageError(lineTexts().log.notLegal(path, replay.error.moveNumber, await replayProblemLine(game, replay.error.problem)));
  if (game.outcome(replay.state) === null) {
    throw new UsageError(usageTexts().log.notOver(path, `${resumeCommand} --resume ${path}`));
  }
}
