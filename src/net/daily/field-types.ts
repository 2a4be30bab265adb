// What the daily field says, as the server answers it and the terminal reads it: how a sent game
// was judged, a day's counts, a player's place in them, and the operator's view of a kept result.
import type { DailyFieldRule } from '../../modules/module.js';

export type DailyStandingKind = 'ranked' | 'practice' | 'apart';

/** Why a result is kept apart. */
export type ApartReason = 'notToday' | 'notDailyGame' | 'startedOutside' | 'doesNotReplay' | 'unfinished' | 'notFirst' | 'rankingBan' | 'removed';

/** One kept result as the operator sees it (never its log). */
export interface KeptResult {
  id: string;
  game: string;
  day: string;
  accountId: string;
  submittedAt: number;
  first: boolean;
  standing: DailyStandingKind;
  reason: ApartReason | null;
  won: boolean;
  score: number;
}

export type SubmitAnswer = { ok: true; day: string; standing: DailyStandingKind; reason: ApartReason | null; won: boolean; score: number } | { ok: false; problem: 'noDaily' | 'badLog' | 'tooMany' };

/** A day's ranked results: how many players had each score, and how many of them won. */
export interface FieldCounts {
  players: number;
  wins: number;
  practice: number;
  /** Ascending by score. */
  scores: { score: number; players: number }[];
  /** The card most players lost at (in notation), and how many; null when nobody lost at one. */
  mostFellAt: { card: string; players: number } | null;
}

export type Medal = 'gold' | 'silver' | 'bronze';

/** Where one result stands in its field. */
export interface Place {
  /** The share of the other players with a lower score, 0–100 (rounded down); null when alone. */
  beat: number | null;
  medal: Medal | null;
}

export interface OwnResult {
  standing: DailyStandingKind;
  reason: ApartReason | null;
  won: boolean;
  score: number;
}

export interface DayField extends FieldCounts {
  game: string;
  day: string;
  measure: DailyFieldRule['measure'];
  maxScore: number | null;
  verdict: DailyFieldRule['verdict'];
  /** The asking account's first game of the day, and its place when it is ranked. */
  own: (OwnResult & Place) | null;
}

export interface HistoryDay {
  day: string;
  own: OwnResult & Place;
  players: number;
  wins: number;
}
