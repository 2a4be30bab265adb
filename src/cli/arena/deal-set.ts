// A published arena deal set: an id that names its version, and its deals in order. Every deal
// has a seed and the seat the outside bot plays; each game adds what its deals need.
export interface ArenaDealBase {
  seed: string;
  seat: number;
}

export interface ArenaDealSet<D extends ArenaDealBase = ArenaDealBase> {
  /** `<game>-arena-v<N>`: a report names it, so results on the same set can be compared. */
  id: string;
  deals: readonly D[];
}
