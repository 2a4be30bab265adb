// The --help descriptions of the thronfolge program's own commands, one file per language, loaded
// only for a run in that language (src/cli/words/descriptions.ts has the ones every game shows).
import type { Descriptions, OtherLang } from '../words/descriptions.js';

export async function helpWords(lang: OtherLang): Promise<Descriptions> {
  if (lang === 'de') return (await import('./help-words/de.js')).HELP_WORDS;
  if (lang === 'fr') return (await import('./help-words/fr.js')).HELP_WORDS;
  return (await import('./help-words/nb.js')).HELP_WORDS;
}
