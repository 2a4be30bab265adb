// Refused moves come back as codes with their numbers; `apply` throws them as codes; the protocol's
// English words them.
import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../src/core/game.js';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideRefusal } from '../../src/games/regicide/refusals.js';
import type { RegicideState } from '../../src/games/regicide/types.js';
import { regicideRefusalEnglish as refusalText } from '../../src/modules/regicide/protocol-english.js';
import { play, scenario } from './scenario.js';

function refusal(s: RegicideState, text: string): RegicideRefusal {
  const r = regicide.step(s, regicide.parseMove(text));
  if (r.ok) throw new Error(`"${text}" was accepted`);
  return r.refusal;
}

const duo = (over = {}) => scenario({ players: 2, enemy: 'JC', hands: ['10S 2H 3H KD', '3S'], ...over });

describe('Refusal codes', () => {
  it('gameOver: nothing is played after the end', () => {
    const over = play(scenario({ players: 2, enemy: 'JC', hands: ['2H 3D', '2S'] }), 'play 2H');
    expect(refusal(over, 'play 3D')).toEqual({ code: 'gameOver' });
  });

  it('wrongPhase: names the phase that is on, with the damage due while covering', () => {
    expect(refusal(duo(), 'discard 2H')).toEqual({ code: 'wrongPhase', phase: 'play', move: 'discard', solo: false, due: 0 });
    expect(refusal(duo(), 'next 2')).toMatchObject({ code: 'wrongPhase', phase: 'play' });
    const attacked = play(duo(), 'yield');
    expect(refusal(attacked, 'play 2H')).toEqual({ code: 'wrongPhase', phase: 'discard', move: 'play', solo: false, due: 10 });
    const choosing = play(duo({ hands: ['X 2H', '3S'] }), 'play X');
    expect(refusal(choosing, 'yield')).toMatchObject({ code: 'wrongPhase', phase: 'next' });
  });

  it('notInHand: a play or discard of cards the seat does not hold', () => {
    expect(refusal(duo(), 'play 9C')).toEqual({ code: 'notInHand' });
    expect(refusal(play(duo(), 'yield'), 'discard 9C')).toEqual({ code: 'notInHand' });
  });

  it('badCombo: names the shape problem', () => {
    expect(refusal(duo(), 'play 2H 3H')).toEqual({ code: 'badCombo', problem: 'oneRank' });
    expect(refusal(duo(), 'play 10S KD')).toEqual({ code: 'badCombo', problem: 'oneRank' });
    const aces = scenario({ players: 2, enemy: 'JC', hands: ['AS AH 2C', '3S'] });
    expect(refusal(aces, 'play AS AH 2C')).toEqual({ code: 'badCombo', problem: 'aceWithOne' });
    const fives = scenario({ players: 2, enemy: 'JC', hands: ['5S 5H 5C', '3S'] });
    expect(refusal(fives, 'play 5S 5H 5C')).toEqual({ code: 'badCombo', problem: 'comboTotal' });
  });

  it('discardTooLow and discardTooHigh: what the cards are worth against the damage due', () => {
    const attacked = play(duo(), 'yield');
    expect(refusal(attacked, 'discard 2H 3H')).toEqual({ code: 'discardTooLow', worth: 5, due: 10 });
    expect(refusal(attacked, 'discard 10S KD')).toEqual({ code: 'discardTooHigh', due: 10 });
  });

  it('cannotYield: solo without the variant, twice in a row with it, and after every other seat yielded', () => {
    expect(refusal(scenario({ players: 1, hands: ['2H'] }), 'yield')).toEqual({ code: 'cannotYield', reason: 'solo' });
    const soloYield = scenario({ players: 1, variants: ['solo-yield'], enemy: 'JC', spadeTotal: 10, hands: ['2H 3H'] });
    expect(refusal(play(soloYield, 'yield'), 'yield')).toEqual({ code: 'cannotYield', reason: 'twiceInARow' });
    expect(refusal(duo({ yielded: [false, true] }), 'yield')).toEqual({ code: 'cannotYield', reason: 'everyoneYielded' });
  });

  it('cannotFeign: the variant, a full hand, and the yield rule', () => {
    expect(refusal(duo(), 'feign')).toMatchObject({ code: 'cannotFeign', reason: 'variant' });
    expect(refusal(duo({ variants: ['feign-death'] }), 'feign')).toEqual({ code: 'cannotFeign', reason: 'handNotFull', size: 4, limit: 7 });
    const full = '2H 3H 4H 5H 6H 7H 8H';
    expect(refusal(duo({ variants: ['feign-death'], hands: [full, '3S'], yielded: [false, true] }), 'feign')).toMatchObject({ code: 'cannotFeign', reason: 'everyoneYielded' });
    const solo = scenario({ players: 1, variants: ['feign-death', 'solo-yield'], enemy: 'JC', spadeTotal: 10, hands: [`${full} 9H`], yielded: [true] });
    expect(refusal(solo, 'feign')).toMatchObject({ code: 'cannotFeign', reason: 'twiceInARow' });
  });

  it('cannotFlip: only in solo, and only while a set-aside jester is left', () => {
    expect(refusal(duo(), 'flip')).toEqual({ code: 'cannotFlip', reason: 'notSolo' });
    expect(refusal(scenario({ players: 1, hands: ['2H'], flipsLeft: 0 }), 'flip')).toEqual({ code: 'cannotFlip', reason: 'noneLeft' });
  });

  it('noSuchSeat: the chooser names a seat outside the table', () => {
    const choosing = play(duo({ hands: ['X 2H', '3S'] }), 'play X');
    expect(refusal(choosing, 'next 3')).toEqual({ code: 'noSuchSeat', seat: 3, players: 2 });
  });

  it('unknownMove: a move object the rules do not know', () => {
    const r = regicide.step(duo(), { type: 'dance' } as never);
    expect(r).toEqual({ ok: false, refusal: { code: 'unknownMove' } });
  });
});

describe('Refusals in words (the protocol)', () => {
  it('keeps the one-liners scripts and tests rely on', () => {
    expect(refusalText(refusal(duo(), 'discard 2H'))).toBe('not now: it is time to play cards or yield');
    expect(refusalText(refusal(duo(), 'play 9C'))).toBe('those cards are not all in your hand');
    expect(refusalText(refusal(duo({ yielded: [false, true] }), 'yield'))).toBe('you may not yield: every other player yielded on their last turn');
    expect(refusalText(refusal(play(duo(), 'yield'), 'discard 2H 3H'))).toBe('those cards are worth 5, less than the 10 damage due');
    expect(refusalText(refusal(duo(), 'play 2H 3H'))).toBe('not a legal play: a combo needs cards of one rank');
  });

  it('tells the two solo reasons apart', () => {
    const solo = refusalText({ code: 'cannotYield', reason: 'solo' });
    const twice = refusalText({ code: 'cannotYield', reason: 'twiceInARow' });
    expect(solo).toMatch(/solo-yield variant allows it/);
    expect(twice).toMatch(/twice in a row/);
  });

  it('apply throws IllegalMoveError with the code, and a message that names only the code', () => {
    try {
      regicide.apply(duo(), regicide.parseMove('play 9C'));
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(IllegalMoveError);
      expect((e as IllegalMoveError).message).toBe('the move is refused (notInHand)');
      expect((e as IllegalMoveError).refusal).toEqual({ code: 'notInHand' });
    }
  });
});
