import { describe, expect, it } from 'vitest';
import { JESTER } from '../../src/core/cards.js';
import { regicide } from '../../src/games/regicide/index.js';
import { cards, legalText, play, scenario } from './scenario.js';

describe('Yielding', () => {
  it('a yield skips to step 4: the enemy still attacks', () => {
    const s = play(scenario({ players: 2, enemy: 'JC', hands: ['10S 2H', '3S'] }), 'yield');
    expect(s.phase).toBe('discard');
    expect(s.damageDue).toBe(10);
    expect(s.yielded).toEqual([true, false]);
  });

  it('two players: not if the partner yielded on their last turn', () => {
    const s = scenario({ players: 2, enemy: 'JC', hands: ['10S 2H', '10C 3S'], spadeTotal: 10, yielded: [false, true] });
    expect(legalText(s)).not.toContain('yield');
    expect(() => play(s, 'yield')).toThrow(/every other player yielded/);
  });

  it('three players: after two yields in a row the third must play', () => {
    let s = scenario({ players: 3, enemy: 'JC', spadeTotal: 10, hands: ['2H', '3H', '4H'] });
    s = play(s, 'yield', 'yield');
    expect(s.current).toBe(2);
    expect(legalText(s)).not.toContain('yield');
    // A play resets the flag of that seat only.
    s = play(s, 'play 4H');
    expect(s.yielded).toEqual([true, true, false]);
    expect(legalText(s)).toContain('yield');
  });

  it('solo: no yield unless solo-yield, and then never twice in a row', () => {
    expect(legalText(scenario({ players: 1, enemy: 'JC', hands: ['2H'] }))).not.toContain('yield');
    let s = scenario({ players: 1, variants: ['solo-yield'], enemy: 'JC', spadeTotal: 10, hands: ['2H 3H'] });
    expect(legalText(s)).toContain('yield');
    s = play(s, 'yield');
    expect(legalText(s)).not.toContain('yield');
    s = play(s, 'play 2H');
    expect(legalText(s)).toContain('yield');
  });

  it('a player who can neither play nor yield makes everyone lose', () => {
    // Seat 2 has no cards; seat 1 played, so seat 2 may still yield.
    const s = play(scenario({ players: 2, enemy: 'JC', spadeTotal: 10, hands: ['2H 3H', ''] }), 'play 2H');
    expect(s.outcome).toBeNull();
    expect(legalText(s)).toEqual(['yield']);
    // Seat 1 yielded: seat 2 can neither play nor yield.
    const stuck = play(scenario({ players: 2, enemy: 'JC', spadeTotal: 10, hands: ['2H', ''] }), 'yield');
    expect(stuck.outcome).toBe('lost');
  });
});

describe('Jester', () => {
  it('played alone: no damage, no attack, immunity cancelled, the player chooses who goes next (self included)', () => {
    let s = play(scenario({ players: 3, enemy: 'JC', hands: ['X 5C', '2H', '3H'] }), 'play X');
    expect(s).toMatchObject({ phase: 'next', damage: 0, cancelled: true, damageDue: 0 });
    expect(legalText(s)).toEqual(['next 1', 'next 2', 'next 3']);
    expect(regicide.view(s, 1).enemy?.immune).toBe(false);
    s = play(s, 'next 1', 'play 5C');
    expect(s.damage).toBe(10); // clubs now double against the club jack
  });

  it('spades played against a spade enemy shield nothing until a jester, then all of them count', () => {
    const blocked = play(scenario({ players: 2, enemy: 'QS', played: '7S', spadeTotal: 7, hands: ['X 10C', '2H 9D 10D'] }), 'play 10C');
    expect(blocked.damageDue).toBe(15);
    const s = play(scenario({ players: 2, enemy: 'QS', played: '7S', spadeTotal: 7, hands: ['X 10C', '2H 9D'] }), 'play X', 'next 2', 'play 2H');
    expect(s.damageDue).toBe(15 - 7);
    expect(regicide.view(s, 2).enemy?.shield).toBe(7);
  });

  it('clubs played against a club enemy before the jester stay single; later clubs double', () => {
    const s = play(scenario({ players: 2, enemy: 'QC', played: '8C', damage: 8, hands: ['X 5C 9S', '2H'] }), 'play X');
    expect(s.damage).toBe(8);
    expect(play(s, 'next 1', 'play 5C').damage).toBe(8 + 10);
  });

  it('after a jester in solo (extra-jester) the player simply goes on', () => {
    const s = play(scenario({ players: 1, variants: ['extra-jester'], enemy: 'JC', hands: ['X 5C'] }), 'play X');
    expect(s.phase).toBe('play');
    expect(s.current).toBe(0);
    expect(s.cancelled).toBe(true);
  });

  it('the jester stays with the played cards and is discarded with them', () => {
    const s = play(scenario({ players: 2, enemy: 'JC', damage: 16, hands: ['X 5S', '2H'], castle: 'QD' }), 'play X', 'next 1', 'play 5S');
    expect(s.discard).toContain(JESTER);
    expect(s.discard).toEqual(cards('JC X 5S'));
  });
});
