// `regicide rules`: the rules as this program plays them, written for this project in
// every language of the screens (texts/rules.ts). Suit symbols are turned into letters with --ascii.
import { asciiText } from '../shared/ascii-text.js';
import type { Lang } from '../../text/lang.js';
import { REGICIDE_RULES } from './texts/rules.js';
import { readableTexts } from '../../text/typography.js';

export function rulesText(lang: Lang, ascii: boolean): string {
  const text = readableTexts(REGICIDE_RULES[lang], lang, ascii).trimEnd();
  return ascii ? asciiText(text) : text;
}
