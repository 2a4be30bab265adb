// How a server ranks Thronfolge's daily duel among a day's players: one game against the bot of
// the default level, from seat 1, scored by the player's points.
import type { GameLog } from '../../core/log.js';
import type { ThronfolgeGame } from '../../games/thronfolge/index.js';
import { thronfolge } from '../../games/thronfolge/index.js';
import type { DailyFieldRule } from '../module.js';
import { DEFAULT_LEVEL } from './bots.js';

export const thronfolgeDailyField: DailyFieldRule<ThronfolgeGame> = {
  measure: 'points',
  maxScore: null,
  verdict: null,
  isDailyGame(log: GameLog) {
    const extra = log as GameLog & { vs?: unknown; botLevel?: unknown; match?: { games?: unknown } };
    try {
      const options = thronfolge.normalizeOptions(log.options as object);
      if (options.first !== null || options.variants.length > 0) return false;
    } catch {
      return false;
    }
    return (extra.vs ?? 'bot') === 'bot' && (extra.botLevel ?? DEFAULT_LEVEL) === DEFAULT_LEVEL && (extra.match?.games ?? 1) === 1;
  },
  standingOf(state) {
    const r = state.result;
    return { won: r !== null && !r.shared && r.winner === 1, score: r?.scores[0] ?? 0, fellAt: null };
  },
};
