// Text cut into terminal rows, measured in columns as a terminal shows them (width.ts), broken
// at spaces (wrap-ansi, what Ink itself wraps with). Done before drawing, so a screen knows how
// many rows a text takes, and for the plain reports of the CLI and the simulator.
import wrapAnsi from 'wrap-ansi';
import { WIDTH } from './layout.js';
import { textWidth } from './width.js';

/** Rows of at most `width` columns, broken at spaces; a word wider than a row is cut. */
const rowsOf = (text: string, width: number): string[] => wrapAnsi(text, width, { hard: true, trim: true }).split('\n');

/**
 * A screen's line in rows of `width` columns. Continuation rows start flush (Ink's own wrap
 * keeps the space it broke at) and keep the indentation of the line they continue; the words
 * are set one space apart.
 */
export function wrapText(text: string, width: number): string[] {
  const indent = /^ */.exec(text)![0];
  const words = text.slice(indent.length).split(/ +/).filter(Boolean);
  if (width <= indent.length + 1 || words.length === 0) return [text];
  return rowsOf(words.join(' ').normalize(), width - indent.length).map((row) => indent + row);
}

/** Rows of several lines, each wrapped on its own. */
export const linesRows = (lines: readonly string[], width: number): number => lines.reduce((n, l) => n + wrapText(l, width).length, 0);

/** A report's line (it starts with a word) in rows of `width` columns; continuation rows are indented by `indent`. */
export function wrapLine(text: string, width = WIDTH, indent = '  '): string[] {
  const line = text.normalize();
  if (textWidth(line) <= width) return [line];
  // The first row takes the whole width; the rest of the line (the first row is a prefix of it)
  // is wrapped in what the indent leaves.
  const [first] = rowsOf(line, width);
  const rest = line.slice(first.length).trimStart();
  if (!rest) return [first];
  return [first, ...rowsOf(rest, width - textWidth(indent)).map((row) => indent + row)];
}

/** Lines wider than `width` broken at spaces (wrapLine); the others as they are. */
export const wrapWideLines = (lines: readonly string[], width: number): string[] => lines.flatMap((l) => (textWidth(l) <= width ? [l] : wrapLine(l, width)));
