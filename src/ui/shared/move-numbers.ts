// The event log numbers its moves as the replay stepper ("Move 12 of 40") and `regicide analyze`
// ("From move 12 on …") do: the number before the first line of each move, its other lines
// indented under it, so a move named elsewhere can be found in the log.

/** The log lines of moves `first`, `first + 1`, … (one list of lines per move). */
export function numberedMoves(moves: readonly (readonly string[])[], first = 1): string[] {
  const out: string[] = [];
  moves.forEach((lines, i) => {
    const mark = `${first + i}. `;
    lines.forEach((line, k) => out.push(k === 0 ? mark + line : ' '.repeat(mark.length) + line));
  });
  return out;
}
