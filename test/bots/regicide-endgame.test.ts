// The search bots' endgame check: between the rollouts' best candidates, the one the solver can
// still win in the most sampled worlds is played; ties keep the rollouts' order.
import { describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { cloneState } from '../../src/games/regicide/apply.js';
import { endgameChoice } from '../../src/games/regicide/bots/endgame.js';
import { SEARCH_LEVELS } from '../../src/games/regicide/bots/search-bot.js';
import { cardsOf, cardOf } from '../../src/core/cards.js';
import type { RegicideMove, RegicideState } from '../../src/games/regicide/types.js';

/** Two players, the last king (K♣, 30 of 40 damage taken), seat 1 to play 2♠, 10♦ or 3♥. */
function lastKing(): RegicideState {
  const s = cloneState(regicide.setup(regicide.normalizeOptions({ players: 2, variants: [] }), 'endgame'));
  const hand = cardsOf(['2S', '10D', '3H']);
  const king = cardOf('KC');
  const taken = new Set([...hand, king]);
  s.castle = [];
  s.enemy = king;
  s.damage = 30;
  s.defeated = 11;
  s.hands = [hand, s.hands[1].filter((c) => !taken.has(c))];
  s.tavern = s.tavern.filter((c) => !taken.has(c));
  s.current = 0;
  s.phase = 'play';
  return s;
}

const play = (...cards: string[]): RegicideMove => ({ type: 'play', cards: cardsOf(cards) });
const check = { fromDefeated: 0, top: 2, worlds: 3, nodes: 1000 };

describe('regicide search bots check the endgame with the solver', () => {
  it('plays the candidate the solver can win over the rollouts\' favourite that loses', () => {
    // 2♠ leaves 18 damage to cover with 13 points in hand: lost. 10♦ kills the last king exactly.
    const candidates = [play('2S'), play('10D')];
    expect(endgameChoice(candidates, [0, 1], () => lastKing(), check)).toBe(1);
  });

  it('keeps the rollouts\' order between candidates that win alike', () => {
    const s = lastKing();
    s.damage = 38; // now 2♠ and 10♦ both defeat the king
    const candidates = [play('2S'), play('10D')];
    expect(endgameChoice(candidates, [0, 1], () => cloneState(s), check)).toBe(0);
    expect(endgameChoice(candidates, [1, 0], () => cloneState(s), check)).toBe(1);
  });

  it('runs for the hard bot with two or three players, from the queens on; not solo, four or normal', () => {
    for (const players of [2, 3]) expect(SEARCH_LEVELS.hard.endgameByPlayers?.[players]?.fromDefeated).toBe(4);
    for (const players of [1, 4]) expect(SEARCH_LEVELS.hard.endgameByPlayers?.[players]).toBeUndefined();
    expect(SEARCH_LEVELS.normal.endgameByPlayers).toBeUndefined();
  });
});
