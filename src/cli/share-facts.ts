// The facts of a finished daily game's share text, read from its log, and the game a day's share
// text is about: its first finished try (the one the daily streak counts; later tries knew the deal).
import type { GameLog } from '../core/log.js';
import type { RegicideResult } from '../games/regicide/types.js';
import type { ThronfolgeResult } from '../games/thronfolge/types.js';
import { attemptOf, isPractice, isRetry, marksOf } from '../store/log-marks.js';
import type { SavedLog } from '../store/saved-logs.js';
import type { ShareFacts } from '../ui/shared/share-text.js';

/** Null unless the log is a finished daily game (a Thronfolge one against the bot). */
export function shareFactsOf(game: 'regicide' | 'thronfolge', log: GameLog): ShareFacts | null {
  const { daily } = marksOf(log);
  if (!daily || log.result === null) return null;
  const marks = { date: daily, attempt: attemptOf(log), practice: isPractice(log), retry: isRetry(log) };
  if (game === 'regicide') {
    const r = log.result as RegicideResult;
    return { ...marks, game, won: r.outcome === 'won', enemiesDefeated: r.enemiesDefeated, medal: r.medal };
  }
  const extra = log as GameLog & { vs?: string; botLevel?: string };
  if (extra.vs === 'human') return null;
  const r = log.result as ThronfolgeResult;
  const shared = r.shared || r.winner === null;
  return { ...marks, game, won: !shared && r.winner === 1, shared, crowns: r.reason === 'crowns', scores: [r.scores[0], r.scores[1]], botLevel: extra.botLevel ?? 'hard' };
}

/** The first finished try of that day's daily deal, or null when none was finished. */
export function firstDailyOf(game: 'regicide' | 'thronfolge', saves: readonly SavedLog[], date: string): ShareFacts | null {
  const tries = saves
    .flatMap((s) => (s.log ? [{ s, facts: shareFactsOf(game, s.log) }] : []))
    .filter((x): x is { s: SavedLog; facts: ShareFacts } => x.facts !== null && x.facts.date === date)
    .sort((a, b) => a.facts.attempt - b.facts.attempt || a.s.startedMs - b.s.startedMs);
  return tries[0]?.facts ?? null;
}
