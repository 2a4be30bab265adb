// The covering lesson says the rule the game checks, no stricter: a discard is one card too many
// only when the rest covers even without its biggest card. It once promised that "no card is
// thrown away for nothing", then took 4♥ 5♥ 7♦ for 10 where 5♥ 7♦ would do (newcomer review 18).
import { describe, expect, it } from 'vitest';
import { cardOf } from '../../src/core/cards.js';
import { isDiscardCover } from '../../src/games/regicide/legal.js';
import { LANGS } from '../../src/text/lang.js';
import { REGICIDE_LESSON_TEXTS } from '../../src/ui/regicide/texts/lessons.js';

const cards = (...names: string[]) => names.map(cardOf);

describe('the covering lesson and the rule', () => {
  it('the game takes a cover that falls short without its biggest card, even if a smaller one would do', () => {
    expect(isDiscardCover(cards('4H', '5H', '7D'), 10)).toBe(true);
    expect(isDiscardCover(cards('5H', '7D'), 10)).toBe(true);
    // Without the 7♦ the rest (4♥ 6♦) still covers 10: one card too many.
    expect(isDiscardCover(cards('4H', '6D', '7D'), 10)).toBe(false);
  });

  it('its introduction says that rule, in every language, and promises no more', () => {
    const said = { en: 'one too many', de: 'eine zu viel', fr: 'de trop', nb: 'ett for mye' } as const;
    for (const lang of LANGS) {
      const intro = REGICIDE_LESSON_TEXTS[lang]['cover.intro'];
      expect(intro).toContain(said[lang]);
      expect(intro).not.toMatch(/for nothing|umsonst|gaspillée|forgjeves/);
    }
  });
});
