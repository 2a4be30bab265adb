// Commander's usage errors in the player's language, from their codes. Commander hands over a
// code and its English line; the line's parts (the option as declared, the value as typed, the
// parser's reason) are read back from it, and the sentence around them is the language's. The
// reason a parser of this program gives is already in the run's language (see ../program/option-parsers.ts).
import type { Lang } from '../../text/lang.js';
import { typeset } from '../../text/typography.js';
import { runWords } from './run-words.js';
import type { CommanderTexts } from './types.js';

type Errors = CommanderTexts['errors'];

/** What each code's English line holds, and how `errors` words it again. */
const BY_CODE: Readonly<Record<string, readonly [RegExp, (m: RegExpExecArray, errors: Errors, lang: Lang) => string][]>> = {
  'commander.unknownOption': [[/^unknown option '(.*)'$/s, (m, e) => e.unknownOption(m[1])]],
  'commander.unknownCommand': [[/^unknown command '(.*)'$/s, (m, e) => e.unknownCommand(m[1])]],
  'commander.missingArgument': [[/^missing required argument '(.*)'$/s, (m, e, lang) => e.missingArgument(placeholder(m[1], lang))]],
  'commander.optionMissingArgument': [[/^option '(.*)' argument missing$/s, (m, e) => e.optionMissingArgument(m[1])]],
  'commander.missingMandatoryOptionValue': [[/^required option '(.*)' not specified$/s, (m, e) => e.missingMandatoryOptionValue(m[1])]],
  'commander.invalidArgument': [
    [/^option '(.*?)' argument '(.*)' is invalid\. (.*)$/s, (m, e, lang) => e.invalidOptionArgument(m[1], m[2], reason(m[3], e, lang))],
    [/^command-argument value '(.*)' is invalid for argument '(.*?)'\. (.*)$/s, (m, e, lang) => e.invalidArgument(placeholder(m[2], lang), m[1], reason(m[3], e, lang))],
  ],
  'commander.excessArguments': [[/^too many arguments.*Expected (\d+) arguments? but got (\d+)\.$/s, (m, e) => e.excessArguments(Number(m[1]), Number(m[2]))]],
};

const placeholder = (name: string, lang: Lang): string => runWords(lang).commander.placeholders[name] ?? name;

/** Commander's own reason for a value outside an option's choices, in `lang`; a parser's reason as it is. */
function reason(why: string, errors: Errors, lang: Lang): string {
  const choices = /^Allowed choices are (.*)\.$/s.exec(why);
  return choices && lang !== 'en' ? errors.allowedChoices(choices[1]) : why;
}

/**
 * Commander's error line `message` ("error: unknown option '--x'") of `code` in `lang`, without
 * its "error: ". A line this does not know (a newer commander's) stays in English rather than lost.
 */
export function usageErrorLine(code: string, message: string, lang: Lang): string {
  const line = message.replace(/^error: /, '').trimEnd();
  if (lang === 'en') return line;
  const errors = runWords(lang).commander.errors;
  for (const [pattern, say] of BY_CODE[code] ?? []) {
    const m = pattern.exec(line);
    if (m) return typeset(say(m, errors, lang), lang);
  }
  return line;
}
