// Plain text that fits the terminal: the 80 columns reports are laid out for, and a horizontal
// bar chart (a label column, the bar, then the count, so every bar says what it counts without
// colours). Lines are wrapped by wrap.ts. Presentation shared by the front ends (the CLI's stats
// and saves, the simulator's reports), so it lives below all of them in src/text, which imports
// nothing of the games.
import { padStartTo, textWidth } from './width.js';

/** Reports are laid out for an 80-column terminal. */
export const WIDTH = 80;

export interface Bar {
  label: string;
  value: number;
}

/** One line per bar; the widest line is at most `width` columns, the longest bar at most `maxBar`. `ascii` draws with '#'. */
export function barChart(bars: readonly Bar[], width = 80, ascii = false, maxBar = 40): string[] {
  if (bars.length === 0) return [];
  const labelWidth = Math.max(...bars.map((b) => textWidth(b.label)));
  const countWidth = Math.max(...bars.map((b) => String(b.value).length));
  const max = Math.max(...bars.map((b) => b.value));
  // label, " | ", bar, " ", count
  const room = Math.max(1, Math.min(maxBar, width - labelWidth - 3 - 1 - countWidth));
  const full = ascii ? '#' : '█';
  const rule = ascii ? '|' : '│';
  return bars.map((b) => {
    // A bar of a non-zero count is never empty, so a single game is still visible.
    const length = max > 0 ? (b.value > 0 ? Math.max(1, Math.round((b.value / max) * room)) : 0) : 0;
    return `${padStartTo(b.label, labelWidth)} ${rule} ${full.repeat(length)}${length ? ' ' : ''}${b.value}`;
  });
}

/** The rows from the first to the last non-zero count (the gaps between them kept); [] if all are 0. */
export function trimZeros(counts: readonly number[]): { from: number; to: number } | null {
  const from = counts.findIndex((n) => n > 0);
  if (from < 0) return null;
  let to = counts.length - 1;
  while (counts[to] === 0) to--;
  return { from, to };
}
