// Word wrap done before drawing, so a screen knows how many rows a text takes and continuation
// rows start flush (Ink's own wrap keeps the space it broke at, at the start of the next row).
// A continuation row keeps the indentation of the line it continues.
export function wrapText(text: string, width: number): string[] {
  const indent = /^ */.exec(text)![0];
  const words = text.slice(indent.length).split(/ +/).filter(Boolean);
  if (width <= indent.length + 1 || words.length === 0) return [text];
  const rows: string[] = [];
  let row = indent;
  for (const word of words) {
    const chars = [...word];
    if (row.trim() && [...row].length + 1 + chars.length <= width) {
      row += ` ${word}`;
      continue;
    }
    if (row.trim()) {
      rows.push(row);
      row = indent;
    }
    // A word longer than a row is cut into pieces.
    let rest = chars;
    while (indent.length + rest.length > width) {
      rows.push(indent + rest.slice(0, width - indent.length).join(''));
      rest = rest.slice(width - indent.length);
    }
    row = indent + rest.join('');
  }
  rows.push(row);
  return rows;
}

/** Rows of several lines, each wrapped on its own. */
export const linesRows = (lines: readonly string[], width: number): number => lines.reduce((n, l) => n + wrapText(l, width).length, 0);
