// Numbers as every screen writes them: in the language's digits (src/text/words.ts), and a
// negative one with a real minus sign (U+2212), the same sign in a total, a change or a category,
// whichever minus the language's own rules use. Texts go through the dictionaries, so --ascii
// turns the sign into '-' (see ascii-text.ts); code outside a dictionary passes `ascii` itself.
import { wordsIn } from '../../text/words.js';

const MINUS = '−';

const onScreen = (text: string, ascii: boolean): string => text.replace(/[-−]/, ascii ? '-' : MINUS);

export function num(n: number, ascii = false, locale = 'en'): string {
  return onScreen(wordsIn(locale).number(n), ascii);
}

/** With its sign always: +5, −3, and `zero` for 0. */
export function signed(n: number, zero = '0', ascii = false, locale = 'en'): string {
  return n === 0 ? zero : onScreen(wordsIn(locale).signed(n), ascii);
}
