// Regicide's weekly team event: a deal for two, three and four players, without variants, ranked
// by the enemies defeated and then by the jesters the team still holds (in hand or in the tavern:
// not played). The ceiling is the solver's verdict with every card in view, the best any team
// could have done; a team plays without seeing the others' hands, so it may fall short of it.
import { JESTER } from '../../core/cards.js';
import type { RegicideGame } from '../../games/regicide/index.js';
import { normalizeOptions, setup } from '../../games/regicide/setup.js';
import { solve } from '../../games/regicide/solver/index.js';
import type { TeamEventRule } from '../module.js';

/** Four jacks, four queens, four kings. */
const ENEMIES = 12;

export const regicideTeamEvent: TeamEventRule<RegicideGame> = {
  playerCounts: [2, 3, 4],
  maxScore: ENEMIES,
  optionsFor: (players) => normalizeOptions({ players, variants: [] }),
  standingOf: (state) => ({
    won: state.outcome === 'won',
    defeated: state.defeated,
    jesters: [...state.tavern, ...state.hands.flat()].filter((c) => c === JESTER).length,
  }),
  ceiling(seed, players, maxNodes) {
    const r = solve(setup(normalizeOptions({ players, variants: [] }), seed), { maxNodes });
    return { verdict: r.verdict, nodes: r.nodes };
  },
};
