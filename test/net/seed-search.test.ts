// The attack on a server-drawn deal, on a reduced space: a Thronfolge guest knows what seat 2 sees
// at the start (its hand, the row, who starts) and tries candidate seeds until one deals exactly
// that; the seed then gives the opponent's hand, the three removed cards and the draw pile. Against
// the old form (`1 + u32 % 999,999,999`, about 30 bits) it works: here on 20,000 candidates, in
// full it took 12 core-minutes. The server now draws `v2-` and 128 bits from node:crypto, and the
// deal shuffles with sfc32, whose 128-bit state takes all of them: the space is 2^128 seeds.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../src/core/rng.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { SERVER_SEED_BITS, serverSeed } from '../../src/net/server/server-seed.js';

const options = thronfolge.normalizeOptions({});
/** The old server seed, drawn the old way but from a reduced space of `space` seeds. */
const oldFormSeed = (space: number): string => String(1 + (randomBytes(4).readUInt32BE(0) % space));
const OLD_SPACE = 999_999_999;
const REDUCED_SPACE = 20_000;

/** What seat 2 sees at the start, as text to compare. */
const guestSees = (seed: string): string => JSON.stringify(thronfolge.view(thronfolge.setup(options, seed), 2));
/** What the guest must not know. */
const hidden = (seed: string) => {
  const s = thronfolge.setup(options, seed);
  return { opponent: s.hands[0], removed: s.removed, deck: s.deck };
};

/** Every candidate seed 1..space that deals what the guest sees, and the time one candidate took. */
function search(seen: string, space: number): { found: string[]; msPerSeed: number } {
  const found: string[] = [];
  const t0 = performance.now();
  for (let n = 1; n <= space; n++) if (guestSees(String(n)) === seen) found.push(String(n));
  return { found, msPerSeed: (performance.now() - t0) / space };
}

describe('searching for the deal', () => {
  it('finds an old-form seed from one hand and predicts the rest of the deal', () => {
    const real = oldFormSeed(REDUCED_SPACE);
    const { found, msPerSeed } = search(guestSees(real), REDUCED_SPACE);
    expect(found).toContain(real);
    // Seat 2 can see billions of different openings, so the search finds the real seed alone.
    expect(found.length).toBeLessThanOrEqual(2);
    expect(found.map(hidden)).toContainEqual(hidden(real));
    const coreMinutes = (OLD_SPACE * msPerSeed) / 60_000;
    const years = (2 ** 128 * msPerSeed) / 1000 / 3600 / 24 / 365;
    console.log(
      `seed search: ${(msPerSeed * 1000).toFixed(1)} µs a seed here; the old space (${OLD_SPACE} seeds) takes ~${coreMinutes.toFixed(0)} core-minutes, ` +
        `the new one (2^128 ≈ 3.4·10^38 seeds) ~${years.toExponential(1)} core-years`,
    );
  });

  it('draws server seeds of 128 bits from node:crypto, each one new, which the old search does not reach', () => {
    expect(SERVER_SEED_BITS).toBeGreaterThanOrEqual(128);
    const seeds = Array.from({ length: 1_000 }, serverSeed);
    for (const seed of seeds) {
      // 32 hex digits: 16 random bytes, 2^128 possible seeds.
      expect(seed).toMatch(/^v2-[0-9a-f]{32}$/);
      expect(BigInt(`0x${seed.slice(3)}`) < 2n ** 128n).toBe(true);
    }
    expect(new Set(seeds).size).toBe(seeds.length);
    // Every hex digit takes each of its 16 values somewhere among the draws (a counter or a
    // narrower source would not).
    for (let i = 3; i < 35; i++) expect(new Set(seeds.map((s) => s[i])).size).toBe(16);
    // The deal shuffles with the 128-bit generator, and no old-form candidate deals it.
    const real = seeds[0];
    expect(rngFromSeed(real).gen).toBe('sfc32');
    expect(search(guestSees(real), 2_000).found).toEqual([]);
  });
});
