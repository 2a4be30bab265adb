// Languages: every text of the UI comes from a dictionary with one entry per language. A game's
// UI keeps its own dictionary; the shared components keep theirs (shared-strings.ts).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { asciiDictionary } from './ascii-text.js';
import { useSeatNames, withSeatNames } from './seat-names.js';
import { useTheme } from './theme.js';

export const LANGS = ['en', 'de'] as const;
export type Lang = (typeof LANGS)[number];

/** The same shape of texts in every language (functions for texts with numbers or names). */
export type Dictionary<T> = Record<Lang, T>;

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
  return ascii ? asciiDictionary(dictionary[lang]) : dictionary[lang];
}
