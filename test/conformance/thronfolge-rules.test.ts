// The referee's scoring against the worked examples of shared/rules/thronfolge.md.
import { describe, expect, it } from 'vitest';
import { DECK, score, winner } from './thronfolge-rules.js';

describe('thronfolge referee scoring (worked examples of the spec)', () => {
  it('has 45 distinct cards', () => {
    expect(new Set(DECK).size).toBe(45);
  });

  // "3♠ 4♥ 2♦ 3♣ followers" in the spec are counts per family.
  const followers = (s: number, h: number, d: number, c: number): string[] => [
    ...['AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S'].slice(0, s),
    ...['AH', '2H', '3H', '4H', '5H', '6H', '7H'].slice(0, h),
    ...['AD', '2D', '3D', '4D', '5D', '6D'].slice(0, d),
    ...['AC', '2C', '3C', '4C', '5C'].slice(0, c),
  ];

  it('Anna 25, Ben 14', () => {
    const anna = [...followers(3, 4, 2, 3), 'JD', 'KH', 'QC'];
    const ben = [...followers(5, 2, 3, 1), 'JS', 'QS', '10H', '10D'];
    expect(score([anna, ben]).map((s) => s.total)).toEqual([25, 14]);
    expect(winner([anna, ben])).toEqual({ winner: 1, shared: false, scores: [25, 14] });
  });

  it('Élodie 19, Lana 21 (District Noir example)', () => {
    const elodie = [...followers(2, 3, 2, 2), 'JS', 'QS', '10H', 'KS', 'KC'];
    const lana = [...followers(5, 2, 2, 1), 'KH', '10S', 'JH', '9S'];
    expect(score([elodie, lana]).map((s) => s.total)).toEqual([19, 21]);
    expect(winner([elodie, lana]).winner).toBe(2);
  });

  it('ties: spades decide, then shared victory', () => {
    expect(
      winner([
        ['AS', 'QS'],
        ['AH', 'QC'],
      ]).winner,
    ).toBe(1);
    expect(winner([['AS'], ['2S']])).toEqual({ winner: null, shared: true, scores: [0, 0] });
  });
});
