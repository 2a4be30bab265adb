// Pieces both games' statistics share: the marks a log may carry, win tallies, streaks and the
// daily streak. Pure: the logs come in as values, "today" as a date string.
import type { GameLog } from '../../core/log.js';
import { attemptOf, isPractice, isRetry, isWatched, marksOf } from '../log-marks.js';
import type { SavedLog } from '../saved-logs.js';

export { isHostSeeded, isOpen, isPractice, isRetry } from '../log-marks.js';

/** A saved game as the statistics see it: its log and when it started (ms, for the order). */
export interface StatsEntry {
  log: GameLog;
  startedMs: number;
}

/**
 * What every game's statistics count from the saves: the readable logs, leaving out the games
 * this machine only watched (kept by `watch` for the replay; no seat was the player's), and how
 * many files could not be read.
 */
export function statsEntriesOf(saves: readonly SavedLog[]): { entries: StatsEntry[]; damaged: number } {
  const readable = saves.flatMap((s) => (s.log ? [{ log: s.log, startedMs: s.startedMs }] : []));
  return { entries: readable.filter((e) => !isWatched(e.log)), damaged: saves.length - readable.length };
}

/** The daily date of a log, when it is a well-formed one. */
export function dailyOf(log: GameLog): string | null {
  const daily = marksOf(log).daily;
  return typeof daily === 'string' && dayNumber(daily) !== null ? daily : null;
}

export interface WinTally {
  games: number;
  wins: number;
  /** wins / games, 0 without games. */
  winRate: number;
}

export function tally(games: number, wins: number): WinTally {
  return { games, wins, winRate: games ? Number((wins / games).toFixed(4)) : 0 };
}

/** Groups outcomes by a key, keeping the order given by `order` (then the keys' first appearance). */
export function tallyBy<K extends string | number>(items: readonly { key: K; won: boolean }[], order: (a: K, b: K) => number): (WinTally & { key: K })[] {
  const groups = new Map<K, { games: number; wins: number }>();
  for (const { key, won } of items) {
    const g = groups.get(key) ?? { games: 0, wins: 0 };
    g.games++;
    if (won) g.wins++;
    groups.set(key, g);
  }
  return [...groups.entries()].sort(([a], [b]) => order(a, b)).map(([key, g]) => ({ key, ...tally(g.games, g.wins) }));
}

/** Win tallies by the set of variants played together: the plain game first, then fewer before more. */
export function tallyByVariants(items: readonly { variants: readonly string[]; won: boolean }[]): (WinTally & { variants: string[] })[] {
  const sets = new Map<string, string[]>();
  const keyed = items.map(({ variants, won }) => {
    const key = variants.join('+');
    sets.set(key, [...variants]);
    return { key, won };
  });
  return tallyBy(keyed, (a, b) => sets.get(a)!.length - sets.get(b)!.length || a.localeCompare(b)).map(({ key, ...t }) => ({ variants: sets.get(key)!, ...t }));
}

export interface Streaks {
  /** Wins in a row at the end (the most recent games). */
  current: number;
  /** The longest run of wins. */
  best: number;
}

/** Streaks of wins over outcomes in the order they were played. */
export function winStreaks(wonInOrder: readonly boolean[]): Streaks {
  let run = 0;
  let best = 0;
  for (const won of wonInOrder) {
    run = won ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return { current: run, best };
}

/** `2026-11-30` → days since 1970-01-01 (UTC); null for anything else. */
export function dayNumber(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const [y, mo, d] = m.slice(1).map(Number);
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms / 86_400_000;
}

export interface DailyStats {
  /** Days with a finished daily game (practice games not counted). */
  days: number;
  /** Days whose daily game was won. */
  won: number;
  /** Consecutive days with a finished daily up to today, or up to yesterday while today is still open. */
  current: number;
  best: number;
  /** Today's daily: won, lost, or null when not finished yet. */
  today: 'won' | 'lost' | null;
}

/**
 * The daily streak: days in a row on which the daily deal was played to the end, won or lost.
 * Only the first finished try of a day counts (`days` come in the order played): a second try
 * already knows the deal, and everyone should compare the same thing. A streak stays current
 * until a whole day passes without a daily game.
 */
export function dailyStats(days: readonly { daily: string; won: boolean }[], today: string): DailyStats {
  const byDay = new Map<number, boolean>();
  for (const { daily, won } of days) {
    const n = dayNumber(daily);
    if (n === null || byDay.has(n)) continue;
    byDay.set(n, won);
  }
  const sorted = [...byDay.keys()].sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  for (let i = 0; i < sorted.length; i++) {
    run = i > 0 && sorted[i] === sorted[i - 1] + 1 ? run + 1 : 1;
    best = Math.max(best, run);
  }
  const todayN = dayNumber(today);
  let current = 0;
  if (todayN !== null) {
    let day = byDay.has(todayN) ? todayN : todayN - 1;
    while (byDay.has(day)) {
      current++;
      day--;
    }
  }
  const todayResult = todayN !== null && byDay.has(todayN) ? (byDay.get(todayN) ? 'won' : 'lost') : null;
  return { days: byDay.size, won: [...byDay.values()].filter(Boolean).length, current, best, today: todayResult };
}

/** One finished game of a daily deal, as the history lists it (practice and retries too). */
export interface DailyPlay {
  date: string;
  attempt: number;
  won: boolean;
  practice: boolean;
  retry: boolean;
}

/** A day's daily deal: how many finished tries, and the first one (the one that counts). */
export interface DailyDay<P extends DailyPlay = DailyPlay> {
  date: string;
  attempts: number;
  first: P;
}

/** The marks of a finished daily log, for a DailyPlay (null: not a daily game). */
export function dailyPlayOf(log: GameLog, won: boolean): DailyPlay | null {
  const date = dailyOf(log);
  return date ? { date, attempt: attemptOf(log), won, practice: isPractice(log), retry: isRetry(log) } : null;
}

/** Every day with a finished daily game, the most recent day first; plays come in the order played. */
export function dailyHistory<P extends DailyPlay>(plays: readonly P[]): DailyDay<P>[] {
  const days = new Map<string, P[]>();
  for (const play of plays) days.set(play.date, [...(days.get(play.date) ?? []), play]);
  return [...days.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([date, list]) => ({ date, attempts: list.length, first: [...list].sort((a, b) => a.attempt - b.attempt)[0] }));
}
