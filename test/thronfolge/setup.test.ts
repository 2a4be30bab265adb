import { describe, expect, it } from 'vitest';
import { thrownEnglish } from '../core/thrown-english.js';
import { sortCards } from '../../src/core/cards.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { THRONFOLGE_CARDS } from '../../src/games/thronfolge/cardTable.js';
import { normalizeOptions, setup } from '../../src/games/thronfolge/setup.js';
import type { ThronfolgeState } from '../../src/games/thronfolge/types.js';

const allCards = (s: ThronfolgeState) => sortCards([...s.removed, ...s.deck, ...s.row, ...s.hands.flat(), ...s.collections.flat()]);

/** Plays the first legal move until the game ends, recording each round's starter. */
function startersOfAGame(s: ThronfolgeState): number[] {
  const starters = [s.starter];
  while (s.result === null) {
    const round = s.round;
    s = thronfolge.apply(s, thronfolge.legalMoves(s)[0]);
    if (s.round !== round) starters.push(s.starter);
  }
  return starters;
}

describe('options', () => {
  it('defaults to a coin toss and no variants', () => {
    expect(normalizeOptions({})).toEqual({ first: null, variants: [] });
    expect(normalizeOptions({ first: 2, variants: ['open-discards', 'open-discards'] })).toEqual({ first: 2, variants: ['open-discards'] });
    expect(normalizeOptions({ first: '1' as unknown as 1 })).toEqual({ first: 1, variants: [] });
  });

  it('rejects a bad first seat or variant with a one-line message naming what is allowed', () => {
    expect(thrownEnglish(() => normalizeOptions({ first: 3 as 1 }))).toBe('first must be 1 or 2 (or left out for a coin toss), got 3');
    expect(thrownEnglish(() => normalizeOptions({ variants: ['short' as 'open-discards'] }))).toBe('unknown variant "short"; allowed: open-discards');
    expect(thrownEnglish(() => normalizeOptions({ variants: 'open-discards' as unknown as [] }))).toBe('variants must be a list; allowed: open-discards');
  });
});

describe('setup counts', () => {
  it('removes 3, deals 5 to each, starts the row with 2 and leaves 30 in the draw pile', () => {
    const s = setup(normalizeOptions({}), 'counts');
    expect(s.removed).toHaveLength(3);
    expect(s.hands.map((h) => h.length)).toEqual([5, 5]);
    expect(s.row).toHaveLength(2);
    expect(s.deck).toHaveLength(30);
    expect(s.collections).toEqual([[], []]);
    expect(s.taken).toEqual([false, false]);
    expect(s.round).toBe(1);
    expect(allCards(s)).toEqual(sortCards(THRONFOLGE_CARDS));
    expect(s.hands.every((h) => h.join() === sortCards(h).join())).toBe(true);
  });
});

describe('coin toss determinism and first', () => {
  it('gives the same state for the same seed and options', () => {
    expect(setup(normalizeOptions({}), 'same')).toEqual(setup(normalizeOptions({}), 'same'));
    expect(setup(normalizeOptions({}), 'same')).not.toEqual(setup(normalizeOptions({}), 'other'));
  });

  it('lets `first` choose the starter without changing the cards', () => {
    const toss = setup(normalizeOptions({}), 'seed-7');
    for (const first of [1, 2] as const) {
      const s = setup(normalizeOptions({ first }), 'seed-7');
      expect(s.starter).toBe(first - 1);
      expect(s.current).toBe(first - 1);
      expect(s.firstStarter).toBe(first - 1);
      expect(s.coinToss).toBe(false);
      expect([s.removed, s.hands, s.row, s.deck]).toEqual([toss.removed, toss.hands, toss.row, toss.deck]);
    }
    expect(toss.coinToss).toBe(true);
  });

  it('lets the toss pick either seat, depending on the seed', () => {
    const starters = new Set<number>();
    for (let i = 0; i < 40; i++) starters.add(setup(normalizeOptions({}), `toss-${i}`).starter);
    expect([...starters].sort()).toEqual([0, 1]);
  });
});

describe('alternating starters', () => {
  it('gives round 1 to the chosen seat and alternates every round', () => {
    expect(startersOfAGame(setup(normalizeOptions({ first: 1 }), 'alt'))).toEqual([0, 1, 0, 1]);
    expect(startersOfAGame(setup(normalizeOptions({ first: 2 }), 'alt'))).toEqual([1, 0, 1, 0]);
  });
});
