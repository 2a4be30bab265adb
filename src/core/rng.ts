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

// SHA-256 (FIPS 180-4) in plain code, so that core stays free of node:crypto and I/O. It is
// checked against node:crypto in the tests. Used for one-way seeds, never for speed.
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/** SHA-256 of the UTF-8 bytes of `text`, as 64 lowercase hex digits. */
export function sha256Hex(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const bitLength = bytes.length * 8;
  const padded = new Uint8Array((((bytes.length + 9 + 63) >> 6) << 6));
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const tail = new DataView(padded.buffer);
  tail.setUint32(padded.length - 8, Math.floor(bitLength / 0x100000000));
  tail.setUint32(padded.length - 4, bitLength >>> 0);
  const h = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
  const w = new Uint32Array(64);
  const rotr = (x: number, n: number): number => (x >>> n) | (x << (32 - n));
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i++) w[i] = tail.getUint32(block + 4 * i);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3);
      const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10);
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h;
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0] += a;
    h[1] += b;
    h[2] += c;
    h[3] += d;
    h[4] += e;
    h[5] += f;
    h[6] += g;
    h[7] += hh;
  }
  return Array.from(h, (x) => x.toString(16).padStart(8, '0')).join('');
}

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

