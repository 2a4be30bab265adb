// Counts and numbers worded by each language's own rules (Intl, CLDR), not by `n === 1`.
import { describe, expect, it } from 'vitest';
import { wordsIn } from '../../src/text/words.js';
import { num, signed } from '../../src/ui/shared/numbers.js';

describe('counted words', () => {
  it('take the singular for one only in English and German', () => {
    const en = wordsIn('en');
    expect([0, 1, 2].map((n) => en.count(n, { one: '# card', other: '# cards' }))).toEqual(['0 cards', '1 card', '2 cards']);
    const de = wordsIn('de');
    expect([0, 1, 2].map((n) => de.count(n, { one: '# Zug', other: '# Züge' }))).toEqual(['0 Züge', '1 Zug', '2 Züge']);
  });

  it('take the singular for zero and fractions below two in French (where n === 1 was wrong)', () => {
    const fr = wordsIn('fr');
    const cartes = { one: '# carte', other: '# cartes' };
    expect([0, 1, 2, 1.5].map((n) => fr.count(n, cartes))).toEqual(['0 carte', '1 carte', '2 cartes', '1,5 carte']);
  });

  it('work for a language no dictionary has yet (Norwegian Bokmål)', () => {
    const nb = wordsIn('nb');
    expect([0, 1, 2].map((n) => nb.count(n, { one: '# runde', other: '# runder' }))).toEqual(['0 runder', '1 runde', '2 runder']);
  });

  it('may word a count without its number, or the one case apart', () => {
    const en = wordsIn('en');
    expect(en.count(1, { one: 'setting is', other: 'settings are' })).toBe('setting is');
    expect(en.count(3, { one: 'one player', other: '# players' })).toBe('3 players');
    expect(en.count(1, { one: 'one player', other: '# players' })).toBe('one player');
  });
});

describe('numbers', () => {
  it('use the language’s decimal sign', () => {
    expect(wordsIn('en').number(12.5)).toBe('12.5');
    expect(wordsIn('de').number(12.5)).toBe('12,5');
    expect(wordsIn('fr').number(-3.25)).toBe('-3,25');
  });

  it('group only from five digits on, the language’s way', () => {
    expect(['en', 'de', 'fr', 'nb'].map((l) => wordsIn(l).number(1234))).toEqual(['1234', '1234', '1234', '1234']);
    expect(wordsIn('en').number(12345)).toBe('12,345');
    expect(wordsIn('de').number(12345)).toBe('12.345');
    expect(wordsIn('fr').number(12345)).toBe('12\u202f345');
  });

  it('carry their sign when asked, and a word of choice for zero', () => {
    expect(wordsIn('en').signed(5)).toBe('+5');
    expect(wordsIn('en').signed(0, '+0')).toBe('+0');
  });

  it('on screens, negative ones take U+2212 in every language, or - with --ascii', () => {
    expect(num(-4, false, 'en')).toBe('−4');
    expect(num(-4, false, 'nb')).toBe('−4');
    expect(num(-4.5, false, 'de')).toBe('−4,5');
    expect(signed(-2, '0', true, 'nb')).toBe('-2');
    expect(signed(3, '0', false, 'de')).toBe('+3');
  });
});

describe('small whole numbers without a formatter', () => {
  it('are written as Intl writes them, from -20,000 to 20,000, in every language of the game', () => {
    for (const lang of ['en', 'de', 'fr', 'nb']) {
      const words = wordsIn(lang);
      const plain = new Intl.NumberFormat(lang, { useGrouping: 'min2' });
      const withSign = new Intl.NumberFormat(lang, { useGrouping: 'min2', signDisplay: 'exceptZero' });
      for (let n = -20_000; n <= 20_000; n++) {
        if (words.number(n) !== plain.format(n)) expect(words.number(n)).toBe(plain.format(n));
        if (n !== 0 && words.signed(n) !== withSign.format(n)) expect(words.signed(n)).toBe(withSign.format(n));
      }
      expect(words.number(2.5)).toBe(plain.format(2.5));
    }
  });
});
