// How wide the text of a command may be: the terminal's width when stdout is one, else unlimited
// (a pipe or a file has no width, and cutting there would only lose words).
export function outputWidth(stream: { isTTY?: boolean; columns?: number } = process.stdout): number {
  return stream.isTTY && stream.columns ? stream.columns : Number.POSITIVE_INFINITY;
}
