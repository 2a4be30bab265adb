// The columns a text takes in a terminal (string-width): a wide glyph (CJK, most emoji) takes
// two, a suit symbol one, an escape code none. Lengths in UTF-16 units or code points get wide
// glyphs wrong, so every measure of a text for the terminal goes through here.
import stringWidth from 'string-width';

export const textWidth = (text: string): number => stringWidth(text);

/** `text` with spaces before it up to `width` columns (padStart counts UTF-16 units). */
export const padStartTo = (text: string, width: number): string => ' '.repeat(Math.max(0, width - textWidth(text))) + text;

/** `text` cut to `width` columns (an ellipsis at the cut) and padded to it: a table's cell. */
export function fitColumns(text: string, width: number): string {
  let out = '';
  for (const ch of text) {
    if (textWidth(out + ch) > width - (textWidth(text) > width ? 1 : 0)) break;
    out += ch;
  }
  if (out !== text) out += '…';
  return out + ' '.repeat(Math.max(0, width - textWidth(out)));
}
