import { describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { card, cards, handText, play, scenario } from './scenario.js';

describe('Suit powers', () => {
  it('♥ heal: min(value, discard size) cards go from the discard pile to the bottom of the tavern', () => {
    const s = scenario({ players: 2, enemy: 'JS', hands: ['5H', '9C'], tavern: '10S 9S', discard: '2C 3C 4C 5C 6C 7C 8C' });
    const after = play(s, 'play 5H');
    expect(after.discard).toHaveLength(2);
    expect(after.tavern).toHaveLength(7);
    expect(after.tavern.slice(5)).toEqual(cards('10S 9S')); // old tavern still on top
    expect(new Set([...after.tavern.slice(0, 5), ...after.discard])).toEqual(new Set(cards('2C 3C 4C 5C 6C 7C 8C')));
    expect(after.played).toEqual(cards('5H')); // the played card is not in the discard pile
  });

  it('♥ heal with a smaller discard pile moves all of it', () => {
    const s = scenario({ players: 2, enemy: 'JS', hands: ['9H', '9C'], tavern: '10S', discard: '2C 3C' });
    const after = play(s, 'play 9H');
    expect(after.discard).toEqual([]);
    expect(after.tavern).toHaveLength(3);
    expect(after.tavern[2]).toBe(card('10S'));
  });

  it('♦ draw: one at a time round the table from the current player, skipping full hands', () => {
    // Three players, hand limit 6: seat 1 plays 4D and keeps 2C, seat 2 is full, seat 3 holds one card.
    const s = scenario({ players: 3, enemy: 'JS', hands: ['4D 2C', '2S 3S 4S 5S 6S 7S', '8S'], tavern: '2H 3H 4H 5H 6H 7H 8H 9H 10H', current: 1 });
    const after = play(s, 'play 4D');
    // The tavern's top is its end: 10H to seat 1, seat 2 skipped (full), 9H to seat 3, 8H to seat 1, 7H to seat 3.
    expect(handText(after, 1)).toEqual(['2C', '8H', '10H']);
    expect(handText(after, 2)).toHaveLength(6);
    expect(handText(after, 3)).toEqual(['7H', '8S', '9H']);
    expect(after.tavern).toHaveLength(5);
  });

  it('♦ draw stops when the tavern is empty or every hand is full', () => {
    const empty = play(scenario({ players: 2, enemy: 'JS', hands: ['9D', '2S'], tavern: '3H 4H' }), 'play 9D');
    expect(empty.tavern).toEqual([]);
    expect(empty.hands.flat()).toHaveLength(3);
    const full = play(scenario({ players: 2, enemy: 'JS', hands: ['9D 2C 3C 4C 5C 6C 7C', '2S 3S 4S 5S 6S 7S 8S'], tavern: '2H 3H 4H 5H 6H 7H 8H 9H' }), 'play 9D');
    expect(full.hands.map((h) => h.length)).toEqual([7, 7]);
    expect(full.tavern).toHaveLength(7);
  });

  it('♣ double: the play deals twice its value', () => {
    const s = play(scenario({ players: 2, enemy: 'QS', hands: ['8C', '2S'] }), 'play 8C');
    expect(s.damage).toBe(16);
  });

  it('♠ shield: adds up across plays and players and lowers the attack until the enemy falls', () => {
    let s = scenario({ players: 2, enemy: 'QC', hands: ['4S 9H 9D', '3S 9S 9D'] });
    s = play(s, 'play 4S', 'discard 9H 9D'); // 15 - 4 = 11 to cover
    s = play(s, 'play 3S'); // 15 - 7 = 8
    expect(s.damageDue).toBe(8);
    expect(regicide.view(s, 2).enemy).toMatchObject({ shield: 7, attackAfterShield: 8 });
  });

  it('worked example: 6♠ against the queen of clubs: attack 15 − 6 = 9, 6 damage', () => {
    const s = play(scenario({ players: 2, enemy: 'QC', hands: ['6S 9H', '2S'] }), 'play 6S');
    expect(s.damage).toBe(6);
    expect(s.damageDue).toBe(9);
  });

  it('worked example: 3♦ 3♠ 3♣ = 9 drawn, shield 9, 18 damage', () => {
    const s = play(scenario({ players: 2, enemy: 'KH', hands: ['3D 3S 3C', '2H'], tavern: '2S 3H 4S 5S 6S 7S 8S 9S 10S 10D 10C' }), 'play 3D 3S 3C');
    expect(s.damage).toBe(18);
    expect(s.spadeTotal).toBe(9);
    expect(s.tavern).toHaveLength(2);
    expect(s.hands.flat()).toHaveLength(10);
    expect(s.damageDue).toBe(11);
  });

  it('worked example: 8♦ with the ace of clubs = 9: draws 9 and deals 18', () => {
    const s = play(scenario({ players: 2, enemy: 'KS', hands: ['8D AC', '2H'], tavern: '2S 3S 4S 5S 6S 7S 8S 9S 10S 10D 10C' }), 'play AC 8D');
    expect(s.damage).toBe(18);
    expect(s.hands.flat()).toHaveLength(10); // 1 card left + 9 drawn
  });

  it('heal first, then draw: hearts refill the tavern before diamonds draw from it', () => {
    const s = play(scenario({ players: 2, enemy: 'KS', hands: ['AH 5D', '2S'], tavern: '', discard: '2C 3C 4C 5C 6C 7C' }), 'play AH 5D');
    expect(s.hands[0]).toHaveLength(3); // 6 healed, then 6 drawn alternately: 3 each
    expect(s.hands[1]).toHaveLength(4);
    expect(s.tavern).toEqual([]);
  });

  it('cards of one suit in a play apply that power once, with the total', () => {
    const s = play(scenario({ players: 2, enemy: 'KS', hands: ['AC 9C', '2H'] }), 'play AC 9C');
    expect(s.damage).toBe(20);
  });

  it('immunity: an enemy blocks the power of its own suit; the cards still deal plain damage', () => {
    const clubs = play(scenario({ players: 2, enemy: 'JC', hands: ['7C', '2H'] }), 'play 7C');
    expect(clubs.damage).toBe(7);
    const diamonds = play(scenario({ players: 2, enemy: 'JD', hands: ['7D', '2H'], tavern: '2S 3S' }), 'play 7D');
    expect(diamonds.tavern).toHaveLength(2);
    const hearts = play(scenario({ players: 2, enemy: 'JH', hands: ['7H', '2H'], discard: '2C 3C' }), 'play 7H');
    expect(hearts.discard).toEqual(cards('2C 3C'));
    const spades = play(scenario({ players: 2, enemy: 'JS', hands: ['7S 9H', '2H'] }), 'play 7S');
    expect(spades.damageDue).toBe(10);
    expect(regicide.view(spades, 1).enemy?.shield).toBe(0);
  });
});
