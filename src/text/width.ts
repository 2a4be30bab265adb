// The columns a text takes in a terminal (string-width): a wide glyph (CJK, most emoji) takes
// two, a suit symbol one, an escape code none. Lengths in UTF-16 units or code points get wide
// glyphs wrong, so every measure of a text for the terminal goes through here.
import stringWidth from 'string-width';

export const textWidth = (text: string): number => stringWidth(text);

/** `text` with spaces before it up to `width` columns (padStart counts UTF-16 units). */
export const padStartTo = (text: string, width: number): string => ' '.repeat(Math.max(0, width - textWidth(text))) + text;
