// Words every simulation report shares: decision times and the number of workers, in English.
import { wordsIn } from '../text/words.js';

const EN = wordsIn('en');

export function fmtMs(ms: number): string {
  if (ms < 1) return `${(ms * 1000).toFixed(ms < 0.01 ? 1 : 0)} µs`;
  return `${ms.toFixed(ms < 10 ? 2 : 0)} ms`;
}

/** `count` things in `elapsedMs`, a second, to one decimal (a run of no time counts as 1 ms). */
export const perSecond = (count: number, elapsedMs: number): number => Number(((count / Math.max(1, elapsedMs)) * 1000).toFixed(1));

/** "1 worker", "4 workers": an inline run (0 workers) counts as one. */
export const workersText = (workers: number): string => EN.count(workers || 1, { one: '# worker', other: '# workers' });
