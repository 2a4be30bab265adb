// The settings' problems in the run's language: the file is read before the language is known
// (the file may choose it), so its problems travel as codes and are worded here, once the run's
// words are loaded. Keys, values, paths and the values one may type stay as they are.
import { printable } from '../../core/printable.js';
import type { Lang } from '../../text/lang.js';
import { lineTexts } from '../words/line-texts.js';
import type { SettingsProblem } from './file.js';
import { type KeyProblem, settingNames } from './keys.js';

/** What is wrong with a key or its value, one line in `lang`. */
export function keyProblemLine(problem: KeyProblem, lang?: Lang): string {
  const t = lineTexts(lang);
  switch (problem.code) {
    case 'unknownKey':
      return t.settings.unknownKey(printable(problem.key), settingNames().join(', '));
    case 'notBoolean':
      return t.settings.notBoolean(problem.key);
    case 'notString':
      return t.settings.notString(problem.key);
    case 'oneOf':
      return t.settings.oneOf(problem.key, problem.allowed);
    case 'badServer':
      return t.address.server(printable(problem.text));
  }
}

/** A problem of the settings file, one printable line in `lang`. */
export function settingsProblemLine(problem: SettingsProblem, lang?: Lang): string {
  const t = lineTexts(lang).settings;
  const path = printable(problem.path);
  switch (problem.code) {
    case 'unreadable':
      return t.unreadable(path, lineTexts(lang).systemWhy(problem.why));
    case 'notToml':
      return t.notToml(path, problem.line, problem.column);
    case 'key':
      return t.keyIgnored(path, keyProblemLine(problem.problem, lang));
    case 'option': {
      const reason = problem.problem.code === 'refused' ? printable(problem.problem.reason) : keyProblemLine(problem.problem, lang);
      return t.optionIgnored(path, reason, problem.key);
    }
  }
}
