// Thronfolge statistics from saved logs. Against the bot you are seat 1: wins, losses, shared
// victories, win rate by bot level and variants, streaks, the daily streak, scores and crown
// wins. Duels of two people at one keyboard are tallied by seat. Pure.
import type { ThronfolgeOptions, ThronfolgeResult } from '../../games/thronfolge/types.js';
import { THRONFOLGE_BOT_LEVELS } from '../../games/thronfolge/bots/index.js';
import { type DailyDay, dailyHistory, type DailyPlay, dailyPlayOf, dailyOf, dailyStats, type DailyStats, isHostSeeded, isPractice, isRetry, type StatsEntry, type Streaks, tally, tallyBy, tallyByVariants, type WinTally, winStreaks } from '../../store/stats/common.js';
import { DEFAULT_LEVEL } from './bots.js';

export interface ScoreSummary {
  /** Mean of your final scores, and of the bot's. */
  mean: number;
  opponentMean: number;
  best: number;
}

export interface ThronfolgeStats {
  game: 'thronfolge';
  /** Finished duels against the bot that count (not practice). */
  vsBot: WinTally & {
    losses: number;
    shared: number;
    byLevel: (WinTally & { level: string })[];
    byVariants: (WinTally & { variants: string[] })[];
    streak: Streaks;
    /** Your wins and losses by three crowns. */
    crownWins: number;
    crownLosses: number;
    scores: ScoreSummary | null;
  };
  /** Finished duels of two people at one keyboard. */
  hotseat: { games: number; seat1Wins: number; seat2Wins: number; shared: number; crownWins: number };
  daily: DailyStats;
  /** Finished duels with undo or hints: counted here only. */
  practice: WinTally;
  /** Finished retries of a deal played before (r on the end screen): counted here only. */
  retries: WinTally;
  /** Finished networked duels whose host chose the seed (the deal may have been known): counted here only. */
  hostSeed: WinTally;
  /** Saves of duels not over yet. */
  unfinished: number;
  /** Every day with a finished daily duel, most recent first (practice and retries included). */
  dailyHistory: DailyDay<ThronfolgeDailyPlay>[];
}

export interface ThronfolgeDailyPlay extends DailyPlay {
  /** Your score and the bot's. */
  scores: [number, number];
  shared: boolean;
  crowns: boolean;
  botLevel: string;
}

type Log = StatsEntry['log'] & { options: ThronfolgeOptions; vs?: 'bot' | 'human'; botLevel?: string };

const mean = (xs: readonly number[]): number => (xs.length ? Number((xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2)) : 0);

export function thronfolgeStats(entries: readonly StatsEntry[], today: string): ThronfolgeStats {
  const ordered = [...entries].sort((a, b) => a.startedMs - b.startedMs);
  const vsBot: { log: Log; result: ThronfolgeResult }[] = [];
  const hotseat = { games: 0, seat1Wins: 0, seat2Wins: 0, shared: 0, crownWins: 0 };
  const practice: boolean[] = [];
  const retries: boolean[] = [];
  const hostSeed: boolean[] = [];
  let unfinished = 0;
  const dailyPlays: ThronfolgeDailyPlay[] = [];
  const isShared = (r: ThronfolgeResult): boolean => r.shared || r.winner === null;
  for (const { log } of ordered as { log: Log }[]) {
    const result = log.result as ThronfolgeResult | null;
    if (!result) {
      unfinished++;
      continue;
    }
    if (log.vs === 'human') {
      hotseat.games++;
      if (isShared(result)) hotseat.shared++;
      else if (result.winner === 1) hotseat.seat1Wins++;
      else hotseat.seat2Wins++;
      if (result.reason === 'crowns') hotseat.crownWins++;
      continue;
    }
    const daily = dailyPlayOf(log, !isShared(result) && result.winner === 1);
    if (daily) dailyPlays.push({ ...daily, scores: [result.scores[0], result.scores[1]], shared: isShared(result), crowns: result.reason === 'crowns', botLevel: log.botLevel ?? DEFAULT_LEVEL });
    if (isPractice(log)) {
      practice.push(!isShared(result) && result.winner === 1);
      continue;
    }
    // A retry knows the deal: it is no measure of play, like a second try of a daily.
    if (isRetry(log)) {
      retries.push(!isShared(result) && result.winner === 1);
      continue;
    }
    if (isHostSeeded(log)) {
      hostSeed.push(!isShared(result) && result.winner === 1);
      continue;
    }
    vsBot.push({ log, result });
  }
  const won = (r: ThronfolgeResult): boolean => !isShared(r) && r.winner === 1;
  const lost = (r: ThronfolgeResult): boolean => !isShared(r) && r.winner === 2;
  const levels: readonly string[] = THRONFOLGE_BOT_LEVELS;
  const yours = vsBot.map(({ result }) => result.scores[0]);
  const dailies = vsBot.flatMap(({ log, result }) => {
    const daily = dailyOf(log);
    return daily ? [{ daily, won: won(result) }] : [];
  });
  return {
    game: 'thronfolge',
    vsBot: {
      ...tally(vsBot.length, vsBot.filter((g) => won(g.result)).length),
      losses: vsBot.filter((g) => lost(g.result)).length,
      shared: vsBot.filter((g) => isShared(g.result)).length,
      byLevel: tallyBy(
        vsBot.map(({ log, result }) => ({ key: log.botLevel ?? DEFAULT_LEVEL, won: won(result) })),
        (a, b) => levels.indexOf(a) - levels.indexOf(b) || a.localeCompare(b),
      ).map(({ key, ...t }) => ({ level: key, ...t })),
      byVariants: tallyByVariants(vsBot.map(({ log, result }) => ({ variants: log.options?.variants ?? [], won: won(result) }))),
      streak: winStreaks(vsBot.map((g) => won(g.result))),
      crownWins: vsBot.filter((g) => won(g.result) && g.result.reason === 'crowns').length,
      crownLosses: vsBot.filter((g) => lost(g.result) && g.result.reason === 'crowns').length,
      scores: vsBot.length ? { mean: mean(yours), opponentMean: mean(vsBot.map(({ result }) => result.scores[1])), best: Math.max(...yours) } : null,
    },
    hotseat,
    daily: dailyStats(dailies, today),
    practice: tally(practice.length, practice.filter(Boolean).length),
    retries: tally(retries.length, retries.filter(Boolean).length),
    hostSeed: tally(hostSeed.length, hostSeed.filter(Boolean).length),
    unfinished,
    dailyHistory: dailyHistory(dailyPlays),
  };
}
