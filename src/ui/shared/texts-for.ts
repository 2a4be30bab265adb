// Texts outside React: the dictionary type, joining a screen's text areas, and one language's
// texts as printed (typography, card letters, --ascii). Kept apart from i18n.tsx so that a
// command that only prints (help, stats, the turn offer) does not load React to do it.
import { type Lang, LANGS } from '../../text/lang.js';
import { asciiDictionary } from './ascii-text.js';
import { readableTexts } from '../../text/typography.js';

/** The same shape of texts in every language (functions for texts with numbers or names). */
export type Dictionary<T> = Record<Lang, T>;

type TextsOf<D> = D extends Dictionary<infer T> ? T : never;
type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/**
 * The areas of one screen's texts as one dictionary. An area may not repeat another's key: the
 * later one would silently win, so that fails at once.
 */
export function joinTexts<P extends Dictionary<object>[]>(...areas: P): Dictionary<Intersection<TextsOf<P[number]>>> {
  const joined = {} as Record<Lang, Record<string, unknown>>;
  for (const lang of LANGS) {
    joined[lang] = {};
    for (const area of areas) {
      for (const [key, text] of Object.entries(area[lang])) {
        if (key in joined[lang]) throw new Error(`two text areas define "${key}"`);
        joined[lang][key] = text;
      }
    }
  }
  return joined as Dictionary<Intersection<TextsOf<P[number]>>>;
}

/** The same outside React (texts printed after the screen is gone, the rules text). */
export function textsFor<T>(dictionary: Dictionary<T>, lang: Lang, ascii: boolean): T {
  // The language's typography (French spacing) and card letters first, then --ascii over the result.
  const texts = readableTexts(dictionary[lang], lang, ascii);
  return ascii ? asciiDictionary(texts) : texts;
}
