// Thronfolge statistics from saved logs. Against the bot (seat 1 at this terminal, either seat at
// a networked table): wins, losses, shared victories, win rate by bot level and variants, streaks,
// the daily streak, scores and crown wins. Duels of two people at one keyboard are tallied by
// seat; networked duels against a person from the player's own seat. Pure.
import type { ThronfolgeOptions, ThronfolgeResult } from '../../games/thronfolge/types.js';
import { THRONFOLGE_BOT_LEVELS } from '../../games/thronfolge/bots/index.js';
import {
  type DailyDay,
  dailyHistory,
  type DailyPlay,
  dailyPlayOf,
  dailyOf,
  dailyStats,
  type DailyStats,
  isHostSeeded,
  isOpen,
  isPractice,
  isRetry,
  type StatsEntry,
  type Streaks,
  tally,
  tallyBy,
  tallyByVariants,
  type WinTally,
  winStreaks,
} from '../../store/stats/common.js';
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
  /** Finished networked duels against a person at another terminal (from your seat). */
  online: WinTally & { losses: number; shared: number };
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

/** `netSeat`: a networked duel's log as this player kept it, with the seat they held. */
type Log = StatsEntry['log'] & { options: ThronfolgeOptions; vs?: 'bot' | 'human'; botLevel?: string; netSeat?: number };

/** The seat the player held: 1 at this terminal, the one they took at a networked table. */
const mineOf = (log: Log): 1 | 2 => (log.netSeat === 2 ? 2 : 1);

const mean = (xs: readonly number[]): number => (xs.length ? Number((xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2)) : 0);

export function thronfolgeStats(entries: readonly StatsEntry[], today: string): ThronfolgeStats {
  const ordered = [...entries].sort((a, b) => a.startedMs - b.startedMs);
  const vsBot: { log: Log; result: ThronfolgeResult; mine: 1 | 2 }[] = [];
  const online: { result: ThronfolgeResult; mine: 1 | 2 }[] = [];
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
      // A game a table ended with no result is over, though not won or lost: counted nowhere.
      if (isOpen(log)) unfinished++;
      continue;
    }
    const mine = mineOf(log);
    if (log.vs === 'human' && log.netSeat === undefined) {
      hotseat.games++;
      if (isShared(result)) hotseat.shared++;
      else if (result.winner === 1) hotseat.seat1Wins++;
      else hotseat.seat2Wins++;
      if (result.reason === 'crowns') hotseat.crownWins++;
      continue;
    }
    const daily = dailyPlayOf(log, !isShared(result) && result.winner === mine);
    if (daily) dailyPlays.push({ ...daily, scores: [result.scores[0], result.scores[1]], shared: isShared(result), crowns: result.reason === 'crowns', botLevel: log.botLevel ?? DEFAULT_LEVEL });
    if (isPractice(log)) {
      practice.push(!isShared(result) && result.winner === mine);
      continue;
    }
    // A retry knows the deal: it is no measure of play, like a second try of a daily.
    if (isRetry(log)) {
      retries.push(!isShared(result) && result.winner === mine);
      continue;
    }
    if (isHostSeeded(log)) {
      hostSeed.push(!isShared(result) && result.winner === mine);
      continue;
    }
    if (log.vs === 'human') online.push({ result, mine });
    else vsBot.push({ log, result, mine });
  }
  const won = (g: { result: ThronfolgeResult; mine: 1 | 2 }): boolean => !isShared(g.result) && g.result.winner === g.mine;
  const lost = (g: { result: ThronfolgeResult; mine: 1 | 2 }): boolean => !isShared(g.result) && g.result.winner !== g.mine;
  const levels: readonly string[] = THRONFOLGE_BOT_LEVELS;
  const yours = vsBot.map(({ result, mine }) => result.scores[mine - 1]);
  const dailies = vsBot.flatMap((g) => {
    const daily = dailyOf(g.log);
    return daily ? [{ daily, won: won(g) }] : [];
  });
  return {
    game: 'thronfolge',
    vsBot: {
      ...tally(vsBot.length, vsBot.filter(won).length),
      losses: vsBot.filter(lost).length,
      shared: vsBot.filter((g) => isShared(g.result)).length,
      byLevel: tallyBy(
        vsBot.map((g) => ({ key: g.log.botLevel ?? DEFAULT_LEVEL, won: won(g) })),
        (a, b) => levels.indexOf(a) - levels.indexOf(b) || a.localeCompare(b),
      ).map(({ key, ...t }) => ({ level: key, ...t })),
      byVariants: tallyByVariants(vsBot.map((g) => ({ variants: g.log.options?.variants ?? [], won: won(g) }))),
      streak: winStreaks(vsBot.map(won)),
      crownWins: vsBot.filter((g) => won(g) && g.result.reason === 'crowns').length,
      crownLosses: vsBot.filter((g) => lost(g) && g.result.reason === 'crowns').length,
      scores: vsBot.length ? { mean: mean(yours), opponentMean: mean(vsBot.map(({ result, mine }) => result.scores[2 - mine])), best: Math.max(...yours) } : null,
    },
    hotseat,
    online: { ...tally(online.length, online.filter(won).length), losses: online.filter(lost).length, shared: online.filter((g) => isShared(g.result)).length },
    daily: dailyStats(dailies, today),
    practice: tally(practice.length, practice.filter(Boolean).length),
    retries: tally(retries.length, retries.filter(Boolean).length),
    hostSeed: tally(hostSeed.length, hostSeed.filter(Boolean).length),
    unfinished,
    dailyHistory: dailyHistory(dailyPlays),
  };
}
