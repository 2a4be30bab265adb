// Regicide in the arena: the published deal set (solo and teams), a deal's options, how the bot's
// seat did (the team's result; enemies defeated, also up to a forfeit), the solver's ceiling.
import type { RegicideGame } from '../../games/regicide/index.js';
import type { RegicideView } from '../../games/regicide/types.js';
import { regicideModule } from '../../modules/regicide/index.js';
import type { ArenaGame } from '../arena/arena-game.js';
import { REGICIDE_ARENA_SET, type RegicideArenaDeal } from './arena-deals.js';

export const regicideArena: ArenaGame<RegicideGame, RegicideArenaDeal> = {
  module: regicideModule,
  set: REGICIDE_ARENA_SET,
  options: (deal) => ({ players: deal.players, variants: [] }),
  group: (deal) => (deal.players === 1 ? 'solo' : `${deal.players} players`),
  ceiling: (deal) => deal.ceiling,
  outcome(table, seat, forfeited) {
    const result = table.result();
    const defeated = result ? result.enemiesDefeated : (table.updateFor(seat).view as RegicideView).defeated;
    return { score: !forfeited && result?.outcome === 'won' ? 1 : 0, points: defeated };
  },
  pointsWords: 'enemies',
  pointsDetail: 'number of enemies defeated (up to a forfeit)',
  othersWords: (level) => `teammates in team deals: built-in ${level} bots`,
};
