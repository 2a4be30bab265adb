// The languages a player reads: every screen, rules text and printed report is written in each
// of them. Below the front ends, so the screens and the CLI name one `Lang`, and the locale is
// read the same way wherever a language is chosen without --lang.

export const LANGS = ['en', 'de', 'fr', 'nb'] as const;
export type Lang = (typeof LANGS)[number];

/**
 * A locale's language as one of ours: `fr_FR.UTF-8` → fr, `de_AT` → de. Norwegian is written in
 * Bokmål here, so `nb_NO`, plain `no` and Nynorsk's `nn` all read Bokmål; anything else, English.
 */
export function langOfLocale(locale: string): Lang {
  const language = locale.toLowerCase().split(/[_.@-]/)[0];
  if (language === 'de' || language === 'fr') return language;
  if (language === 'nb' || language === 'no' || language === 'nn') return 'nb';
  return 'en';
}

/** The variables a language may come from, as the C library reads them (LC_ALL wins, LANG last). */
export type LocaleEnvironment = Readonly<Partial<Record<'LC_ALL' | 'LC_MESSAGES' | 'LANG', string>>>;

/** --lang wins; otherwise the first of LC_ALL, LC_MESSAGES and LANG that is set names the language. */
export function resolveLang(explicit: Lang | undefined, env: LocaleEnvironment): Lang {
  if (explicit) return explicit;
  return langOfLocale(env.LC_ALL || env.LC_MESSAGES || env.LANG || '');
}
