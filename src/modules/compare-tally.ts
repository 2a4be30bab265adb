// The tally of a paired comparison (`sim --compare A B`), the same for every game: by deal number,
// what each bot won on that deal and the outcomes for the SPRT (+1 B did better, 0 the same, -1
// worse). Kept by deal, not summed, because the test reads the deals in order and stops at the
// first that decides; merging only adds deals, so the order the workers finish in never matters.

export interface DealComparison {
  /** Games A won and B won on this deal. */
  a: number;
  b: number;
  /** One outcome per observation of this deal, in the order the test reads them. */
  outcomes: (-1 | 0 | 1)[];
}

export interface CompareTally {
  deals: Record<number, DealComparison>;
}

/** What every game's compare spec has: the two bots' levels, the seed and the first deal number. */
export interface CompareSpecBase {
  bots: [string, string];
  seed: string;
  /** Game i of the pool plays deal offset + i (a run is played in batches until the test decides). */
  offset: number;
}

export const emptyCompareTally = (): CompareTally => ({ deals: {} });

export function mergeCompareTally(into: CompareTally, from: CompareTally): void {
  Object.assign(into.deals, from.deals);
}

/** +1, 0 or -1: B won and A lost, both the same, A won and B lost. */
export const outcomeOf = (aWon: boolean, bWon: boolean): -1 | 0 | 1 => (bWon === aWon ? 0 : bWon ? 1 : -1);
