// The search bots' endgame check: between the rollouts' best candidates, the one the solver can
// still win in the most sampled worlds is played; ties keep the rollouts' order.
import { describe, expect, it, vi } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { cloneState } from '../../src/games/regicide/apply.js';
import { makeRegicideBot } from '../../src/games/regicide/bots/index.js';
import { endgameChoice } from '../../src/games/regicide/bots/endgame.js';
import { makeSearchBot, SEARCH_LEVELS, type SearchConfig } from '../../src/games/regicide/bots/search-bot.js';
import { cardsOf, cardOf } from '../../src/core/cards.js';
import type { RegicideMove, RegicideState } from '../../src/games/regicide/types.js';
import { scrambleHidden } from './hidden-cards.js';

// The real check, counted: the search bot must call it (and play what it returns) exactly when
// its config says so.
vi.mock('../../src/games/regicide/bots/endgame.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/games/regicide/bots/endgame.js')>();
  return { ...real, endgameChoice: vi.fn(real.endgameChoice) };
});
const checkCalls = vi.mocked(endgameChoice);

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
  it("plays the candidate the solver can win over the rollouts' favourite that loses", () => {
    // 2♠ leaves 18 damage to cover with 13 points in hand: lost. 10♦ kills the last king exactly.
    const candidates = [play('2S'), play('10D')];
    expect(endgameChoice(candidates, [0, 1], () => lastKing(), check)).toBe(1);
  });

  it("keeps the rollouts' order between candidates that win alike", () => {
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

describe('the search bot with the endgame check', () => {
  /** A small search with the check for 2 and 3 players (the same code paths as `hard`). */
  const small: SearchConfig = {
    worlds: 4,
    maxCandidates: 4,
    rounds: 2,
    endgameByPlayers: { 2: { fromDefeated: 4, top: 2, worlds: 4, nodes: 300 }, 3: { fromDefeated: 4, top: 2, worlds: 4, nodes: 300 } },
  };

  /** A game driven by easy bots to a play with at least three choices after `defeated` enemies. */
  function reach(players: number, defeated: number): RegicideState {
    const driver = makeRegicideBot('easy', 'driver');
    for (let n = 0; n < 300; n++) {
      let s = regicide.setup(regicide.normalizeOptions({ players, variants: [] }), `endgame-${players}-${n}`);
      while (s.outcome === null) {
        if (s.defeated >= defeated && s.phase === 'play' && regicide.legalMoves(s).length >= 3) return s;
        s = regicide.apply(s, driver.choose(regicide.view(s, s.current + 1), regicide.legalMoves(s)));
      }
    }
    throw new Error(`no ${players}-player game reached ${defeated} defeated enemies`);
  }

  it('runs the check from the queens on and plays the move it returns', () => {
    for (const players of [2, 3]) {
      const s = reach(players, 4);
      const seat = s.current + 1;
      checkCalls.mockClear();
      const move = makeSearchBot(small, 'check').choose(regicide.view(s, seat), regicide.legalMoves(s));
      expect(checkCalls).toHaveBeenCalledTimes(1);
      const [candidates] = checkCalls.mock.calls[0];
      expect(move).toEqual(candidates[checkCalls.mock.results[0].value as number]);
    }
  });

  it('skips the check before the queens and for player counts without it', () => {
    for (const [players, defeated] of [
      [2, 0],
      [3, 1],
      [4, 4],
    ]) {
      const s = reach(players, defeated);
      expect(s.defeated < 4 || players === 4).toBe(true);
      checkCalls.mockClear();
      makeSearchBot(small, 'check').choose(regicide.view(s, s.current + 1), regicide.legalMoves(s));
      expect(checkCalls).not.toHaveBeenCalled();
    }
  });

  it('decides the same when only hidden cards differ (its tables come from the view)', () => {
    for (const players of [2, 3]) {
      const s = reach(players, 4);
      const seat = s.current + 1;
      const other = scrambleHidden(s, seat);
      expect(regicide.view(other, seat)).toEqual(regicide.view(s, seat));
      expect(other).not.toEqual(s);
      checkCalls.mockClear();
      const a = makeSearchBot(small, 'hidden').choose(regicide.view(s, seat), regicide.legalMoves(s));
      const b = makeSearchBot(small, 'hidden').choose(regicide.view(other, seat), regicide.legalMoves(other));
      expect(checkCalls).toHaveBeenCalledTimes(2);
      expect(b).toEqual(a);
    }
  });

  it('plays whole games with legal moves only', () => {
    checkCalls.mockClear();
    let checked = 0;
    for (const players of [2, 3]) {
      let s = regicide.setup(regicide.normalizeOptions({ players, variants: [] }), `endgame-legal-${players}`);
      const bots = Array.from({ length: players }, (_, i) => makeSearchBot(small, `legal-${i}`));
      while (s.outcome === null) {
        const move = bots[s.current].choose(regicide.view(s, s.current + 1), regicide.legalMoves(s));
        expect(regicide.isLegal(s, move)).toBe(true);
        s = regicide.apply(s, move);
      }
      if (s.defeated > 4) checked++;
    }
    // Both games got past the queens' point, so the check ran inside them.
    expect(checked).toBe(2);
    expect(checkCalls).toHaveBeenCalled();
  });
});
