// Why a value given to an option is refused, in the run's language: the reason commander puts after
// "invalid value 'x' for option '--players <n>'". Option names, and values one types (levels,
// variants, HOST:PORT), stay as typed; numbers are written the language's way. The words are in lang/.
import { typeset } from '../../text/typography.js';
import { runLang } from './run-lang.js';
import { runWords } from './run-words.js';
import type { ArgumentTexts } from './types.js';

export type { ArgumentTexts } from './types.js';

/** The reason a parser gives, in the run's language (see run-lang.ts), with its typography. */
export function argumentReason(say: (texts: ArgumentTexts) => string): string {
  const lang = runLang();
  return typeset(say(runWords(lang).argument), lang);
}
