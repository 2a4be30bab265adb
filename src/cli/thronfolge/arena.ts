// Thronfolge in the arena: the published deal set (each deal from both seats), a deal's options,
// how the bot's seat did (a win, half for a shared victory; its final score) against the built-in
// opponent. No ceiling: Thronfolge has no solver.
import type { ThronfolgeGame } from '../../games/thronfolge/index.js';
import { thronfolgeModule } from '../../modules/thronfolge/index.js';
import type { ArenaGame } from '../arena/arena-game.js';
import { THRONFOLGE_ARENA_SET, type ThronfolgeArenaDeal } from './arena-deals.js';

export const thronfolgeArena: ArenaGame<ThronfolgeGame, ThronfolgeArenaDeal> = {
  module: thronfolgeModule,
  set: THRONFOLGE_ARENA_SET,
  options: (deal) => ({ first: deal.first, variants: [] }),
  group: (deal) => `seat ${deal.seat}`,
  outcome(table, seat, forfeited) {
    const result = table.result();
    if (forfeited || !result) return { score: 0, points: 0 };
    return { score: result.shared ? 0.5 : result.winner === seat ? 1 : 0, points: result.scores[seat - 1] };
  },
  pointsWords: 'score',
  pointsDetail: 'final score (0 for a forfeit)',
  othersWords: (level) => `opponent: the built-in ${level} bot`,
};
