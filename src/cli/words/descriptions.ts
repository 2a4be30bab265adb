// The dictionaries of --help: the English description a command declares → its translation, one
// per language. Those every game's program shows are in descriptions/; each game's own (its
// commands, and the shared ones that name it) in its folder, src/cli/<game>/help-words/. Both
// are loaded only for a run in that language: an English --help reads neither.
import type { Lang } from '../../text/lang.js';

export type OtherLang = Exclude<Lang, 'en'>;

/** English description → its translation, in one language. */
export type Descriptions = Readonly<Record<string, string>>;

/** A game's own descriptions in a language but English, loaded when asked for. */
export type GameDescriptions = (lang: OtherLang) => Promise<Descriptions>;

/** The shared descriptions of `lang`, with the game's own (`game`, when given) over them. */
export async function descriptionsOf(lang: OtherLang, game?: GameDescriptions): Promise<Descriptions> {
  const [shared, own] = await Promise.all([sharedOf(lang), game?.(lang)]);
  return { ...shared, ...own };
}

async function sharedOf(lang: OtherLang): Promise<Descriptions> {
  if (lang === 'de') return (await import('./descriptions/de.js')).DESCRIPTIONS;
  if (lang === 'fr') return (await import('./descriptions/fr.js')).DESCRIPTIONS;
  return (await import('./descriptions/nb.js')).DESCRIPTIONS;
}
