import { describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { legalText, play, scenario } from './scenario.js';

const plays = (hand: string): string[] => legalText(scenario({ players: 2, hands: [hand, '2S'] })).filter((m) => m.startsWith('play'));

describe('Legal plays', () => {
  it('a single card: any card in hand, one move per distinct card', () => {
    expect(plays('9S KD')).toEqual(['play 9S', 'play KD']);
  });

  it('combos: 2–4 cards of one rank 2–10 totalling at most 10', () => {
    const all = plays('2S 2H 2D 2C');
    expect(all.filter((m) => m.split(' ').length === 5)).toEqual(['play 2S 2H 2D 2C']);
    expect(all.filter((m) => m.split(' ').length === 4)).toHaveLength(4);
    expect(all.filter((m) => m.split(' ').length === 3)).toHaveLength(6);
    expect(plays('5S 5H')).toContain('play 5S 5H');
    expect(plays('3S 3H 3D 3C')).toContain('play 3S 3H 3D');
    expect(plays('3S 3H 3D 3C')).not.toContain('play 3S 3H 3D 3C'); // 12 > 10
    expect(plays('4S 4H 4D')).not.toContain('play 4S 4H 4D'); // 12 > 10
    expect(plays('6S 6H')).toEqual(['play 6S', 'play 6H']); // 12 > 10
    expect(plays('10S 10H')).toEqual(['play 10S', 'play 10H']);
  });

  it('no face cards in a combo, even tavern faces of one rank', () => {
    expect(plays('JS JH')).toEqual(['play JS', 'play JH']);
  });

  it('companion pair: an ace plus one other non-jester card, face cards and a second ace included', () => {
    expect(plays('AS KD X')).toEqual(['play AS', 'play KD', 'play X', 'play AS KD']);
    expect(plays('AS AH')).toEqual(['play AS', 'play AH', 'play AS AH']);
    expect(plays('AS 7H 7D')).toEqual(['play AS', 'play 7H', 'play 7D', 'play AS 7H', 'play AS 7D']);
  });

  it('an ace is never part of a combo of three', () => {
    const s = scenario({ players: 2, hands: ['AS 2H 2D', '3S'] });
    expect(regicide.isLegal(s, regicide.parseMove('play AS 2H 2D'))).toBe(false);
    expect(() => play(s, 'play AS 2H 2D')).toThrow();
  });

  it('a jester is always played alone', () => {
    const s = scenario({ players: 2, hands: ['X AS', '3S'] });
    expect(regicide.isLegal(s, regicide.parseMove('play X AS'))).toBe(false);
    expect(() => play(s, 'play X AS')).toThrow(/jester must be played alone/);
  });

  it('cards not in hand are refused and the state is unchanged', () => {
    const s = scenario({ players: 2, hands: ['4S', '3S'] });
    const before = JSON.stringify(s);
    expect(() => play(s, 'play 5S')).toThrow(/not all in your hand/);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('card order and letter case inside a move do not matter', () => {
    const s = scenario({ players: 2, hands: ['AS 8D', '3S'] });
    const a = play(s, 'play 8d as');
    const b = play(s, 'PLAY AS 8D');
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});

describe('Explaining a refused move', () => {
  it('names what the phase needs, in terms of the game at hand', () => {
    const duo = play(scenario({ players: 2, enemy: 'JC', hands: ['2H 9S 5D', '2S'] }), 'play 2H');
    expect(() => play(duo, 'play 9S')).toThrow('not now: it is time to discard cards worth at least 10');
    const next = play(scenario({ players: 2, enemy: 'JC', hands: ['X 9S', '2S'] }), 'play X');
    expect(() => play(next, 'discard 9S')).toThrow(/choose the next seat/);
    expect(() => play(scenario({ players: 2, hands: ['2H', '3H'] }), 'next 2')).toThrow('not now: it is time to play cards or yield');
    expect(() => play(scenario({ players: 1, hands: ['2H'] }), 'next 1')).toThrow('not now: it is time to play cards or flip a jester');
  });

  it('says what is wrong with the shape of a play', () => {
    const s = scenario({ players: 2, hands: ['6S 6H 2C 3C AS KD X', '2S'] });
    expect(() => play(s, 'play 6S 6H')).toThrow('not a legal play: combos must total 10 or less');
    expect(() => play(s, 'play 2C 3C')).toThrow('not a legal play: a combo needs cards of one rank');
    expect(() => play(s, 'play AS 2C 3C')).toThrow('not a legal play: an ace pairs with exactly one other card');
    expect(() => play(s, 'play KD 6S')).toThrow('not a legal play: a combo needs cards of one rank');
  });
});
