// `replay --verify FILE`: exit 0 for a good log, 1 naming the first bad move, 2 for an unreadable file.
import type { AnyGame } from '../core/game.js';
import { jsonLine } from '../core/json-line.js';
import { printable } from '../core/printable.js';
import { verifyLog } from '../core/log.js';
import { verifyEnglish } from '../protocol/english.js';
import { wordsIn } from '../text/words.js';
import { readLogFile } from './log-file.js';

export function verifyLogFile(game: AnyGame, path: string): number {
  const log = readLogFile(path, game.id);
  let report;
  try {
    report = verifyLog(game, log);
  } catch (e) {
    // Options in the log that the game does not accept.
    process.stderr.write(`${game.id}: ${printable(`${path}: bad options in the log: ${(e as Error).message}`)}\n`);
    return 1;
  }
  if (report.ok) {
    process.stdout.write(`ok: ${wordsIn('en').count(report.moves, { one: '# move', other: '# moves' })} replayed, result ${jsonLine(log.result)}\n`);
    return 0;
  }
  process.stderr.write(`${game.id}: ${printable(`${path}: ${verifyEnglish(game.id, report)}`)}\n`);
  return 1;
}
