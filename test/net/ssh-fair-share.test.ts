// How the SSH front shares its places for connections not yet in a session: an address holds at
// most its own allowance, a newcomer takes a place from the address that holds the most once all
// are taken, and an IPv6 address is counted by its /64.
import { describe, expect, it } from 'vitest';
import { FairShares } from '../../src/net/ssh/ssh-limits.js';

describe('FairShares', () => {
  it('gives a newcomer the oldest place of the address that holds the most', () => {
    const shares = new FairShares(8, 8);
    const evicted: number[] = [];
    for (let i = 0; i < 8; i++) expect(shares.take('a', () => evicted.push(i))).not.toBeTypeOf('string');
    // Full: "a" may take no more, but "b" takes a's oldest.
    expect(shares.take('a', () => {})).toBe('address');
    expect(shares.take('b', () => {})).not.toBeTypeOf('string');
    expect(evicted).toEqual([0]);
    expect([shares.held('a'), shares.held('b'), shares.total]).toEqual([7, 1, 8]);
  });

  it('takes nothing from an address that holds only one more than the newcomer', () => {
    const shares = new FairShares(4, 4);
    for (const address of ['a', 'a', 'b', 'c']) shares.take(address, () => {});
    // a holds 2, b and c 1: "d" (0) takes one of a's; then "a" (1) cannot take one back from b or c.
    expect(shares.take('d', () => {})).not.toBeTypeOf('string');
    expect(shares.take('a', () => {})).toBe('total');
    expect(shares.take('e', () => {})).toBe('total');
  });

  it('a released place is free again, and releasing twice counts once', () => {
    const shares = new FairShares(2, 2);
    const one = shares.take('a', () => {});
    if (typeof one === 'string') throw new Error(one);
    one.release();
    one.release();
    expect(shares.total).toBe(0);
    expect(shares.take('a', () => {})).not.toBeTypeOf('string');
    expect(shares.take('a', () => {})).not.toBeTypeOf('string');
    expect(shares.take('a', () => {})).toBe('address');
  });
});
