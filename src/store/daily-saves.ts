// The saves of one day's daily deal: the unfinished one `--daily` continues, and the attempt
// number a new try of that day gets.
import type { GameLog } from '../core/log.js';
import { attemptOf, isOpen, marksOf } from './log-marks.js';
import type { SavedLog } from './saved-logs.js';

const ofDay = (saves: readonly SavedLog[], date: string): (SavedLog & { log: GameLog })[] => saves.filter((s): s is SavedLog & { log: GameLog } => s.log !== null && marksOf(s.log).daily === date);

/**
 * The unfinished game of that day's deal that `--daily` continues: the one played last among
 * those `continuable` accepts (same seed, its moves replay); null when there is none.
 */
export function unfinishedDaily(saves: readonly SavedLog[], date: string, continuable: (log: GameLog) => boolean): SavedLog | null {
  const open = ofDay(saves, date).filter((s) => isOpen(s.log) && continuable(s.log));
  return open.sort((a, b) => b.modifiedMs - a.modifiedMs)[0] ?? null;
}

/** The attempt number of a new game of that day's deal: one more than the day's saves (or any attempt they record). */
export function nextDailyAttempt(saves: readonly SavedLog[], date: string): number {
  const day = ofDay(saves, date);
  return day.reduce((n, s) => Math.max(n, attemptOf(s.log)), day.length) + 1;
}
