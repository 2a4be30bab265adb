import { describe, expect, it } from 'vitest';
import { JESTER } from '../../src/core/cards.js';
import { regicide } from '../../src/games/regicide/index.js';
import { handLimitFor, jestersFor } from '../../src/games/regicide/setup.js';
import { cards, legalText, play, scenario } from './scenario.js';

const TAVERN = '2S 3S 4S 5S 6S 7S 8S 9S 10S 2D 3D';

describe('Solo', () => {
  it('hand limit 8, no jesters in the tavern, two set-aside jesters to flip', () => {
    const s = regicide.setup({ players: 1, variants: [] }, 'solo');
    expect(s.handLimit).toBe(8);
    expect([...s.tavern, ...s.hands[0]]).not.toContain(JESTER);
    expect(regicide.view(s, 1).flipsLeft).toBe(2);
  });

  it('flip at the start of step 1: discard the whole hand, refill to the limit, the jester leaves the game', () => {
    const s = play(scenario({ players: 1, enemy: 'JD', hands: ['2H 3H'], tavern: TAVERN }), 'flip');
    expect(s.discard).toEqual(cards('2H 3H'));
    expect(s.hands[0]).toHaveLength(8);
    expect(s.flipsLeft).toBe(1);
    expect(s.phase).toBe('play');
    // Not blocked by a diamond enemy, does not cancel immunity, does not heal.
    expect(s.cancelled).toBe(false);
    expect(s.tavern).toHaveLength(3);
  });

  it('flip at the start of step 4, before discarding; two flips in a row are allowed', () => {
    let s = play(scenario({ players: 1, enemy: 'JC', hands: ['2H 3H 4H'], tavern: TAVERN + ' 4D 5D 6D 7D 8D 9D 10D' }), 'play 2H');
    expect(s.phase).toBe('discard');
    expect(legalText(s)[0]).toBe('flip');
    s = play(s, 'flip', 'flip');
    expect(s.flipsLeft).toBe(0);
    expect(s.phase).toBe('discard');
    expect(legalText(s)).not.toContain('flip');
  });

  it('flips follow the hand variants: 9 with bigger-hand, 7 with smaller-hand', () => {
    expect(play(scenario({ players: 1, variants: ['bigger-hand'], hands: ['2H'], tavern: TAVERN }), 'flip').hands[0]).toHaveLength(9);
    expect(play(scenario({ players: 1, variants: ['smaller-hand'], hands: ['2H'], tavern: TAVERN }), 'flip').hands[0]).toHaveLength(7);
  });

  it('a hand that cannot cover the damage is not yet lost while a flip is left', () => {
    const s = play(scenario({ players: 1, enemy: 'JC', hands: ['2H 3H'], tavern: TAVERN, flipsLeft: 1 }), 'play 2H');
    expect(s.outcome).toBeNull();
    expect(legalText(s)).toEqual(['flip']);
    const lost = play(scenario({ players: 1, enemy: 'JC', hands: ['2H 3H'], tavern: '2C', flipsLeft: 1 }), 'play 2H', 'flip');
    expect(lost.outcome).toBe('lost');
  });

  it('an empty hand in step 1 with a flip left can flip; without one the game is lost', () => {
    const s = scenario({ players: 1, enemy: 'JC', hands: [''], tavern: TAVERN, flipsLeft: 1 });
    expect(legalText(s)).toEqual(['flip']);
    const lost = play(scenario({ players: 1, enemy: 'JC', spadeTotal: 10, hands: ['2H'], flipsLeft: 0 }), 'play 2H');
    expect(lost.outcome).toBe('lost');
  });

  it.each([
    [2, 'gold'],
    [1, 'silver'],
    [0, 'bronze'],
  ])('medal with %i jesters left: %s', (flipsLeft, medal) => {
    const s = play(scenario({ players: 1, enemy: 'KS', damage: 39, castle: '', hands: ['2C'], flipsLeft }), 'play 2C');
    expect(regicide.outcome(s)).toEqual({ outcome: 'won', enemiesDefeated: 1, medal });
  });

  it('no flips in multiplayer', () => {
    expect(legalText(scenario({ players: 2, hands: ['2H', '3H'] }))).not.toContain('flip');
  });
});

describe('Variants', () => {
  it('extra-jester: one more jester in the tavern, also in solo and with four players', () => {
    expect([1, 2, 3, 4].map((p) => jestersFor(p, ['extra-jester']))).toEqual([1, 1, 2, 3]);
    const s = regicide.setup({ players: 4, variants: ['extra-jester'] }, 'x');
    expect([...s.tavern, ...s.hands.flat()].filter((c) => c === JESTER)).toHaveLength(3);
  });

  it('bigger-hand and smaller-hand move every hand limit by one', () => {
    expect([1, 2, 3, 4].map((p) => handLimitFor(p, ['bigger-hand']))).toEqual([9, 8, 7, 6]);
    expect([1, 2, 3, 4].map((p) => handLimitFor(p, ['smaller-hand']))).toEqual([7, 6, 5, 4]);
  });

  it('feign-death: a full hand may yield and discard the whole hand instead of suffering the attack', () => {
    const hand = '2H 3H 4H 5H 6H 7H 8H';
    let s = scenario({ players: 2, variants: ['feign-death'], enemy: 'KC', hands: [hand, '2S'] });
    expect(legalText(s)).toContain('feign');
    s = play(s, 'feign');
    expect(s.hands[0]).toEqual([]);
    expect(s.discard).toEqual(cards(hand));
    expect(s.current).toBe(1);
    expect(s.yielded).toEqual([true, false]);
    // It counts as a yield: the partner may not yield now.
    expect(legalText(s)).not.toContain('yield');
  });

  it('feign-death needs a full hand', () => {
    expect(legalText(scenario({ players: 2, variants: ['feign-death'], hands: ['2H 3H', '2S'] }))).not.toContain('feign');
  });

  it('feign-death in solo: allowed without solo-yield, but not right after a yield or feign', () => {
    const hand = '2H 3H 4H 5H 6H 7H 8H 9H';
    let s = scenario({ players: 1, variants: ['feign-death'], enemy: 'KC', hands: [hand], tavern: TAVERN });
    expect(legalText(s)).toContain('feign');
    expect(legalText(s)).not.toContain('yield');
    s = play(s, 'feign', 'flip');
    expect(s.hands[0]).toHaveLength(8);
    expect(legalText(s)).not.toContain('feign');
  });
});
