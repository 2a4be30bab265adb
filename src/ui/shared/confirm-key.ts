// How a yes/no question is answered everywhere: a yes letter of the language (y, j in German) or
// Enter says yes, n or Esc no.
import type { Key } from 'ink';
import type { Lang } from '../../text/lang.js';
import { SHARED_ANSWERS } from './texts/answers.js';

export function confirmAnswer(input: string, key: Key, lang: Lang): 'yes' | 'no' | null {
  const ch = input.toLowerCase();
  if (SHARED_ANSWERS[lang].yes.includes(ch) || key.return) return 'yes';
  if (ch === 'n' || key.escape) return 'no';
  return null;
}
