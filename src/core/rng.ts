// The seeded random source. Its whole state is a plain JSON object kept inside the game state,
// so `apply(state, move)` stays a pure function and a state survives a JSON round trip.
import seedrandom from 'seedrandom';

export interface RngState {
  c: number;
  s0: number;
  s1: number;
  s2: number;
}

type StatefulPrng = seedrandom.PRNG & { state(): RngState };

/** The initial RNG state for a seed string (Alea, as seedrandom implements it). */
export function rngFromSeed(seed: string): RngState {
  return (seedrandom.alea(seed, { state: true }) as StatefulPrng).state();
}

/**
 * Runs `use` with a generator resumed from `state` and returns the advanced state.
 * Random numbers can only be drawn inside, so no draw is ever lost from the state.
 */
export function withRng<T>(state: RngState, use: (next: () => number) => T): { value: T; rng: RngState } {
  const prng = seedrandom.alea('', { state }) as StatefulPrng;
  const value = use(() => prng());
  return { value, rng: prng.state() };
}

/** Fisher–Yates shuffle in place with the given uniform source. */
export function shuffleInPlace<T>(items: T[], next: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
  return items;
}
