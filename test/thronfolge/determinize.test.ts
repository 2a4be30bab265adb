import { describe, expect, it } from 'vitest';
import { sortCards } from '../../src/core/cards.js';
import { stateFromView, thronfolge, unseenCards } from '../../src/games/thronfolge/index.js';
import { normalizeOptions, setup } from '../../src/games/thronfolge/setup.js';
import type { ThronfolgeState } from '../../src/games/thronfolge/types.js';
import { pick, seededRandom } from './helpers.js';

/** The state without what a view cannot carry: the RNG, and the order cards were collected in. */
const comparable = (s: ThronfolgeState) => ({ ...s, rng: null, collections: s.collections.map(sortCards) });

describe('state from a view (for searching bots)', () => {
  it('rebuilds the real state when given the real hidden cards, at every step', () => {
    const random = seededRandom(3);
    const mismatches: string[] = [];
    for (let g = 0; g < 60; g++) {
      const open = g % 2 === 1;
      let s = setup(normalizeOptions({ variants: open ? ['open-discards'] : [] }), `det-${g}`);
      for (let step = 0; ; step++) {
        for (const seat of [1, 2]) {
          const v = thronfolge.view(s, seat);
          const hidden = [...s.hands[2 - seat], ...(open ? [] : s.removed), ...s.deck];
          if (sortCards(unseenCards(v)).join() !== sortCards(hidden).join()) mismatches.push(`det-${g}/${step}: unseen cards differ`);
          const rebuilt = stateFromView(v, hidden);
          if (JSON.stringify(comparable(rebuilt)) !== JSON.stringify(comparable(s))) mismatches.push(`det-${g}/${step}: seat ${seat} rebuilds another state`);
        }
        if (s.result !== null) break;
        s = thronfolge.apply(s, pick(thronfolge.legalMoves(s), random));
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('gives a playable state for any arrangement of the unseen cards', () => {
    const s = setup(normalizeOptions({ first: 1 }), 'guess');
    const v = thronfolge.view(s, 1);
    const unseen = unseenCards(v);
    expect(unseen).toHaveLength(5 + 30 + 3);
    let guess = stateFromView(v, unseen.slice().reverse());
    expect(thronfolge.legalMoves(guess)).toEqual(thronfolge.legalMoves(s));
    while (guess.result === null) guess = thronfolge.apply(guess, thronfolge.legalMoves(guess)[0]);
    expect(guess.result).not.toBeNull();
    expect(() => stateFromView(v, unseen.slice(1))).toThrow('hidden must be the 38 cards the seat cannot see, each once');
  });
});
