// Which puzzle of a set is a day's: the days since 1 January 1970 (UTC, as the daily games count
// them) taken round the set, so everyone with the same set gets the same one on a date, and the
// next day the next one. Pure: the terminal and the server both ask it (a server names its own).

/** The index of day `day`'s puzzle in a set of `count`; null for an empty set. */
export function puzzleIndexOfDay(day: number, count: number): number | null {
  if (count <= 0 || !Number.isSafeInteger(day)) return null;
  return ((day % count) + count) % count;
}
