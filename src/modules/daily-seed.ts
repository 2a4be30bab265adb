// The daily deal: a seed from the UTC date, so everyone gets the same deal that day. For Regicide
// it must be a deal proven winnable: the first of the day's sequence `daily-D`, `daily-D-2`, …
// that `isWinnable` accepts. Pure: the date and the check come in as arguments.

/** The n-th seed (from 1) of a day's sequence. */
export const dailySeedOf = (date: string, n: number): string => (n <= 1 ? `daily-${date}` : `daily-${date}-${n}`);

/** How many seeds of a day are tried before giving up (the solver proves most deals quickly). */
export const DAILY_TRIES = 40;

/** The first seed of the day that `isWinnable` accepts; a one-line Error if none of the first `tries` is. */
export function dailySeed(date: string, isWinnable: (seed: string) => boolean, tries = DAILY_TRIES): string {
  for (let n = 1; n <= tries; n++) {
    const seed = dailySeedOf(date, n);
    if (isWinnable(seed)) return seed;
  }
  throw new Error(`no daily deal for ${date} could be proven winnable among its first ${tries} seeds`);
}
