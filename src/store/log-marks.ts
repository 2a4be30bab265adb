// Extra fields a saved log may carry (the protocol allows extras) that the statistics read:
// `practice` (undo or hints were used), `daily` (the date of the daily deal played) and
// `seedChosenByHost` (a networked game whose host chose the seed, so may have known the deal).
import type { GameLog } from '../core/log.js';

export interface LogMarks {
  /** Undo or hints were used: counted apart in the statistics, and a practice win earns no medal. */
  practice?: boolean;
  /** The UTC date (YYYY-MM-DD) of the daily deal this game plays. */
  daily?: string;
  /** The host of a networked table chose the seed: counted apart, like practice. */
  seedChosenByHost?: boolean;
}

export const marksOf = (log: GameLog): LogMarks => log as GameLog & LogMarks;

export const isPractice = (log: GameLog): boolean => marksOf(log).practice === true;

export const isHostSeeded = (log: GameLog): boolean => marksOf(log).seedChosenByHost === true;
