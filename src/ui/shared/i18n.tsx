// Languages: every text of the UI comes from a dictionary with one entry per language. The
// dictionaries are split by screen area (each game's texts/, shared/texts/, net/texts/); a game's
// areas are joined into the one set of texts its components read (see src/ui/dictionaries.ts for
// the list a translator works through). The languages themselves are src/text/lang.ts.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Lang } from '../../text/lang.js';
import { type Dictionary, textsFor } from './texts-for.js';
import { useSeatNames, withSeatNames } from './seat-names.js';
import { useTheme } from './theme.js';

export { type Dictionary, joinTexts, textsFor } from './texts-for.js';

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
