// `thronfolge rules`: the rules as this program plays them, written for this project in
// every language of the screens (texts/rules.ts). Suit symbols become letters with --ascii.
import { asciiText } from '../shared/ascii-text.js';
import type { Lang } from '../../text/lang.js';
import { THRONFOLGE_RULES } from './texts/rules.js';
import { typesetTexts } from '../../text/typography.js';

export function rulesText(lang: Lang, ascii: boolean): string {
  const text = typesetTexts(THRONFOLGE_RULES[lang], lang);
  return ascii ? asciiText(text) : text;
}
