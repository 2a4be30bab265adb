// The arithmetic of a comparison: per round, the ratio of the new version's figure to the old
// one's of the same round (so the load of that moment touches both), and over the rounds the
// median of those ratios with their spread.

export interface RatioSpread {
  /** Rounds that gave both figures. */
  n: number;
  median: number;
  min: number;
  max: number;
  /** Quartiles of the per-round ratios (linear interpolation). */
  q1: number;
  q3: number;
}

/** The value at fraction `p` (0–1) of sorted `xs`, interpolated between neighbours. */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const at = (sorted.length - 1) * p;
  const below = Math.floor(at);
  const above = Math.ceil(at);
  return sorted[below] + (sorted[above] - sorted[below]) * (at - below);
}

/** Median and spread of the ratios newer[i] / older[i]; rounds where either is missing or not positive are left out. */
export function pairedRatios(newer: readonly (number | undefined)[], older: readonly (number | undefined)[]): RatioSpread {
  const ratios: number[] = [];
  for (let i = 0; i < Math.min(newer.length, older.length); i++) {
    const a = newer[i];
    const b = older[i];
    if (a === undefined || b === undefined || !Number.isFinite(a) || !Number.isFinite(b) || b <= 0 || a < 0) continue;
    ratios.push(a / b);
  }
  ratios.sort((x, y) => x - y);
  return { n: ratios.length, median: quantile(ratios, 0.5), min: ratios[0] ?? NaN, max: ratios[ratios.length - 1] ?? NaN, q1: quantile(ratios, 0.25), q3: quantile(ratios, 0.75) };
}

/** "0.82× (IQR 0.79–0.85, min–max 0.75–0.90, 8 rounds)". */
export function formatSpread(s: RatioSpread): string {
  if (s.n === 0) return 'no paired rounds';
  const f = (x: number): string => x.toFixed(2);
  return `${f(s.median)}× (IQR ${f(s.q1)}–${f(s.q3)}, min–max ${f(s.min)}–${f(s.max)}, ${s.n} round${s.n === 1 ? '' : 's'})`;
}

/** Rounds below which no verdict is given: the quartiles of one or two ratios are no spread. */
export const VERDICT_ROUNDS = 3;

/** Whether the new version is better, worse or within the spread, for a figure where `better` says which way is good. */
export function verdict(s: RatioSpread, better: 'lower' | 'higher'): string {
  if (s.n === 0) return '';
  if (s.n < VERDICT_ROUNDS) return `too few rounds to tell (${VERDICT_ROUNDS} at least)`;
  const good = better === 'lower' ? s.q3 < 1 : s.q1 > 1;
  const bad = better === 'lower' ? s.q1 > 1 : s.q3 < 1;
  return good ? 'better' : bad ? 'worse' : 'within the spread';
}
