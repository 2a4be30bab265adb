// Regicide statistics from saved logs: games, wins and win rates by player count and variants,
// medals, streaks, the daily streak and history and enemies defeated; practice games and retries
// apart. Pure (the CLI's stats command reads the files).
import type { RegicideOptions, RegicideResult } from '../../games/regicide/types.js';
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

/** Enemies in a full castle: 4 jacks, 4 queens, 4 kings. */
export const MAX_ENEMIES = 12;

export interface RegicideStats {
  game: 'regicide';
  /** Finished games that count: not practice, not played by bots alone. */
  played: WinTally;
  byPlayers: (WinTally & { players: number })[];
  /** By the set of variants played together; [] is the plain game. */
  byVariants: (WinTally & { variants: string[] })[];
  medals: { gold: number; silver: number; bronze: number };
  streak: Streaks;
  daily: DailyStats;
  /** Counted games by enemies defeated: index 0 to 12. */
  enemiesDefeated: number[];
  /** Finished games with undo or hints: counted here only, and without medals. */
  practice: WinTally;
  /** Finished retries of a deal played before (r on the end screen): counted here only. */
  retries: WinTally;
  /** Finished networked games whose host chose the seed (the deal may have been known): counted here only. */
  hostSeed: WinTally;
  /** Finished games in which bots held every seat: not the player's, so not counted. */
  botsOnly: number;
  /** Saves of games not over yet. */
  unfinished: number;
  /** Every day with a finished daily game, most recent first (practice and retries included). */
  dailyHistory: DailyDay<RegicideDailyPlay>[];
}

export interface RegicideDailyPlay extends DailyPlay {
  enemiesDefeated: number;
  medal: RegicideResult['medal'];
}

type Log = StatsEntry['log'] & { options: RegicideOptions; bots?: number[] };

export function regicideStats(entries: readonly StatsEntry[], today: string): RegicideStats {
  const ordered = [...entries].sort((a, b) => a.startedMs - b.startedMs);
  const counted: { log: Log; result: RegicideResult }[] = [];
  const practice: boolean[] = [];
  const retries: boolean[] = [];
  const hostSeed: boolean[] = [];
  let botsOnly = 0;
  let unfinished = 0;
  const dailyPlays: RegicideDailyPlay[] = [];
  for (const { log } of ordered as { log: Log }[]) {
    const result = log.result as RegicideResult | null;
    if (!result) {
      // A game a table ended with no result is over, though not won or lost: counted nowhere.
      if (isOpen(log)) unfinished++;
      continue;
    }
    const players = log.options?.players ?? 1;
    const bots = Array.isArray(log.bots) ? log.bots : [];
    if (players > 0 && Array.from({ length: players }, (_, i) => i + 1).every((seat) => bots.includes(seat))) {
      botsOnly++;
      continue;
    }
    const daily = dailyPlayOf(log, result.outcome === 'won');
    if (daily) dailyPlays.push({ ...daily, enemiesDefeated: result.enemiesDefeated, medal: isPractice(log) ? null : result.medal });
    if (isPractice(log)) {
      practice.push(result.outcome === 'won');
      continue;
    }
    // A retry knows the deal: it is no measure of play, like a second try of a daily.
    if (isRetry(log)) {
      retries.push(result.outcome === 'won');
      continue;
    }
    if (isHostSeeded(log)) {
      hostSeed.push(result.outcome === 'won');
      continue;
    }
    counted.push({ log, result });
  }
  const won = (r: RegicideResult): boolean => r.outcome === 'won';
  const medals = { gold: 0, silver: 0, bronze: 0 };
  const enemiesDefeated = new Array<number>(MAX_ENEMIES + 1).fill(0);
  for (const { result } of counted) {
    if (result.medal) medals[result.medal]++;
    enemiesDefeated[Math.max(0, Math.min(MAX_ENEMIES, result.enemiesDefeated | 0))]++;
  }
  const dailies = counted.flatMap(({ log, result }) => {
    const daily = dailyOf(log);
    return daily ? [{ daily, won: won(result) }] : [];
  });
  return {
    game: 'regicide',
    played: tally(counted.length, counted.filter((c) => won(c.result)).length),
    byPlayers: tallyBy(
      counted.map(({ log, result }) => ({ key: log.options?.players ?? 1, won: won(result) })),
      (a, b) => a - b,
    ).map(({ key, ...t }) => ({ players: key, ...t })),
    byVariants: tallyByVariants(counted.map(({ log, result }) => ({ variants: log.options?.variants ?? [], won: won(result) }))),
    medals,
    streak: winStreaks(counted.map((c) => won(c.result))),
    daily: dailyStats(dailies, today),
    enemiesDefeated,
    practice: tally(practice.length, practice.filter(Boolean).length),
    retries: tally(retries.length, retries.filter(Boolean).length),
    hostSeed: tally(hostSeed.length, hostSeed.filter(Boolean).length),
    botsOnly,
    unfinished,
    dailyHistory: dailyHistory(dailyPlays),
  };
}
