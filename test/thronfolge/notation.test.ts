import { describe, expect, it } from 'vitest';
import { thrownEnglish } from '../core/thrown-english.js';
import { refusalOf, thronfolge, type ThronfolgeMove, type ThronfolgeState } from '../../src/games/thronfolge/index.js';
import { thronfolgeRefusalEnglish } from '../../src/modules/thronfolge/protocol-english.js';
import { THRONFOLGE_CARDS } from '../../src/games/thronfolge/cardTable.js';
import { formatMove, parseMove } from '../../src/games/thronfolge/notation.js';
import { cards, craft } from './helpers.js';

/** A refusal in the protocol's English, as scripts read it. */
const explainIllegal = (s: ThronfolgeState, m: ThronfolgeMove): string => thronfolgeRefusalEnglish(refusalOf(s, m));

describe('notation', () => {
  it('reads moves case-insensitively and writes them canonically', () => {
    expect(parseMove('play 10H')).toEqual({ type: 'play', card: cards('10H')[0] });
    expect(parseMove('  PLAY   qs ')).toEqual({ type: 'play', card: cards('QS')[0] });
    expect(parseMove('Take')).toEqual({ type: 'take' });
    expect(formatMove({ type: 'play', card: cards('AS')[0] })).toBe('play AS');
    expect(formatMove({ type: 'take' })).toBe('take');
  });

  it('round-trips every card of the game', () => {
    for (const card of THRONFOLGE_CARDS) expect(parseMove(formatMove({ type: 'play', card }))).toEqual({ type: 'play', card });
  });

  it('rejects malformed moves with one-line messages', () => {
    const cases: [string, string][] = [
      ['', 'empty move; expected "play C" or "take"'],
      ['draw', 'unknown move "draw"; expected "play C" or "take"'],
      ['play', '"play" needs exactly one card, e.g. "play 10H"'],
      ['play 2S 3S', '"play" needs exactly one card, e.g. "play 10H"'],
      ['play 11S', '"11S" is not a card (use rank A 2-10 J Q K + suit S H D C)'],
      ['play X', 'Thronfolge has no jesters'],
      ['take 2S', '"take" takes nothing after it'],
    ];
    for (const [text, message] of cases) expect(thrownEnglish(() => parseMove(text))).toBe(message);
  });
});

describe('explaining an illegal move', () => {
  const s = craft({ hands: ['AS 2S', '3S'], row: '4S', current: 0 });

  it('names the card that is not in the hand, or not in the game', () => {
    expect(explainIllegal(s, { type: 'play', card: cards('3S')[0] })).toBe('3S is not in your hand');
    expect(explainIllegal(s, { type: 'play', card: cards('8C')[0] })).toBe('8C is not one of the 45 Thronfolge cards');
    expect(explainIllegal(s, { type: 'play', card: 99 })).toBe('that is not a card');
    expect(explainIllegal(s, { type: 'dance' } as never)).toBe('unknown move; expected "play C" or "take"');
  });

  it('is what apply throws, and apply leaves the state alone', () => {
    const before = JSON.stringify(s);
    expect(() => thronfolge.apply(s, { type: 'play', card: cards('3S')[0] })).toThrow(expect.objectContaining({ refusal: { code: 'notInHand', card: cards('3S')[0] } }));
    expect(JSON.stringify(s)).toBe(before);
  });
});
