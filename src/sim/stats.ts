// Small statistics for simulation reports: Wilson intervals (the timing histograms are in
// src/modules/tally.ts, beside the kinds that fill them).

/** 95% Wilson score interval for `wins` successes out of `n` (z = 1.96). */
export function wilson95(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959963984540054;
  const p = wins / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
