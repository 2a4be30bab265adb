// How a yes/no question is answered everywhere: a yes letter of the language (y, j in German) or
// Enter says yes, n or Esc no.
import type { Key } from 'ink';
import type { Lang } from '../../text/lang.js';
import { actionOf, type Binding } from './keymap.js';
import { SHARED_ANSWERS } from './texts/answers.js';

export type ConfirmKeyId = 'yes' | 'no';

export const CONFIRM_KEYMAP: readonly Binding<ConfirmKeyId, { lang: Lang }, 'yes' | 'no'>[] = [
  { id: 'yes', matches: ({ input, key }, c) => SHARED_ANSWERS[c.lang].yes.includes(input.toLowerCase()) || key.return, when: () => true, action: () => 'yes' },
  { id: 'no', matches: ({ input, key }) => input.toLowerCase() === 'n' || key.escape, when: () => true, action: () => 'no' },
];

export const confirmAnswer = (input: string, key: Key, lang: Lang): 'yes' | 'no' | null => actionOf(CONFIRM_KEYMAP, { input, key }, { lang });
