// The command line's own words in the run's language. English is always there; another language is
// loaded once, before the program parses (runProgram), so an English run reads no other language.
// Words asked for in a language not loaded (a test calling a parser alone) are English.
import type { Lang } from '../../text/lang.js';
import { WORDS as EN } from './lang/en.js';
import type { RunWords } from './types.js';

const loaded = new Map<Lang, RunWords>([['en', EN]]);

/** Loads the words of `lang` (once). */
export async function loadRunWords(lang: Lang): Promise<void> {
  if (loaded.has(lang)) return;
  if (lang === 'de') loaded.set(lang, (await import('./lang/de.js')).WORDS);
  else if (lang === 'fr') loaded.set(lang, (await import('./lang/fr.js')).WORDS);
  else if (lang === 'nb') loaded.set(lang, (await import('./lang/nb.js')).WORDS);
}

/** The words of `lang`, or the English ones while `lang`'s are not loaded. */
export const runWords = (lang: Lang): RunWords => loaded.get(lang) ?? EN;

/** The English words (what commander's own lines are read back from). */
export const ENGLISH_WORDS: RunWords = EN;
