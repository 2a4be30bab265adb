// How a server ranks Regicide's daily deal among a day's players: solo without variants (the game
// the solver proved winnable), scored by the enemies defeated; a lost game fell at its enemy.
import { cardText } from '../../core/cards.js';
import type { GameLog } from '../../core/log.js';
import type { RegicideGame } from '../../games/regicide/index.js';
import { normalizeOptions } from '../../games/regicide/setup.js';
import type { DailyFieldRule } from '../module.js';

/** Four jacks, four queens, four kings. */
const ENEMIES = 12;

export const regicideDailyField: DailyFieldRule<RegicideGame> = {
  measure: 'enemies',
  maxScore: ENEMIES,
  verdict: 'winnable',
  isDailyGame(log: GameLog) {
    try {
      const options = normalizeOptions(log.options as object);
      const bots = (log as GameLog & { bots?: unknown }).bots;
      return options.players === 1 && options.variants.length === 0 && (bots === undefined || (Array.isArray(bots) && bots.length === 0));
    } catch {
      return false;
    }
  },
  standingOf: (state) => ({
    won: state.outcome === 'won',
    score: state.defeated,
    fellAt: state.outcome === 'lost' && state.enemy >= 0 ? cardText(state.enemy) : null,
  }),
};
