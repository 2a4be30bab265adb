import { describe, expect, it } from 'vitest';
import { decideByScore, scoreBoth, scoreCollection, scoreTotals, tallyCollection } from '../../src/games/thronfolge/scoring.js';
import { cards } from './helpers.js';

/** Totals of two collections given as text. */
const totals = (a: string, b: string) => scoreBoth(cards(a), cards(b)).map((x) => x.total);
const decide = (a: string, b: string) => decideByScore(cards(a), cards(b));

describe('worked scoring examples', () => {
  it("scores Anna 25 and Ben 14 (the document's example)", () => {
    // Anna: 3♠ 4♥ 2♦ 3♣ followers + J♦ K♥ Q♣.  Ben: 5♠ 2♥ 3♦ 1♣ + J♠ Q♠ 10♥ 10♦.
    const anna = cards('AS 2S 3S AH 2H 3H 4H AD 2D AC 2C 3C JD KH QC');
    const ben = cards('4S 5S 6S 7S 8S 5H 6H 3D 4D 5D 4C JS QS 10H 10D');
    const [a, b] = scoreBoth(anna, ben);
    expect(a).toEqual({
      followers: [3, 4, 2, 3],
      familiesWon: ['H', 'C'],
      families: 12,
      setCount: 2,
      sets: 10,
      favour: 6,
      betrayal: -3,
      crowns: 0,
      total: 25,
    });
    expect(b).toEqual({
      followers: [5, 2, 3, 1],
      familiesWon: ['S', 'D'],
      families: 14,
      setCount: 1,
      sets: 5,
      favour: 2,
      betrayal: -7,
      crowns: 0,
      total: 14,
    });
    expect(decideByScore(anna, ben)).toMatchObject({ winner: 1, shared: false, tieBreak: 'score', scores: [25, 14] });
  });

  it("scores Élodie 19 and Lana 21 (District Noir's example in this deck)", () => {
    // Élodie: 2♣ 2♦ 3♥ 2♠ + one +2, one −3, one −2 and two crowns.  Lana: 1♣ 2♦ 2♥ 5♠ + +4 +3 +2 −1.
    const elodie = cards('AC 2C AD 2D AH 2H 3H AS 2S JH QS QH KS KD');
    const lana = cards('3C 3D 4D 4H 5H 3S 4S 5S 6S 7S KH 10S JD 9C');
    expect(scoreTotals(elodie, lana)).toEqual([19, 21]);
    const [e, l] = scoreBoth(elodie, lana);
    expect([e.families, e.sets, e.favour, e.betrayal, e.crowns]).toEqual([12, 10, 2, -5, 2]);
    expect([l.families, l.sets, l.favour, l.betrayal, l.crowns]).toEqual([8, 5, 9, -1, 0]);
    expect(decideByScore(elodie, lana)).toMatchObject({ winner: 2, tieBreak: 'score', scores: [19, 21] });
  });
});

describe('family majority', () => {
  it("gives each family's value to the strict majority: ♠ 8, ♥ 7, ♦ 6, ♣ 5", () => {
    expect(totals('AS', '')).toEqual([8, 0]);
    expect(totals('AH', '')).toEqual([7, 0]);
    expect(totals('AD', '')).toEqual([6, 0]);
    expect(totals('AC', '')).toEqual([5, 0]);
    expect(totals('AS 2S 3S', '4S 5S')).toEqual([8, 0]);
    expect(totals('AC', 'AH 2H AD')).toEqual([5, 13]);
  });

  it('gives nothing to anyone on a tie, 0–0 included', () => {
    expect(totals('AS 2S', '3S 4S')).toEqual([0, 0]);
    expect(totals('AH JS', '2H')).toEqual([2, 0]);
    const [a] = scoreBoth(cards('AS'), cards('2S AD'));
    expect(a.familiesWon).toEqual([]);
  });
});

describe('sets', () => {
  it('scores 5 per complete set, counted by the smallest family', () => {
    const [a, b] = scoreBoth(cards('AS AH AD AC 2S 2H 2D 3S'), cards('4S 3H 3D 5S 6S'));
    expect([a.setCount, a.sets]).toEqual([1, 5]);
    expect([b.setCount, b.sets]).toEqual([0, 0]);
    const [c] = scoreBoth(cards('AS 2S AH 2H AD 2D AC 2C'), []);
    expect([c.setCount, c.sets, c.total]).toEqual([2, 10, 36]);
  });
});

describe('favour and betrayal', () => {
  it('adds favour, subtracts betrayal and counts crowns as nothing', () => {
    const b = scoreCollection(cards('JS 10S KH 9S 10H QS KS KC KD'), []);
    expect([b.favour, b.betrayal, b.crowns, b.total]).toEqual([9, -6, 3, 3]);
    expect(scoreCollection(cards('QS QC 9D'), []).total).toBe(-7);
    expect(tallyCollection(cards('JC 10C QD AS'))).toEqual({ followers: [1, 0, 0, 0], favour: 5, betrayal: -2, crowns: 0 });
  });
});

describe('tie-breaks', () => {
  it('decides by the higher total first', () => {
    expect(decide('AS', 'AH')).toMatchObject({ winner: 1, shared: false, tieBreak: 'score', scores: [8, 7] });
  });

  it('then by more ♠ followers', () => {
    // 8 (♠ majority) against 7 + 2 − 1.
    expect(decide('AS 2S', 'AH 2H JS 9S')).toMatchObject({ winner: 1, tieBreak: 'spades', scores: [8, 8] });
    expect(decide('AH 2H JS 9S', 'AS 2S')).toMatchObject({ winner: 2, tieBreak: 'spades' });
  });

  it('then by more ♥ followers', () => {
    expect(decide('AH 2H', 'KH 10S')).toMatchObject({ winner: 1, tieBreak: 'hearts', scores: [7, 7] });
    expect(decide('AS 3S AH', 'KH 10S 2S 4S')).toMatchObject({ winner: 1, tieBreak: 'hearts' });
  });

  it('then by more ♦ followers', () => {
    expect(decide('JS KH', 'AD')).toMatchObject({ winner: 2, tieBreak: 'diamonds', scores: [6, 6] });
  });

  it('then by more ♣ followers', () => {
    expect(decide('AC', 'KH 9S JD')).toMatchObject({ winner: 1, tieBreak: 'clubs', scores: [5, 5] });
  });

  it('then by more crowns', () => {
    expect(decide('JS', 'JH KD')).toMatchObject({ winner: 2, tieBreak: 'crowns', scores: [2, 2] });
  });

  it('is a shared victory when everything is equal', () => {
    expect(decide('JS KS', 'JH KC')).toEqual({
      winner: null,
      shared: true,
      tieBreak: 'shared',
      scores: [2, 2],
      breakdown: scoreBoth(cards('JS KS'), cards('JH KC')),
    });
    expect(decide('', '')).toMatchObject({ winner: null, shared: true, tieBreak: 'shared', scores: [0, 0] });
  });
});

describe('fast totals', () => {
  it('agrees with the full breakdown', () => {
    const pairs: [string, string][] = [
      ['AS 2S AH 2H AD 2D AC 2C JS QS', '3S 3H 3D KH 9C'],
      ['', 'QS QC'],
      ['KS KD KC 10S', 'AC 2C 3C 4C 5C'],
    ];
    for (const [a, b] of pairs) expect(scoreTotals(cards(a), cards(b))).toEqual(totals(a, b));
  });
});
