import { describe, expect, it } from 'vitest';
import { thrownEnglish } from '../core/thrown-english.js';
import { JESTER, makeCard, rankOf } from '../../src/core/cards.js';
import { rngFromSeed, shuffleInPlace, withRng } from '../../src/core/rng.js';
import { regicide } from '../../src/games/regicide/index.js';
import { cardValue, enemyCount, enemyStats } from '../../src/games/regicide/values.js';
import { card } from './scenario.js';

describe('Cards and values', () => {
  it('number cards count their number, aces 1, jesters 0, tavern faces J 10 / Q 15 / K 20', () => {
    expect(cardValue(card('7H'))).toBe(7);
    expect(cardValue(card('10S'))).toBe(10);
    expect(cardValue(card('AC'))).toBe(1);
    expect(cardValue(JESTER)).toBe(0);
    expect([cardValue(card('JD')), cardValue(card('QD')), cardValue(card('KD'))]).toEqual([10, 15, 20]);
  });
  it('enemy stats: jack 10/20, queen 15/30, king 20/40', () => {
    expect(enemyStats(card('JS'))).toEqual({ attack: 10, health: 20 });
    expect(enemyStats(card('QH'))).toEqual({ attack: 15, health: 30 });
    expect(enemyStats(card('KC'))).toEqual({ attack: 20, health: 40 });
  });
});

describe('Setup', () => {
  it.each([
    [1, 8, 0],
    [2, 7, 0],
    [3, 6, 1],
    [4, 5, 2],
  ])('%i players: hand limit %i, %i jesters in the tavern, everyone dealt to the limit', (players, limit, jesters) => {
    const s = regicide.setup({ players, variants: [] }, 'setup');
    expect(s.handLimit).toBe(limit);
    expect(s.hands.every((h) => h.length === limit)).toBe(true);
    const all = [...s.tavern, ...s.hands.flat()];
    expect(all.filter((c) => c === JESTER)).toHaveLength(jesters);
    expect(all).toHaveLength(40 + jesters);
    expect(s.flipsLeft).toBe(players === 1 ? 2 : 0);
    expect(s.current).toBe(0);
    expect(s.discard).toEqual([]);
  });

  it('the enemy count the screens give is the castle setup deals: 12, or 8 in the short game', () => {
    for (const variants of [[], ['short'], ['short', 'extra-jester']] as const) {
      const s = regicide.setup({ players: 1, variants: [...variants] }, 'count');
      expect(enemyCount(variants), variants.join(',')).toBe(s.castle.length + 1);
    }
    expect(enemyCount([])).toBe(12);
  });
  it('castle: four jacks on top, then queens, then kings; the top jack is the current enemy', () => {
    const s = regicide.setup({ players: 2, variants: [] }, 'castle');
    const order = [s.enemy, ...[...s.castle].reverse()].map(rankOf);
    expect(order).toEqual([11, 11, 11, 11, 12, 12, 12, 12, 13, 13, 13, 13]);
  });

  it('cards are dealt one at a time round-robin from player 1, from the top of the shuffled tavern', () => {
    // Rebuild the tavern as it was before dealing, drawing from the seed in setup's order:
    // the three castle groups first, then the tavern of 40 number cards and the jesters.
    const { value: tavern } = withRng(rngFromSeed('deal'), (next) => {
      for (let group = 0; group < 3; group++) shuffleInPlace([0, 1, 2, 3], next);
      const cards: number[] = [];
      for (let suit = 0; suit < 4; suit++) for (let rank = 1; rank <= 10; rank++) cards.push(makeCard(rank, suit));
      cards.push(JESTER);
      return shuffleInPlace(cards, next);
    });
    const s = regicide.setup({ players: 3, variants: [] }, 'deal');
    const hands: number[][] = [[], [], []];
    for (let r = 0; r < 6; r++) for (let p = 0; p < 3; p++) hands[p].push(tavern.pop()!);
    expect(s.hands).toEqual(hands);
    expect(s.tavern).toEqual(tavern);
  });

  it('the same seed gives the same game; different seeds differ', () => {
    const a = regicide.setup({ players: 4, variants: [] }, 'same');
    expect(JSON.stringify(regicide.setup({ players: 4, variants: [] }, 'same'))).toBe(JSON.stringify(a));
    expect(JSON.stringify(regicide.setup({ players: 4, variants: [] }, 'other'))).not.toBe(JSON.stringify(a));
  });

  it('options are checked with one-line messages', () => {
    expect(() => regicide.normalizeOptions({ players: 0 })).toThrow(expect.objectContaining({ problem: { code: 'playersRange', min: 1, max: 4, got: '0' } }));
    expect(thrownEnglish(() => regicide.normalizeOptions({ players: 5 }))).toBe('players must be a whole number from 1 to 4, got 5');
    expect(thrownEnglish(() => regicide.normalizeOptions({ players: 2, variants: ['nope' as never] }))).toMatch(/^unknown variant "nope"; allowed: extra-jester/);
    expect(thrownEnglish(() => regicide.normalizeOptions({ players: 1, variants: ['bigger-hand', 'smaller-hand'] }))).toBe('the variants bigger-hand and smaller-hand cannot be combined');
    expect(thrownEnglish(() => regicide.normalizeOptions({ players: 2, variants: ['solo-yield'] }))).toBe('the variant solo-yield is for solo games only (players may always yield in multiplayer)');
    expect(regicide.normalizeOptions({ players: 1, variants: ['short', 'extra-jester', 'short'] }).variants).toEqual(['extra-jester', 'short']);
  });

  it('the first enemy is shown in the view as a jack with full health', () => {
    const v = regicide.view(regicide.setup({ players: 1, variants: [] }, 'v'), 1);
    expect(v.enemy?.card).toMatch(/^J[SHDC]$/);
    expect(v.enemy).toMatchObject({ attack: 10, health: 20, damage: 0, shield: 0, immune: true });
    expect(v.castleLeft).toEqual({ jacks: 3, queens: 4, kings: 4 });
    expect(v.hand.map((t) => t)).toEqual([...v.hand].sort((x, y) => order(x) - order(y)));
  });
});

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const order = (t: string): number => (t === 'X' ? 999 : RANKS.indexOf(t.slice(0, -1)) * 4 + 'SHDC'.indexOf(t.slice(-1)));
