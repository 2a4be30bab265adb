// A Regicide player that loses soon, for the tests that need a daily game to end (a loss is
// reached in a few moves from any deal, a win is not).
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideMove, RegicideState } from '../../src/games/regicide/types.js';
import { sumValues } from '../../src/games/regicide/values.js';

/** A policy that loses soon: the weakest single card, and every card thrown away when hit. */
export function losing(state: RegicideState): RegicideMove {
  const legal = regicide.legalMoves(state);
  const plays = legal.filter((m): m is Extract<RegicideMove, { type: 'play' }> => m.type === 'play' && m.cards.length === 1);
  const discards = legal.filter((m): m is Extract<RegicideMove, { type: 'discard' }> => m.type === 'discard');
  if (discards.length) return discards.reduce((a, b) => (b.cards.length > a.cards.length ? b : a));
  if (plays.length) return plays.reduce((a, b) => (sumValues(b.cards) < sumValues(a.cards) ? b : a));
  return legal.find((m) => m.type !== 'flip') ?? legal[0];
}
