// The statistics of both games, from hand-built logs (no files): what counts, streaks, medals,
// the daily streak, practice games, unfinished games and games played by bots alone.
import { describe, expect, it } from 'vitest';
import { newLog } from '../../src/core/log.js';
import { dailyStats, dayNumber, winStreaks, type StatsEntry } from '../../src/store/stats/common.js';
import { regicideStats } from '../../src/modules/regicide/stats.js';
import { thronfolgeStats } from '../../src/modules/thronfolge/stats.js';
import type { RegicideResult } from '../../src/games/regicide/types.js';
import type { ThronfolgeResult } from '../../src/games/thronfolge/types.js';

let clock = 0;
/** A Regicide log; later calls start later. */
function regicideGame(result: RegicideResult | null, extras: { players?: number; variants?: string[]; practice?: boolean; daily?: string; bots?: number[] } = {}): StatsEntry {
  const { players = 1, variants = [], ...marks } = extras;
  const log = { ...newLog('regicide', `s${clock}`, { players, variants }), result, ...marks };
  return { log, startedMs: ++clock * 1000 };
}
const won = (medal: RegicideResult['medal'] = null): RegicideResult => ({ outcome: 'won', enemiesDefeated: 12, medal });
const lost = (enemiesDefeated: number): RegicideResult => ({ outcome: 'lost', enemiesDefeated, medal: null });

describe('streaks and the daily streak', () => {
  it('counts the current run of wins at the end and the longest run', () => {
    expect(winStreaks([])).toEqual({ current: 0, best: 0 });
    expect(winStreaks([true, true, true, false, true])).toEqual({ current: 1, best: 3 });
    expect(winStreaks([false, true, true])).toEqual({ current: 2, best: 2 });
  });

  it('reads only real calendar dates', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2026-02-30')).toBeNull();
    expect(dayNumber('30.11.2026')).toBeNull();
  });

  it('keeps the daily streak alive through today until the day is over', () => {
    const days = [
      { daily: '2026-11-26', won: true },
      { daily: '2026-11-27', won: false },
      { daily: '2026-11-28', won: true },
      { daily: '2026-11-29', won: true },
    ];
    // Today not played yet: the streak up to yesterday still stands.
    expect(dailyStats(days, '2026-11-30')).toEqual({ days: 4, won: 3, current: 4, best: 4, today: null });
    // Played today (lost): the streak grows, and today says lost.
    expect(dailyStats([...days, { daily: '2026-11-30', won: false }], '2026-11-30')).toMatchObject({ current: 5, today: 'lost' });
    // A whole day missed: the streak is broken, the best one stays.
    expect(dailyStats(days, '2026-12-01')).toMatchObject({ current: 0, best: 4 });
  });

  it('counts only the first try of a day: a second try already knows the deal', () => {
    const tries = [
      { daily: '2026-11-30', won: false },
      { daily: '2026-11-30', won: true },
    ];
    expect(dailyStats(tries, '2026-11-30')).toEqual({ days: 1, won: 0, current: 1, best: 1, today: 'lost' });
  });

  it('starts the best run again after a gap', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-05', '2026-11-06', '2026-11-07'].map((daily) => ({ daily, won: true }));
    expect(dailyStats(days, '2026-11-07')).toMatchObject({ current: 3, best: 3 });
  });
});

describe('Regicide statistics', () => {
  it('counts games, wins and win rates by player count and by set of variants', () => {
    const s = regicideStats(
      [regicideGame(won('gold')), regicideGame(lost(5)), regicideGame(won('silver'), { variants: ['short'] }), regicideGame(lost(8), { players: 3 }), regicideGame(won(), { players: 3 })],
      '2026-11-30',
    );
    expect(s.played).toEqual({ games: 5, wins: 3, winRate: 0.6 });
    expect(s.byPlayers).toEqual([
      { players: 1, games: 3, wins: 2, winRate: 0.6667 },
      { players: 3, games: 2, wins: 1, winRate: 0.5 },
    ]);
    expect(s.byVariants).toEqual([
      { variants: [], games: 4, wins: 2, winRate: 0.5 },
      { variants: ['short'], games: 1, wins: 1, winRate: 1 },
    ]);
  });

  it('counts medals and enemies defeated per game', () => {
    const s = regicideStats([regicideGame(won('gold')), regicideGame(won('bronze')), regicideGame(lost(5)), regicideGame(lost(5)), regicideGame(lost(0))], '2026-11-30');
    expect(s.medals).toEqual({ gold: 1, silver: 0, bronze: 1 });
    expect(s.enemiesDefeated).toEqual([1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 2]);
  });

  it('orders the streak by when the games started, not by the order of the files', () => {
    const [a, b, c] = [regicideGame(won()), regicideGame(won()), regicideGame(lost(3))];
    expect(regicideStats([c, a, b], '2026-11-30').streak).toEqual({ current: 0, best: 2 });
    expect(regicideStats([a, c, b], '2026-11-30').streak).toEqual({ current: 0, best: 2 });
  });

  it('counts practice games apart: no medal, no streak, no daily day', () => {
    const s = regicideStats([regicideGame(won('gold')), regicideGame(won('gold'), { practice: true, daily: '2026-11-30' }), regicideGame(lost(2), { practice: true })], '2026-11-30');
    expect(s.played).toEqual({ games: 1, wins: 1, winRate: 1 });
    expect(s.medals.gold).toBe(1);
    expect(s.practice).toEqual({ games: 2, wins: 1, winRate: 0.5 });
    expect(s.streak).toEqual({ current: 1, best: 1 });
    expect(s.daily.days).toBe(0);
  });

  it('does not count unfinished games or games played by bots alone', () => {
    const s = regicideStats(
      [regicideGame(null), regicideGame(null, { players: 2 }), regicideGame(won(), { players: 2, bots: [1, 2] }), regicideGame(lost(4), { players: 2, bots: [2] })],
      '2026-11-30',
    );
    expect(s.unfinished).toBe(2);
    expect(s.botsOnly).toBe(1);
    // A game with a bot beside a person is the person's game.
    expect(s.played).toEqual({ games: 1, wins: 0, winRate: 0 });
  });

  it('shows the daily streak from logs marked with the daily date', () => {
    const s = regicideStats([regicideGame(won('gold'), { daily: '2026-11-28' }), regicideGame(lost(7), { daily: '2026-11-29' }), regicideGame(won(), { daily: 'not a date' })], '2026-11-30');
    expect(s.daily).toEqual({ days: 2, won: 1, current: 2, best: 2, today: null });
  });

  it('reports nothing but zeros without games', () => {
    const s = regicideStats([], '2026-11-30');
    expect(s.played).toEqual({ games: 0, wins: 0, winRate: 0 });
    expect(s.byPlayers).toEqual([]);
    expect(s.enemiesDefeated.every((n) => n === 0)).toBe(true);
  });
});

