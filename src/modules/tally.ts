// Mergeable tallies every game's simulator kind shares: a timing histogram of fixed size, so
// that worker threads send one array per range of games instead of every sample.

// Decision times span microseconds (easy) to seconds (search): log buckets 2% wide from 0.1 µs
// keep percentiles within 2% while workers send a fixed-size array instead of every sample.
const BASE_MS = 1e-4;
const GROWTH = 1.02;
const LOG_GROWTH = Math.log(GROWTH);
export const HISTOGRAM_BUCKETS = 1200;

export function newHistogram(): number[] {
  return new Array<number>(HISTOGRAM_BUCKETS).fill(0);
}

export function recordMs(h: number[], ms: number): void {
  const b = ms <= BASE_MS ? 0 : Math.min(HISTOGRAM_BUCKETS - 1, 1 + Math.floor(Math.log(ms / BASE_MS) / LOG_GROWTH));
  h[b]++;
}

export function mergeHistogram(into: number[], from: readonly number[]): void {
  for (let i = 0; i < into.length; i++) into[i] += from[i];
}

/** The q-quantile (0..1) of a histogram, as the upper edge of its bucket; 0 when empty. */
export function quantileMs(h: readonly number[], q: number): number {
  let total = 0;
  for (const n of h) total += n;
  if (total === 0) return 0;
  const target = Math.ceil(q * total);
  let seen = 0;
  for (let i = 0; i < h.length; i++) {
    seen += h[i];
    if (seen >= target) return i === 0 ? BASE_MS : BASE_MS * GROWTH ** i;
  }
  return BASE_MS * GROWTH ** h.length;
}

export const countOf = (h: readonly number[]): number => h.reduce((a, b) => a + b, 0);
