// The seeded random source. Its whole state is a plain JSON object kept inside the game state,
// so `apply(state, move)` stays a pure function and a state survives a JSON round trip.
//
// Two generators, chosen by the seed's form. Every seed a server draws is `v2-` and 32 hex digits
// (128 bits): those shuffle with sfc32, whose state is 128 bits filled from SHA-256 of the seed,
// so all of the seed's bits count. Every other seed (numbers, words, daily seeds, every log written
// before) shuffles with Alea as seedrandom implements it, exactly as before. Alea cannot carry a
// 128-bit seed: whatever the seed, its starting state is a carry of 1 and three 32-bit fractions,
// 96 bits at most (test/core/rng-generators.test.ts counts them).
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import seedrandom from 'seedrandom';

/** Alea's state (seedrandom): a carry and three fractions in [0, 1), each a multiple of 2^-32. */
export interface AleaState {
  gen?: undefined;
  c: number;
  s0: number;
  s1: number;
  s2: number;
}

/** sfc32's state: four unsigned 32-bit words, `d` its counter; 128 bits in all. */
export interface Sfc32State {
  gen: 'sfc32';
  a: number;
  b: number;
  c: number;
  d: number;
}

/** A generator's state, as the game state keeps it: Alea's (untagged, as every saved state has it) or sfc32's. */
export type RngState = AleaState | Sfc32State;

/** The form of a 128-bit seed: `v2-` and 32 lowercase hex digits; what may follow (a match's `-g2`) keeps the form. */
export const STRONG_SEED_PREFIX = 'v2-';
const STRONG_SEED = /^v2-[0-9a-f]{32}/;

/** True when `seed` has the 128-bit form, which shuffles with sfc32 instead of Alea. */
export const isStrongSeed = (seed: string): boolean => STRONG_SEED.test(seed);

type StatefulPrng = seedrandom.PRNG & { state(): AleaState };

const TWO_TO_MINUS_32 = 2.3283064365386963e-10;

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, from PractRand), one 32-bit output
 * per call as a number in [0, 1). It changes `s` in place; the counter `d` guarantees a period of
 * at least 2^32 from any state, and no state is bad (unlike xoshiro's all-zero one).
 */
function sfc32Next(s: Sfc32State): number {
  const t = (((s.a + s.b) | 0) + s.d) | 0;
  s.d = (s.d + 1) | 0;
  s.a = s.b ^ (s.b >>> 9);
  s.b = (s.c + (s.c << 3)) | 0;
  s.c = (((s.c << 21) | (s.c >>> 11)) + t) | 0;
  return (t >>> 0) * TWO_TO_MINUS_32;
}

/** A plain copy of an sfc32 state with its words stored unsigned (so the JSON reads the same everywhere). */
const sfc32Plain = (s: Sfc32State): Sfc32State => ({ gen: 'sfc32', a: s.a >>> 0, b: s.b >>> 0, c: s.c >>> 0, d: s.d >>> 0 });

/** Rounds drawn and thrown away after seeding, as PractRand does, so the first outputs are mixed. */
const SFC32_WARMUP = 12;

/** sfc32's state for a seed: the first 128 bits of SHA-256 of the seed's UTF-8 bytes, then the warm-up. */
function sfc32FromSeed(seed: string): Sfc32State {
  const h = sha256(utf8ToBytes(seed));
  const word = (i: number): number => ((h[i] << 24) | (h[i + 1] << 16) | (h[i + 2] << 8) | h[i + 3]) >>> 0;
  const s: Sfc32State = { gen: 'sfc32', a: word(0), b: word(4), c: word(8), d: word(12) };
  for (let i = 0; i < SFC32_WARMUP; i++) sfc32Next(s);
  return sfc32Plain(s);
}

/** The initial RNG state for a seed: sfc32's for a 128-bit seed, else Alea's (as seedrandom implements it). */
export function rngFromSeed(seed: string): RngState {
  if (isStrongSeed(seed)) return sfc32FromSeed(seed);
  return (seedrandom.alea(seed, { state: true }) as StatefulPrng).state();
}

/** A generator drawing from a private copy of `state`, and a way to read that copy's state back. */
function resume(state: RngState): { next: Uniform; state(): RngState } {
  if (state.gen === 'sfc32') {
    const s = { ...state };
    return { next: () => sfc32Next(s), state: () => sfc32Plain(s) };
  }
  const prng = seedrandom.alea('', { state: { ...state } }) as StatefulPrng;
  return { next: () => prng(), state: () => prng.state() };
}

/**
 * Runs `use` with a generator resumed from `state` and returns the advanced state.
 * Random numbers can only be drawn inside, so no draw is ever lost from the state.
 */
export function withRng<T>(state: RngState, use: (next: () => number) => T): { value: T; rng: RngState } {
  const g = resume(state);
  const value = use(g.next);
  return { value, rng: g.state() };
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

/** A generator that keeps its own state, seeded from a string (the engine's choice of generator for it). */
export function generator(seed: string): Uniform {
  if (isStrongSeed(seed)) return resume(sfc32FromSeed(seed)).next;
  const prng = seedrandom.alea(seed);
  return () => prng();
}

/** A generator resumed from a state of either kind; the state object itself is not changed. */
export function generatorFromState(state: RngState): Uniform {
  return resume(state).next;
}

/**
 * A fresh generator state drawn from another generator (of either kind): Alea's state is three
 * fractions in [0, 1) and a carry, so three draws make a valid, independent-looking state. Search
 * bots use it to give each sampled world its own shuffles (heals) without hashing a string per
 * world; a bot's guesses need no 128 bits, and Alea keeps their play as it was.
 */
export function drawRngState(next: Uniform): AleaState {
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