function duel(
  winner: 1 | 2 | null,
  extras: { reason?: 'crowns' | 'score'; scores?: [number, number]; vs?: 'bot' | 'human'; botLevel?: string; practice?: boolean; daily?: string; variants?: string[] } = {},
  finished = true,
): StatsEntry {
  const { reason = 'score', scores = [20, 10], variants = [], ...marks } = extras;
  const result = finished ? ({ winner, shared: winner === null, reason, scores, breakdown: [] as unknown, tieBreak: reason === 'crowns' ? null : 'score' } as unknown as ThronfolgeResult) : null;
  const log = { ...newLog('thronfolge', `d${clock}`, { first: null, variants }), result, vs: 'bot', ...marks };
  return { log, startedMs: ++clock * 1000 };
}

describe('Thronfolge statistics', () => {
  it('counts your wins, losses and shared victories against the bot, with streaks', () => {
    const s = thronfolgeStats([duel(1), duel(1), duel(2), duel(null), duel(1)], '2026-11-30');
    expect(s.vsBot).toMatchObject({ games: 5, wins: 3, losses: 1, shared: 1, winRate: 0.6, streak: { current: 1, best: 2 } });
  });

  it('counts crown wins and losses and sums up the scores', () => {
    const s = thronfolgeStats([duel(1, { reason: 'crowns', scores: [8, 30] }), duel(2, { reason: 'crowns', scores: [25, 3] }), duel(1, { scores: [31, 20] })], '2026-11-30');
    expect(s.vsBot.crownWins).toBe(1);
    expect(s.vsBot.crownLosses).toBe(1);
    expect(s.vsBot.scores).toEqual({ mean: 21.33, opponentMean: 17.67, best: 31 });
  });

  it('tallies by bot level (weakest first) and by variants', () => {
    const s = thronfolgeStats([duel(1, { botLevel: 'hard' }), duel(2, { botLevel: 'hard' }), duel(1, { botLevel: 'easy', variants: ['open-discards'] })], '2026-11-30');
    expect(s.vsBot.byLevel).toEqual([
      { level: 'easy', games: 1, wins: 1, winRate: 1 },
      { level: 'hard', games: 2, wins: 1, winRate: 0.5 },
    ]);
    expect(s.vsBot.byVariants.map((v) => v.variants)).toEqual([[], ['open-discards']]);
  });

  it('keeps duels of two people apart, by seat', () => {
    const s = thronfolgeStats([duel(1, { vs: 'human' }), duel(2, { vs: 'human', reason: 'crowns' }), duel(null, { vs: 'human' })], '2026-11-30');
    expect(s.hotseat).toEqual({ games: 3, seat1Wins: 1, seat2Wins: 1, shared: 1, crownWins: 1 });
    expect(s.vsBot.games).toBe(0);
  });

  it('counts practice and unfinished duels apart, and the daily streak from marked logs', () => {
    const s = thronfolgeStats([duel(1, { practice: true }), duel(null, {}, false), duel(1, { daily: '2026-11-29' }), duel(2, { daily: '2026-11-30' })], '2026-11-30');
    expect(s.practice).toEqual({ games: 1, wins: 1, winRate: 1 });
    expect(s.unfinished).toBe(1);
    expect(s.vsBot.games).toBe(2);
    expect(s.daily).toEqual({ days: 2, won: 1, current: 2, best: 2, today: 'lost' });
  });
});
