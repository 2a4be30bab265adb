// Counted words (Intl plural rules) and screen numbers in each dictionary's own language, for the
// Thronfolge texts.
import { wordsIn } from '../../../text/words.js';
import { num, signed } from '../../shared/numbers.js';

/** Screen numbers in a dictionary's language; a change shows +0 when nothing changes. */
const numbersIn = (locale: string) => ({
  num: (n: number): string => num(n, false, locale),
  signed: (n: number): string => signed(n, '0', false, locale),
  change: (n: number): string => signed(n, '+0', false, locale),
});

export const EN = wordsIn('en');
export const DE = wordsIn('de');
export const FR = wordsIn('fr');
export const NB = wordsIn('nb');
export const enNum = numbersIn('en');
export const deNum = numbersIn('de');
export const frNum = numbersIn('fr');
export const nbNum = numbersIn('nb');
export const moves = { one: '# move', other: '# moves' };
export const coups = { one: '# coup', other: '# coups' };
export const trekk = { one: '# trekk', other: '# trekk' };
/** A score the language's way: "19:15" (de), "19 à 15" (fr), "19–15" (nb; a negative second score in brackets). */
export const scoreDe = (a: string, b: string): string => `${a}:${b}`;
export const scoreFr = (a: string, b: string): string => `${a} à ${b}`;
export const scoreNb = (a: string, b: string): string => `${a}–${/^[-−]/.test(b) ? `(${b})` : b}`;
