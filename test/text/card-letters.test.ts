// Face cards in the letters of each language's decks, in what people read only.
import { describe, expect, it } from 'vitest';
import { cardLetters, faceLetters } from '../../src/text/card-letters.js';
import { REGICIDE_TEXTS } from '../../src/ui/regicide/strings.js';
import { textsFor } from '../../src/ui/shared/i18n.js';

describe('card letters', () => {
  it('German B D K, French V D R; English and Norwegian keep J Q K', () => {
    expect(cardLetters('J♣ Q♦ K♠ 10♥ A♠', 'de')).toBe('B♣ D♦ K♠ 10♥ A♠');
    expect(cardLetters('J♣ Q♦ K♠ 10♥ A♠', 'fr')).toBe('V♣ D♦ R♠ 10♥ A♠');
    for (const lang of ['en', 'nb']) expect(cardLetters('J♣ Q♦ K♠', lang)).toBe('J♣ Q♦ K♠');
    expect(faceLetters('de')).toEqual({ J: 'B', Q: 'D', K: 'K' });
  });

  it('leaves notation, words and --ascii alone', () => {
    expect(cardLetters('play QS JC', 'de')).toBe('play QS JC');
    expect(cardLetters('OK♠ Queen', 'fr')).toBe('OK♠ Queen');
    expect(textsFor(REGICIDE_TEXTS, 'de', true).previewOverkill('Q♦')).toContain('QD');
    expect(textsFor(REGICIDE_TEXTS, 'de', false).previewOverkill('Q♦')).toContain('D♦');
    expect(textsFor(REGICIDE_TEXTS, 'en', false).previewOverkill('Q♦')).toContain('Q♦');
  });
});
