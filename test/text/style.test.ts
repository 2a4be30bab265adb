// The slips of the languages review that a machine can see, over every dictionary of the screens
// (and the words of `analyze`), each text taken as a player reads it (through textsFor, so French
// has had its typography set): French punctuation without its narrow no-break space, an English
// word left in another language, and a count of 1 (or French 0) followed by a plural noun.
import { describe, expect, it } from 'vitest';
import { analyzeTexts } from '../../src/cli/regicide/analyze-texts.js';
import { allDictionaries } from '../../src/ui/dictionaries.js';
import { textsFor } from '../../src/ui/shared/i18n.js';
import type { Lang } from '../../src/text/lang.js';
import { frenchSpacing, typesetTexts } from '../../src/text/typography.js';

const DICTIONARIES = await allDictionaries();

/** Arguments to call a text function with: counts of 0, 1 and 2, and words where it wants words. */
const SAMPLES: readonly unknown[][] = [0, 1, 2].flatMap((n) => [Array<unknown>(6).fill(n), Array<unknown>(6).fill(`Name${n}`), [`Name${n}`, n, n, n, n, n]]);

/** Every text of `value` (functions called with the samples; one that throws on a sample is skipped for it). */
function textsOf(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (typeof value === 'function') {
    for (const args of SAMPLES) {
      try {
        textsOf((value as (...a: unknown[]) => unknown)(...args), `${path}(${String(args[0])})`, out);
      } catch {
        // A text that needs richer arguments (a view, a list of seats) is read through its other samples.
      }
    }
  } else if (Array.isArray(value)) value.forEach((v, i) => textsOf(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) textsOf(v, `${path}.${k}`, out);
  return out;
}

const textsIn = (lang: Lang): [string, string][] => [
  ...[...DICTIONARIES].flatMap(([area, dictionary]) => textsOf(textsFor(dictionary, lang, false), `${area} ${lang}`)),
  ...textsOf(typesetTexts(analyzeTexts(lang), lang), `analyze ${lang}`),
];

/** Where a : ; ? ! ends a word (as frenchSpacing sees it) without a narrow no-break space before it. */
const FRENCH_BARE = /[\p{L}\p{N})\]»”’…%♠♥♦♣★][ \u00a0]?[:;?!](?=\s|$)|[\p{L}\p{N})\]»”’…%♠♥♦♣★][ \u00a0]?[?!](?=[)\]»”’])|«(?!\u202f)|(?<!\u202f)»/u;

/** English words that are no word of German, French or Norwegian (command and option names are not on it). */
const ENGLISH = ['the', 'and', 'with', 'your', 'you', 'player', 'players', 'enemies', 'damage', 'yields', 'discards', 'FILE'];
/** "hard" is Norwegian too ("hard"), so only German and French are held to it. */
const ENGLISH_IN: Record<Exclude<Lang, 'en'>, readonly string[]> = { de: [...ENGLISH, 'hard', 'easy'], fr: [...ENGLISH, 'hard', 'easy'], nb: ENGLISH };
const englishWord = (words: readonly string[]): RegExp => new RegExp(`(?<![-\\w/.])(${words.join('|')})(?![-\\w])`);

/** A plural noun after a count that the plural rules give the singular (1; French 0 and 1); "von 1" is a sample's artefact (of 12). */
const PLURAL_AFTER_ONE: Record<Exclude<Lang, 'en'>, RegExp> = {
  de: /(?<![\w,.]|von )1 (Karten|Gegnern|Züge|Zügen|Spiele|Spielen|Punkte|Schäden|Duelle|Versuche|Tage)\b/,
  fr: /(?<![\w,.]|sur )[01] (cartes|dégâts|ennemis|joueurs|coups|parties|points|duels|essais|jours|gagnés|perdus|partagés)\b/,
  nb: /(?<![\w,.]|av )1 (fiender|spillere|dueller|dager)\b/,
};

describe('the style of the dictionaries', () => {
  it('French: every : ; ? ! after a word, and every « », has its narrow no-break space', () => {
    const bare = textsIn('fr').filter(([, text]) => FRENCH_BARE.test(text));
    expect(bare.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
  });

  it('the check itself sees a French text without its space, and frenchSpacing mends it', () => {
    for (const text of ['Quitter ?', 'Quitter?', 'Variantes: a', 'Variantes\u00a0: a', 'voir «x»']) {
      expect(FRENCH_BARE.test(text), text).toBe(true);
      expect(FRENCH_BARE.test(frenchSpacing(text)), text).toBe(false);
    }
    // Keys shown as signs, times and addresses are not punctuation.
    for (const text of ['espace lire/pause  ? aide', 'v journal · ? aide', 'à 12:30', 'ssh://hôte']) expect(frenchSpacing(text)).toBe(text);
  });

  for (const lang of ['de', 'fr', 'nb'] as const) {
    it(`${lang}: no English word from the stop list`, () => {
      const stop = englishWord(ENGLISH_IN[lang]);
      const found = textsIn(lang).filter(([, text]) => stop.test(text.replace(/--[\w-]+/g, '')));
      expect(found.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
    });

    it(`${lang}: a count the plural rules make singular is never followed by a plural noun`, () => {
      const found = textsIn(lang).filter(([, text]) => PLURAL_AFTER_ONE[lang].test(text));
      expect(found.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
    });
  }

  it('the stop list and the plural check find what they are for', () => {
    expect(englishWord(ENGLISH_IN.de).test('gegen den Bot hard')).toBe(true);
    expect(englishWord(ENGLISH_IN.de).test('mit --bot-level hard'.replace(/--[\w-]+/g, ''))).toBe(true);
    expect(englishWord(ENGLISH_IN.nb).test('en hard kamp')).toBe(false);
    expect(PLURAL_AFTER_ONE.fr.test('Encaissez 1 dégâts')).toBe(true);
    expect(PLURAL_AFTER_ONE.de.test('neue Hand mit 1 Karten')).toBe(true);
    expect(PLURAL_AFTER_ONE.de.test('12 von 1 Gegnern')).toBe(false);
  });
});
