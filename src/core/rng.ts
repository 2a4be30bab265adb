// The seeded random source. Its whole state is a plain JSON object kept inside the game state,
// so `apply(state, move)` stays a pure function and a state survives a JSON round trip.
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
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

/** A stream of uniform numbers in [0, 1): what bots and shuffles draw from. */
export type Uniform = () => number;

/** A generator that keeps its own state (Alea, as the engine uses), seeded from a string. */
export function generator(seed: string): Uniform {
  const prng = seedrandom.alea(seed);
  return () => prng();
}

/** A generator resumed from a state; the state object itself is not changed. */
export function generatorFromState(state: RngState): Uniform {
  const prng = seedrandom.alea('', { state: { ...state } });
  return () => prng();
}

/**
 * A fresh generator state drawn from another generator: Alea's state is three fractions in
 * [0, 1) and a carry, so three draws make a valid, independent-looking state. Search bots use it
 * to give each sampled world its own shuffles (heals) without hashing a string per world.
 */
export function drawRngState(next: Uniform): RngState {
  return { c: 1, s0: next(), s1: next(), s2: next() };
}

/**
 * SHA-256 of the UTF-8 bytes of `text`, as 64 lowercase hex digits. From @noble/hashes (audited,
 * no dependencies, plain code): core stays free of node:crypto, whose random functions a pure
 * layer must not reach, and the import check can forbid it outright. Used for one-way seeds,
 * never for speed.
 */
export const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

/**
 * The seed of the bot in `seat` (1-based) of the game seeded `gameSeed`: a SHA-256 digest, so a
 * bot gets a seed of its own that repeats with the game but cannot be turned back into the game
 * seed (which would let it rebuild every shuffle of the deal).
 */
export function botSeed(gameSeed: string, seat: number): string {
  return sha256Hex(`cardgames bot seat ${seat}\n${gameSeed}`);
}

/**
 * A bot's generator. Its seed is hashed once more, so a bot built from a raw string (say
 * `${gameSeed}/bot2`) still draws from a one-way function of it, never from the seed itself.
 */
export function botGenerator(seed: string): Uniform {
  return generator(sha256Hex(`cardgames bot rng\n${seed}`));
}

/**
 * A small, fast deterministic source (xorshift) for the solver's tie-breaking noise on restarts:
 * it is drawn millions of times, where Alea's full generator would cost more than the noise is
 * worth.
 */
export function noiseSource(seed: number): () => number {
  let x = (seed * 0x9e3779b1) | 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

