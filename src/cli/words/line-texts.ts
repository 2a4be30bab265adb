// The command line's other lines in the run's language (see run-lang.ts): the settings file's
// problems, `config`'s refusals, the operator's acts, the server's start-up refusals and the
// refusals of the account, notify, lobby, resume, log and replay commands. The words are in lines/.
import type { Lang } from '../../text/lang.js';
import { typesetTexts } from '../../text/typography.js';
import { runLang } from './run-lang.js';
import { runWords } from './run-words.js';
import type { LineTexts } from './line-types.js';

export type { LineTexts } from './line-types.js';

/** The lines in `lang` (by default the run's), with its typography. */
export const lineTexts = (lang: Lang = runLang()): LineTexts => typesetTexts(runWords(lang).lines, lang);

/**
 * Why `text` is not a server's (or a table's) address, in `lang`: English keeps the address
 * parser's own finer line (`error`), the other languages say what an address looks like.
 */
export function addressLine(kind: 'server' | 'room', text: string, error: unknown, lang: Lang = runLang()): string {
  return lang === 'en' && error instanceof Error ? error.message : lineTexts(lang).address[kind](text);
}
