import { describe, expect, it } from 'vitest';
import { cardText, makeCard } from '../../src/core/cards.js';
import { THRONFOLGE_CARDS, familyOf, isCrown, isThronfolgeCard, kindOf, pointsOf } from '../../src/games/thronfolge/cardTable.js';
import { cards } from './helpers.js';

describe('the 45 cards', () => {
  it('has 26 followers, 7 favour, 9 betrayal and 3 crown cards', () => {
    expect(THRONFOLGE_CARDS).toHaveLength(45);
    const count = (k: string) => THRONFOLGE_CARDS.filter((c) => kindOf(c) === k).length;
    expect([count('follower'), count('favour'), count('betrayal'), count('crown')]).toEqual([26, 7, 9, 3]);
  });

  it('gives each family as many followers as its value (♣ 5, ♦ 6, ♥ 7, ♠ 8)', () => {
    const perFamily = [0, 0, 0, 0];
    for (const c of THRONFOLGE_CARDS) if (familyOf(c) >= 0) perFamily[familyOf(c)]++;
    expect(perFamily).toEqual([8, 7, 6, 5]);
  });

  it("gives favour 4×+2, 2×+3, 1×+4 and betrayal 3×−1, 4×−2, 2×−3 on the table's cards", () => {
    const pointsOfText = (text: string) => cards(text).map(pointsOf);
    expect(pointsOfText('JS JH JD JC 10S 10C KH')).toEqual([2, 2, 2, 2, 3, 3, 4]);
    expect(pointsOfText('9S 9D 9C 10H 10D QH QD QS QC')).toEqual([-1, -1, -1, -2, -2, -2, -2, -3, -3]);
    expect(cards('KS KC KD').every(isCrown)).toBe(true);
    expect(isCrown(makeCard(13, 1))).toBe(false);
  });

  it('leaves out ♣ 6 7 8, ♦ 7 8, ♥ 8 9 and anything that is not a card', () => {
    const unused = cards('6C 7C 8C 7D 8D 8H 9H');
    expect(unused.some(isThronfolgeCard)).toBe(false);
    expect(unused.map(kindOf)).toEqual(new Array(7).fill(null));
    for (const bad of [52, -1, 1.5, '3' as unknown as number]) expect(isThronfolgeCard(bad)).toBe(false);
    expect(THRONFOLGE_CARDS.length + unused.length).toBe(52);
    expect(new Set(THRONFOLGE_CARDS.map(cardText)).size).toBe(45);
  });
});
