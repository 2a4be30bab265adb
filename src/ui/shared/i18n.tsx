// Languages: every text of the UI comes from a dictionary with one entry per language. The
// dictionaries are split by screen area (each game's texts/, shared/texts/, net/texts/); a game's
// areas are joined into the one set of texts its components read (see src/ui/dictionaries.ts for
// the list a translator works through). The languages themselves are src/text/lang.ts.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { type Lang, LANGS } from '../../text/lang.js';
import { asciiDictionary } from './ascii-text.js';
import { readableTexts } from '../../text/typography.js';
import { useSeatNames, withSeatNames } from './seat-names.js';
import { useTheme } from './theme.js';

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

const LangContext = createContext<Lang>('en');

export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

export const useLang = (): Lang => useContext(LangContext);

/**
 * The texts of `dictionary` in the language of the surrounding LangProvider (ASCII with --ascii);
 * at a networked table `player(seat)` names the seat's player.
 */
export function useTexts<T>(dictionary: Dictionary<T>): T {
  const lang = useLang();
  const { ascii } = useTheme();
  const names = useSeatNames();
  return useMemo(() => withSeatNames(textsFor(dictionary, lang, ascii), names), [dictionary, lang, ascii, names]);
}

/** The same outside React (texts printed after the screen is gone, the rules text). */
export function textsFor<T>(dictionary: Dictionary<T>, lang: Lang, ascii: boolean): T {
  // The language's typography (French spacing) and card letters first, then --ascii over the result.
  const texts = readableTexts(dictionary[lang], lang, ascii);
  return ascii ? asciiDictionary(texts) : texts;
}
