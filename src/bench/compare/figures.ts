// The figures of a benchmark run, read from what it prints. Read from the text (not a file of
// its own) so that any earlier version can be compared, whatever it knew of comparisons.

export interface Figure {
  value: number;
  unit: string;
  better: 'lower' | 'higher';
}

export type Figures = Map<string, Figure>;

const number = (s: string): number => Number(s.replace(/,/g, ''));

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** `npm run bench --engine-only`: games/s of each playout line, logs/s of each replay line. */
export function engineFigures(text: string): Figures {
  const figures: Figures = new Map();
  for (const line of text.split('\n')) {
    const playout = /^(.+?)\s+([\d,]+) games\/s\s+([\d,]+) moves\/s/.exec(line);
    if (playout) figures.set(`${playout[1].trim()} (playouts)`, { value: number(playout[2]), unit: 'games/s', better: 'higher' });
    const replay = /^(.+?)\s+([\d,]+) logs\/s/.exec(line);
    if (replay) figures.set(`${replay[1].trim()} (replay --verify)`, { value: number(replay[2]), unit: 'logs/s', better: 'higher' });
  }
  return figures;
}

/** Windows starting this many seconds in or later count as steady (the default ramp ends at 12.5 s). */
const STEADY_WINDOW_S = 10;

/**
 * `npm run loadtest`: the latency percentiles after the ramp, the overall ones, and moves/s; and
 * the median of the steady 10 s windows' p95, which a burst of a few seconds (another process
 * taking the cores) moves less than the p95 of the whole stretch.
 */
export function loadtestFigures(text: string): Figures {
  const figures: Figures = new Map();
  const windows: number[] = [];
  for (const line of text.split('\n')) {
    const window = /^\s*(\d+)–\d+\s+s\s+rooms.*\sp95 ([\d.]+) ms/.exec(line);
    if (window && Number(window[1]) >= STEADY_WINDOW_S) windows.push(Number(window[2]));
    const latency = /^move → next view, (all|after ramp):\s+p50 ([\d.]+) ms\s+p95 ([\d.]+) ms\s+p99 ([\d.]+) ms/.exec(line);
    if (latency) {
      const [, which, p50, p95, p99] = latency;
      for (const [p, v] of [
        ['p50', p50],
        ['p95', p95],
        ['p99', p99],
      ])
        figures.set(`${p}, ${which}`, { value: Number(v), unit: 'ms', better: 'lower' });
    }
    const moves = /^moves: \d+ \(([\d.]+)\/s overall\)/.exec(line);
    if (moves) figures.set('moves/s', { value: Number(moves[1]), unit: '/s', better: 'higher' });
    const failed = /failed room set-ups: (\d+)/.exec(line);
    if (failed) figures.set('failed room set-ups', { value: Number(failed[1]), unit: '', better: 'lower' });
  }
  if (windows.length > 0) figures.set(`p95, median of the 10 s windows from ${STEADY_WINDOW_S} s`, { value: median(windows), unit: 'ms', better: 'lower' });
  return figures;
}
