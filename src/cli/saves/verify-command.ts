// `replay --verify FILE`: exit 0 for a good log, 1 naming the first bad move, 2 for an unreadable file.
import { problemText } from '../program/errors.js';
import type { AnyGame } from '../../core/game.js';
import { jsonLine } from '../../core/json-line.js';
import { printable } from '../../core/printable.js';
import { verifyLog } from '../../core/log.js';
import { readLogFile } from './log-file.js';
import { replayProblemLine } from './replay-words.js';
import { lineTexts } from '../words/line-texts.js';

export async function verifyLogFile(game: AnyGame, path: string): Promise<number> {
  const log = readLogFile(path, game.id);
  const t = lineTexts().verify;
  let report;
  try {
    report = verifyLog(game, log);
  } catch (e) {
    // Options in the log that the game does not accept.
    process.stderr.write(`${game.id}: ${printable(t.badOptions(path, problemText(e)))}\n`);
    return 1;
  }
  if (report.ok) {
    process.stdout.write(`${t.ok(report.moves, jsonLine(log.result))}\n`);
    return 0;
  }
  const { problem } = report;
  const line =
    problem.code === 'illegal'
      ? t.notLegal(path, problem.error.moveNumber, problem.error.move, await replayProblemLine(game, problem.error.problem))
      : t.resultDiffers(path, JSON.stringify(problem.recorded), JSON.stringify(problem.replayed));
  process.stderr.write(`${game.id}: ${printable(line)}\n`);
  return 1;
}
