// Extra fields a saved log may carry (the protocol allows extras) that the statistics read:
// `practice` (undo or hints were used), `daily` (the date of the daily deal played), `attempt`
// (which try of that day's deal), `retry` (the same deal again, from the end screen) and
// `seedChosenByHost` (a networked game whose host chose the seed, so may have known the deal) and
// `watched` (a networked game this machine only watched: none of the player's, for any game) and
// `endedWithoutResult` (a networked table ended the game with no result, as its clock does: over).
import type { GameLog } from '../core/log.js';

export interface LogMarks {
  /** Undo or hints were used: counted apart in the statistics, and a practice win earns no medal. */
  practice?: boolean;
  /** The UTC date (YYYY-MM-DD) of the daily deal this game plays. */
  daily?: string;
  /** Which try of that day's deal this game is, from 1. */
  attempt?: number;
  /** Started with r on the end screen: a deal already played once. */
  retry?: boolean;
  /** The host of a networked table chose the seed: counted apart, like practice. */
  seedChosenByHost?: boolean;
  /** Kept by `watch`: the player sat at no seat, so the statistics leave the game out. */
  watched?: boolean;
  /**
   * A networked table ended the game with no result (a turn-based table's clock): the copy is
   * over, though its result is null, so nothing offers to continue it.
   */
  endedWithoutResult?: boolean;
}

export const marksOf = (log: GameLog): LogMarks => log as GameLog & LogMarks;

export const isPractice = (log: GameLog): boolean => marksOf(log).practice === true;

export const isRetry = (log: GameLog): boolean => marksOf(log).retry === true;

/** The attempt a daily game is (1 when the log does not say). */
export const attemptOf = (log: GameLog): number => {
  const n = marksOf(log).attempt;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : 1;
};

export const isHostSeeded = (log: GameLog): boolean => marksOf(log).seedChosenByHost === true;

export const isWatched = (log: GameLog): boolean => marksOf(log).watched === true;

/** A game that can go on: no result yet, and no table ended it. */
export const isOpen = (log: GameLog): boolean => log.result === null && marksOf(log).endedWithoutResult !== true;

/** The marks a finished daily game's share text shows, whatever the game. */
export interface ShareMarks {
  /** The UTC date of the daily deal. */
  date: string;
  attempt: number;
  practice: boolean;
  retry: boolean;
}

/** The marks a finished daily game's share text shows (date, attempt, practice, retry); null for any other log. */
export function shareMarksOf(log: GameLog): ShareMarks | null {
  const { daily } = marksOf(log);
  if (!daily || log.result === null) return null;
  return { date: daily, attempt: attemptOf(log), practice: isPractice(log), retry: isRetry(log) };
}
