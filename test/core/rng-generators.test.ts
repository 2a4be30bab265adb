// The two generators behind a seed: Alea (seedrandom) for every seed of the old forms, so every log
// replays as before, and sfc32 for the 128-bit form the server draws, because Alea cannot carry
// 128 bits: its starting state is a carry of 1 and three 32-bit fractions, whatever the seed.
import { randomBytes } from 'node:crypto';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { type RngState, drawRngState, generator, generatorFromState, isStrongSeed, rngFromSeed, withRng } from '../../src/core/rng.js';

const strong = (): string => `v2-${randomBytes(16).toString('hex')}`;
const TWO_32 = 2 ** 32;

describe("Alea's state", () => {
  it('starts from 96 bits at most: the carry is 1 and each fraction is one of 2^32 values', () => {
    for (let i = 0; i < 500; i++) {
      const s = rngFromSeed(strong().replace('v2-', 'old-form-'));
      expect(s.gen).toBeUndefined();
      if (s.gen === 'sfc32') continue;
      expect(s.c).toBe(1);
      for (const f of [s.s0, s.s1, s.s2]) {
        expect(Number.isInteger(f * TWO_32)).toBe(true);
        expect(f * TWO_32).toBeGreaterThanOrEqual(0);
        expect(f * TWO_32).toBeLessThan(TWO_32);
      }
    }
    // So 2^128 seeds fall on at most 2^96 starting states: Alea would keep a 128-bit seed's
    // deals to 2^96, and every later draw follows from the starting state alone.
  });
});

describe('the generator a seed selects', () => {
  it('keeps Alea, exactly as seedrandom gives it, for numbers, words, daily seeds and near misses of the new form', () => {
    for (const seed of ['42', '1', '999999999', 'deal', 'chosen-7', 'daily-2026-12-01', 'daily-2026-12-01-3', 'x/3', 'v2-', 'v2-abc', `V2-${'a'.repeat(32)}`, `v2-${'A'.repeat(32)}`]) {
      expect(isStrongSeed(seed)).toBe(false);
      const alea = seedrandom.alea(seed, { state: true }) as seedrandom.PRNG & { state(): RngState };
      expect(rngFromSeed(seed)).toEqual(alea.state());
      const g = generator(seed);
      const ref = seedrandom.alea(seed);
      expect(Array.from({ length: 5 }, g)).toEqual(Array.from({ length: 5 }, () => ref()));
    }
  });

  it('takes sfc32 for `v2-` and 32 hex digits, a match game derived from it (`-g2`) included', () => {
    const seed = strong();
    expect(isStrongSeed(seed)).toBe(true);
    expect(isStrongSeed(`${seed}-g2`)).toBe(true);
    expect(rngFromSeed(seed).gen).toBe('sfc32');
    expect(rngFromSeed(`${seed}-g2`)).not.toEqual(rngFromSeed(seed));
  });

  it("fills sfc32's 128-bit state from the seed: each of the 128 bits flipped gives another starting state", () => {
    const hex = 'f'.repeat(32);
    const states = new Set<string>([JSON.stringify(rngFromSeed(`v2-${hex}`))]);
    for (let bit = 0; bit < 128; bit++) {
      const flipped = (BigInt(`0x${hex}`) ^ (1n << BigInt(bit))).toString(16).padStart(32, '0');
      const s = rngFromSeed(`v2-${flipped}`);
      if (s.gen !== 'sfc32') throw new Error('not sfc32');
      for (const w of [s.a, s.b, s.c, s.d]) expect(Number.isInteger(w) && w >= 0 && w < TWO_32).toBe(true);
      states.add(JSON.stringify(s));
    }
    expect(states.size).toBe(129);
  });

  it('gives the same numbers forever (PractRand sfc32 after SHA-256 and 12 warm-up rounds; checked against its C code)', () => {
    const s = rngFromSeed('v2-00112233445566778899aabbccddeeff');
    expect(s).toEqual({ gen: 'sfc32', a: 1437917588, b: 2718585488, c: 951183323, d: 2449829249 });
    const { value, rng } = withRng(s, (next) => Array.from({ length: 4 }, () => next() * TWO_32));
    expect(value).toEqual([2311365029, 849472494, 1053616780, 3863657562]);
    expect(rng).toEqual({ gen: 'sfc32', a: 2771758858, b: 3320376270, c: 2182620850, d: 2449829253 });
  });

  it('keeps its state as plain JSON: a round trip, a resumed generator and withRng agree, and the state is not changed', () => {
    const start = rngFromSeed(strong());
    const copy = JSON.parse(JSON.stringify(start)) as RngState;
    expect(copy).toEqual(start);
    const straight = withRng(start, (next) => Array.from({ length: 10 }, next));
    const first = withRng(copy, (next) => Array.from({ length: 4 }, next));
    const second = withRng(JSON.parse(JSON.stringify(first.rng)) as RngState, (next) => Array.from({ length: 6 }, next));
    expect([...first.value, ...second.value]).toEqual(straight.value);
    expect(second.rng).toEqual(straight.rng);
    expect(Array.from({ length: 10 }, generatorFromState(start))).toEqual(straight.value);
    expect(copy).toEqual(start);
    for (const x of straight.value) expect(x >= 0 && x < 1).toBe(true);
  });

  it('lets a bot draw an Alea state from an sfc32 stream, as its sampled worlds do', () => {
    const state = drawRngState(generator(strong()));
    expect(state.c).toBe(1);
    expect(Array.from({ length: 3 }, generatorFromState(state))).toEqual(Array.from({ length: 3 }, generatorFromState(state)));
  });
});
