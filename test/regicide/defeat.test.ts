import { describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { card, cards, play, scenario } from './scenario.js';

describe('Defeating an enemy', () => {
  it('worked example: 5♣ against the jack of hearts at 12 damage makes 22: overkill, to the discard pile', () => {
    const s = play(scenario({ players: 2, enemy: 'JH', damage: 12, played: '8S 4D', hands: ['5C 9S', '2H'], castle: 'QS JD' }), 'play 5C');
    expect(s.defeated).toBe(1);
    expect(s.discard).toEqual(cards('JH 8S 4D 5C'));
    expect(s.enemy).toBe(card('JD'));
    expect(s.played).toEqual([]);
    expect(s.current).toBe(0); // the same player goes again, from step 1
    expect(s.phase).toBe('play');
  });

  it('an exact kill puts the enemy face down on top of the tavern: it is the next card drawn', () => {
    let s = play(scenario({ players: 2, enemy: 'JH', damage: 14, hands: ['3C 4D', '2H'], tavern: '2S 3S', castle: 'QS JD' }), 'play 3C');
    expect(s.tavern[s.tavern.length - 1]).toBe(card('JH'));
    expect(s.discard).toEqual(cards('3C'));
    s = play(s, 'play 4D'); // against JD: diamonds blocked, no draw
    expect(s.hands[0]).toEqual([]);
    const drawn = play(scenario({ players: 2, enemy: 'JS', hands: ['2D', '2H'], tavern: '2S 3S JH' }), 'play 2D');
    expect(drawn.hands[0]).toEqual(cards('JH'));
  });

  it('a tavern face card plays at its hand value with its suit power (J♣ = 10, doubled)', () => {
    const s = play(scenario({ players: 2, enemy: 'QS', hands: ['JC', '2H'] }), 'play JC');
    expect(s.damage).toBe(20);
  });

  it('defeat ends the shields: the next enemy starts with no shield, no damage and its immunity', () => {
    const s = play(scenario({ players: 2, enemy: 'JS', damage: 15, spadeTotal: 5, cancelled: true, hands: ['9C', '2H'], castle: 'QS JD' }), 'play 9C');
    expect(s).toMatchObject({ damage: 0, spadeTotal: 0, cancelled: false });
  });

  it('the players win when the last castle card falls', () => {
    const s = play(scenario({ players: 2, enemy: 'KS', damage: 35, hands: ['9C', '2H'], castle: '' }), 'play 9C');
    expect(s.outcome).toBe('won');
    expect(regicide.outcome(s)).toEqual({ outcome: 'won', enemiesDefeated: 1, medal: null });
    expect(regicide.legalMoves(s)).toEqual([]);
    expect(regicide.currentSeat(s)).toBeNull();
  });

  it('variant short: no kings; the game is won when the last queen falls', () => {
    const s = regicide.setup({ players: 2, variants: ['short'] }, 'short');
    expect(s.castle.length + 1).toBe(8);
    expect([s.enemy, ...s.castle].some((c) => c % 13 === 12)).toBe(false);
  });
});

describe('Suffering damage', () => {
  it('the enemy attacks the current player, who must discard at least the damage', () => {
    const s = play(scenario({ players: 2, enemy: 'JC', hands: ['2H 9S 5D', '2S'] }), 'play 2H');
    expect(s.phase).toBe('discard');
    expect(s.damageDue).toBe(10);
    expect(regicide.view(s, 1).damageDue).toBe(10);
  });

  it('no overpaying: every set covers the damage and would fall short without its biggest card', () => {
    const s = play(scenario({ players: 2, enemy: 'JC', hands: ['2H 3S 4D 7S 9S X', '2S'] }), 'play 2H');
    const legal = regicide.legalMoves(s).map(regicide.formatMove);
    expect([...legal].sort()).toEqual(
      [
        'discard 3S 7S',
        'discard 3S 7S X',
        'discard 4D 7S',
        'discard 4D 7S X',
        'discard 3S 9S',
        'discard 3S 9S X',
        'discard 4D 9S',
        'discard 4D 9S X',
        'discard 7S 9S',
        'discard 7S 9S X',
        'discard 3S 4D 7S',
        'discard 3S 4D 7S X',
        'discard 3S 4D 9S',
        'discard 3S 4D 9S X',
      ].sort(),
    );
    expect(regicide.isLegal(s, regicide.parseMove('discard 3S 7S 9S'))).toBe(false); // 19 − 9 = 10: 3S 7S already covered it
    expect(regicide.isLegal(s, regicide.parseMove('discard 9S'))).toBe(false); // 9 < 10
  });

  it('with no damage to cover there is no discard step: the turn passes on', () => {
    const s = play(scenario({ players: 2, enemy: 'JC', spadeTotal: 10, hands: ['2H 9S', '2S'] }), 'play 2H');
    expect(s.phase).toBe('play');
    expect(s.current).toBe(1);
  });

  it('an empty hand after discarding is fine', () => {
    const s = play(scenario({ players: 2, enemy: 'JC', hands: ['2H 10S', '2S'] }), 'play 2H', 'discard 10S');
    expect(s.hands[0]).toEqual([]);
    expect(s.outcome).toBeNull();
  });

  it('a hand worth less than the damage loses the game', () => {
    const s = play(scenario({ players: 2, enemy: 'JC', hands: ['2H 3S 4D', '2S'] }), 'play 2H');
    expect(s.outcome).toBe('lost');
    expect(regicide.outcome(s)).toEqual({ outcome: 'lost', enemiesDefeated: 0, medal: null });
  });
});
