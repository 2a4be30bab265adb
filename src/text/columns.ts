// A report's table in a terminal's columns (the CLI's ladder and team event listings): a cell cut
// and padded to its column, and lines kept within the terminal's width.
import { textWidth } from './width.js';
import { wrapLine } from './wrap.js';

/** Lines wider than `width` broken at spaces (a table's rows are narrower than any terminal this runs on). */
export const linesWithin = (lines: readonly string[], width: number): string[] => lines.flatMap((l) => (textWidth(l) <= width ? [l] : wrapLine(l, width)));

/** `text` cut to `width` columns (an ellipsis at the cut) and padded to it. */
export function fitColumn(text: string, width: number): string {
  let out = '';
  for (const ch of text) {
    if (textWidth(out + ch) > width - (textWidth(text) > width ? 1 : 0)) break;
    out += ch;
  }
  if (out !== text) out += '…';
  return out + ' '.repeat(Math.max(0, width - textWidth(out)));
}
