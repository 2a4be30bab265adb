// Numbers and counted words the way a language writes them, from Intl (CLDR data): which plural
// form a count takes (French says "0 carte" and "1,5 point", English "0 cards"), the decimal
// sign, the grouping of large numbers. Every dictionary words its counts and numbers through
// this, for any language tag, so a new language brings its words and nothing else.

/** A word's forms by plural category; `other` is required, the rest as the language has them. */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

export interface Words {
  readonly locale: string;
  /**
   * `n` in the language's digits: "12.5" (en), "12,5" (de). Numbers below 10 000 are never
   * grouped ("1234"); larger ones are, the language's way ("12,345", "12.345", "12 345").
   */
  number(n: number): string;
  /** `n` with its sign always: "+5", "-3" (the language's minus), and `zero` for 0. */
  signed(n: number, zero?: string): string;
  /** The form of `forms` that `n` takes in this language, with `#` standing for `n` written as above. */
  count(n: number, forms: PluralForms): string;
}

// Grouping from the fifth digit on ('min2', ECMA-402 2023): Node 20 has it; TypeScript's lib
// names it from ES2023 on, one step past this project's target.
declare global {
  namespace Intl {
    interface NumberFormatOptionsUseGroupingRegistry {
      min2: never;
    }
  }
}

const cache = new Map<string, Words>();

/**
 * Languages that write a whole number from 0 to 9,999 in ASCII digits and a positive sign as "+",
 * the way Intl does (test/text/words.test.ts checks them against Intl): their
 * small numbers need no formatter, so a screen that shows only those (a duel's scores) makes no
 * Intl object before its first frame (the first loads ICU's locale data: 10–20 ms).
 */
const ASCII_DIGITS = new Set(['en', 'de', 'fr', 'nb']);
const small = (n: number): boolean => Number.isInteger(n) && n >= 0 && n < 10_000;

/**
 * The numbers and counts of the language `locale` (a BCP 47 tag: "en", "de", "fr", "nb" …). The
 * Intl objects are made on first use: the dictionaries ask for every language when they load,
 * and making a formatter loads that language's locale data (some 20–30 ms each on a busy
 * machine, before the first frame), which only the language on the screen needs.
 */
export function wordsIn(locale: string): Words {
  const known = cache.get(locale);
  if (known) return known;
  let formats: { plain: Intl.NumberFormat; withSign: Intl.NumberFormat; rules: Intl.PluralRules } | undefined;
  const made = (): NonNullable<typeof formats> =>
    (formats ??= {
      plain: new Intl.NumberFormat(locale, { useGrouping: 'min2' }),
      withSign: new Intl.NumberFormat(locale, { useGrouping: 'min2', signDisplay: 'exceptZero' }),
      rules: new Intl.PluralRules(locale),
    });
  const ascii = ASCII_DIGITS.has(locale);
  const words: Words = {
    locale,
    number: (n) => (ascii && small(n) ? String(n) : made().plain.format(n)),
    signed: (n, zero = '0') => (n === 0 ? zero : ascii && small(n) ? `+${n}` : made().withSign.format(n)),
    count: (n, forms) => (forms[made().rules.select(n)] ?? forms.other).replaceAll('#', made().plain.format(n)),
  };
  cache.set(locale, words);
  return words;
}
