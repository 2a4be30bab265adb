// The monitor's password throttle on its own clock: five wrong passwords a minute per address,
// then waits that double up to 15 minutes; an IPv6 address counts by its /64; a stranger cycling
// addresses past the table's size shares one allowance instead of escaping it.
import { describe, expect, it } from 'vitest';
import { LONGEST_WAIT_MS, PasswordThrottle } from '../../src/net/operator/password-throttle.js';

function clocked(perMinute = 5, maxAddresses = 10_000): { throttle: PasswordThrottle; pass(ms: number): void } {
  let t = 0;
  return { throttle: new PasswordThrottle(perMinute, () => t, maxAddresses), pass: (ms) => void (t += ms) };
}

/** Guesses `address` makes in `ms`, trying again as soon as it may. */
function guessesWithin(throttle: PasswordThrottle, pass: (ms: number) => void, address: string, ms: number): number {
  let guesses = 0;
  for (let spent = 0; spent < ms;) {
    const wait = throttle.waitSeconds(address) * 1000;
    if (wait > 0) {
      pass(wait);
      spent += wait;
      continue;
    }
    throttle.failed(address);
    guesses += 1;
    pass(1);
    spent += 1;
  }
  return guesses;
}

describe('the password throttle', () => {
  it('allows five wrong passwords, then waits that double', () => {
    const { throttle, pass } = clocked();
    for (let i = 0; i < 4; i++) {
      throttle.failed('203.0.113.7');
      expect(throttle.waitSeconds('203.0.113.7')).toBe(0);
    }
    throttle.failed('203.0.113.7');
    expect(throttle.waitSeconds('203.0.113.7')).toBe(12);
    // Another address is not held up.
    expect(throttle.waitSeconds('203.0.113.8')).toBe(0);
    pass(12_000);
    throttle.failed('203.0.113.7');
    expect(throttle.waitSeconds('203.0.113.7')).toBe(24);
    pass(24_000);
    throttle.failed('203.0.113.7');
    expect(throttle.waitSeconds('203.0.113.7')).toBe(48);
  });

  it('keeps a patient guesser to a handful an hour, the waits never longer than 15 minutes', () => {
    const { throttle, pass } = clocked();
    // Before: 277 guesses a second. Now: 5, then the doubling waits.
    expect(guessesWithin(throttle, pass, '203.0.113.7', 60_000)).toBeLessThanOrEqual(8);
    expect(guessesWithin(throttle, pass, '203.0.113.7', 60 * 60_000)).toBeLessThanOrEqual(10);
    expect(throttle.waitSeconds('203.0.113.7') * 1000).toBeLessThanOrEqual(LONGEST_WAIT_MS);
  });

  it('forgets an address after the right password, or after a long quiet', () => {
    const { throttle, pass } = clocked();
    for (let i = 0; i < 5; i++) throttle.failed('198.51.100.1');
    throttle.succeeded('198.51.100.1');
    expect(throttle.waitSeconds('198.51.100.1')).toBe(0);
    for (let i = 0; i < 5; i++) throttle.failed('198.51.100.2');
    pass(40 * 60_000);
    throttle.failed('198.51.100.3');
    expect(throttle.size).toBe(1);
  });

  it('counts IPv6 by /64 (addressKey, tested in address-prefix.test.ts)', () => {
    const { throttle } = clocked();
    for (let i = 1; i <= 5; i++) throttle.failed(`2001:db8:1:2::${i.toString(16)}`);
    expect(throttle.waitSeconds('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBeGreaterThan(0);
    expect(throttle.waitSeconds('2001:db8:1:3::1')).toBe(0);
  });

  it('makes addresses past its size share one allowance', () => {
    const { throttle } = clocked(5, 100);
    for (let i = 0; i < 100; i++) throttle.failed(`10.0.${i >> 8}.${i & 255}`);
    for (let i = 0; i < 5; i++) throttle.failed(`10.9.0.${i}`);
    expect(throttle.size).toBe(101);
    expect(throttle.waitSeconds('10.9.9.9')).toBeGreaterThan(0);
  });
});
