// Random text drawn from a pool (src/net/accounts/random-text.ts): the length and alphabet asked
// for, never the same text twice across many refills of the pool, and the long ones too.
import { describe, expect, it } from 'vitest';
import { randomText } from '../../src/net/accounts/random-text.js';

describe('random text from the pool', () => {
  it('gives fresh text of the asked length, across refills of the pool', () => {
    const seen = new Set<string>();
    // 2,000 challenges of 32 bytes: the pool is refilled many times.
    for (let i = 0; i < 2000; i++) {
      const challenge = randomText(32, 'base64url');
      expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
      seen.add(challenge);
      const id = randomText(12, 'hex');
      expect(id).toMatch(/^[0-9a-f]{24}$/);
      seen.add(id);
    }
    expect(seen.size).toBe(4000);
  });

  it('gives text longer than the pool', () => {
    expect(randomText(5000, 'hex')).toMatch(/^[0-9a-f]{10000}$/);
    expect(randomText(5000, 'hex')).not.toBe(randomText(5000, 'hex'));
  });
});
