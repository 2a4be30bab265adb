// The screens put every refusal code of the rules into words, in English and German.
import { describe, expect, it } from 'vitest';
import type { RegicideRefusal } from '../../src/games/regicide/refusals.js';
import type { ThronfolgeRefusal } from '../../src/games/thronfolge/refusals.js';
import { REGICIDE_TEXTS } from '../../src/ui/regicide/strings.js';
import { textsFor } from '../../src/ui/shared/i18n.js';
import { THRONFOLGE_TEXTS } from '../../src/ui/thronfolge/strings.js';

const REGICIDE: RegicideRefusal[] = [
  { code: 'gameOver' },
  { code: 'wrongPhase', phase: 'play', move: 'discard', solo: false, due: 0 },
  { code: 'wrongPhase', phase: 'play', move: 'discard', solo: true, due: 0 },
  { code: 'wrongPhase', phase: 'discard', move: 'play', solo: false, due: 12 },
  { code: 'wrongPhase', phase: 'next', move: 'yield', solo: false, due: 0 },
  { code: 'notInHand' },
  { code: 'badCombo', problem: 'aceWithOne' },
  { code: 'discardTooLow', worth: 5, due: 12 },
  { code: 'discardTooHigh', due: 12 },
  { code: 'cannotYield', reason: 'solo' },
  { code: 'cannotYield', reason: 'twiceInARow' },
  { code: 'cannotYield', reason: 'everyoneYielded' },
  { code: 'cannotFeign', reason: 'variant', size: 3, limit: 7 },
  { code: 'cannotFeign', reason: 'handNotFull', size: 3, limit: 7 },
  { code: 'cannotFeign', reason: 'twiceInARow', size: 8, limit: 8 },
  { code: 'cannotFeign', reason: 'everyoneYielded', size: 7, limit: 7 },
  { code: 'cannotFlip', reason: 'notSolo' },
  { code: 'cannotFlip', reason: 'noneLeft' },
  { code: 'noSuchSeat', seat: 5, players: 3 },
  { code: 'unknownMove' },
];

const THRONFOLGE: ThronfolgeRefusal[] = [
  { code: 'gameOver' },
  { code: 'handEmptyMustTake' },
  { code: 'notACard' },
  { code: 'notInGame', card: 6 },
  { code: 'notInHand', card: 2 },
  { code: 'alreadyTaken' },
  { code: 'rowEmpty' },
  { code: 'unknownMove' },
];

describe('refusal codes in the screens’ words', () => {
  for (const lang of ['en', 'de'] as const) {
    it(`Regicide (${lang}): every code has its own line, with its numbers`, () => {
      const t = textsFor(REGICIDE_TEXTS, lang, false);
      const lines = REGICIDE.map((r) => t.refusal(r));
      for (const line of lines) expect(line).toMatch(/^\S.*\S$/);
      expect(new Set(lines).size).toBe(lines.length);
      expect(t.refusal({ code: 'discardTooLow', worth: 5, due: 12 })).toContain('7');
      expect(t.refusal({ code: 'noSuchSeat', seat: 5, players: 3 })).toContain('3');
    });

    it(`Thronfolge (${lang}): take twice, take from an empty row and play from an empty hand have their own texts`, () => {
      const t = textsFor(THRONFOLGE_TEXTS, lang, false);
      expect(t.refusal({ code: 'alreadyTaken' })).toBe(t.takeDone);
      expect(t.refusal({ code: 'rowEmpty' })).toBe(t.takeRowEmpty);
      expect(t.refusal({ code: 'handEmptyMustTake' })).toBe(t.mustTake);
      for (const r of THRONFOLGE) expect(t.refusal(r).length).toBeGreaterThan(0);
    });
  }

  it('tells apart the two reasons a solo player may not yield', () => {
    const t = textsFor(REGICIDE_TEXTS, 'en', false);
    expect(t.refusal({ code: 'cannotYield', reason: 'solo' })).toContain('No yielding in solo');
    expect(t.refusal({ code: 'cannotYield', reason: 'twiceInARow' })).toContain('twice in a row');
  });
});
