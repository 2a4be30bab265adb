// The everyday lines of the command line in the run's language: what a command says when it cannot
// do what was asked (`share` with no daily game, `saves --delete` out of range, options that do not
// go together). Option names, commands to type and paths stay as they are; each line is one
// sentence without the program's name (errors.ts puts it in front). The words are in lang/.
import type { Lang } from '../../text/lang.js';
import { typesetTexts } from '../../text/typography.js';
import { runLang } from './run-lang.js';
import { runWords } from './run-words.js';
import type { UsageTexts } from './types.js';

export type { UsageTexts } from './types.js';

/** The everyday lines in `lang` (by default the run's, see run-lang.ts), with its typography. */
export const usageTexts = (lang: Lang = runLang()): UsageTexts => typesetTexts(runWords(lang).usage, lang);
