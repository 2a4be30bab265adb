// The language a player reads, chosen by --lang or by the locale: French locales read French,
// every Norwegian one (Bokmål nb, plain no, Nynorsk nn) reads Bokmål, unknown ones English.
import { describe, expect, it } from 'vitest';
import { langOfLocale, LANGS, resolveLang } from '../../src/text/lang.js';

describe('the languages', () => {
  it('are English, German, French and Norwegian (Bokmål)', () => {
    expect([...LANGS]).toEqual(['en', 'de', 'fr', 'nb']);
  });

  it.each([
    ['fr_FR.UTF-8', 'fr'],
    ['fr_CA', 'fr'],
    ['fr', 'fr'],
    ['nb_NO.UTF-8', 'nb'],
    ['nb_NO', 'nb'],
    ['no', 'nb'],
    ['no_NO', 'nb'],
    ['nn', 'nb'],
    ['nn_NO.UTF-8', 'nb'],
    ['de_AT.UTF-8', 'de'],
    ['en_GB.UTF-8', 'en'],
    ['C.UTF-8', 'en'],
    ['POSIX', 'en'],
    ['sv_SE.UTF-8', 'en'],
    ['', 'en'],
  ])('the locale %j reads %s', (locale, lang) => {
    expect(langOfLocale(locale)).toBe(lang);
  });

  it('--lang wins over the locale; LC_ALL over LC_MESSAGES over LANG', () => {
    expect(resolveLang('de', { LANG: 'fr_FR.UTF-8' })).toBe('de');
    expect(resolveLang(undefined, { LC_ALL: 'nb_NO.UTF-8', LC_MESSAGES: 'de_DE.UTF-8', LANG: 'fr_FR.UTF-8' })).toBe('nb');
    expect(resolveLang(undefined, { LC_MESSAGES: 'de_DE.UTF-8', LANG: 'fr_FR.UTF-8' })).toBe('de');
    expect(resolveLang(undefined, { LANG: 'fr_FR.UTF-8' })).toBe('fr');
    expect(resolveLang(undefined, { LC_ALL: '', LANG: 'nn' })).toBe('nb');
    expect(resolveLang(undefined, {})).toBe('en');
  });
});
