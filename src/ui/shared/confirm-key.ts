// How a yes/no question is answered everywhere: y (j in German) or Enter says yes, n or Esc no.
import type { Key } from 'ink';
import type { Lang } from './i18n.js';

export function confirmAnswer(input: string, key: Key, lang: Lang): 'yes' | 'no' | null {
  const ch = input.toLowerCase();
  if (ch === 'y' || (lang === 'de' && ch === 'j') || key.return) return 'yes';
  if (ch === 'n' || key.escape) return 'no';
  return null;
}
