// The daily deal's seed: from the UTC date, the first of the day's sequence a solver accepts.
import { describe, expect, it } from 'vitest';
import { dailySeed, dailySeedOf } from '../../src/modules/daily-seed.js';
import { todayUtc } from '../../src/cli/daily/today.js';

describe('daily seed', () => {
  it('is the date itself when the first deal is winnable', () => {
    expect(dailySeed('2026-11-30', () => true)).toBe('daily-2026-11-30');
  });

  it('is the first seed of the sequence the solver proves winnable', () => {
    const asked: string[] = [];
    const fakeSolver = (seed: string) => {
      asked.push(seed);
      return seed === 'daily-2026-11-30-3' || seed === 'daily-2026-11-30-5';
    };
    expect(dailySeed('2026-11-30', fakeSolver)).toBe('daily-2026-11-30-3');
    expect(asked).toEqual(['daily-2026-11-30', 'daily-2026-11-30-2', 'daily-2026-11-30-3']);
  });

  it('is the same for everyone on a day and differs between days', () => {
    const solver = (seed: string) => seed.endsWith('-2');
    expect(dailySeed('2026-11-30', solver)).toBe(dailySeed('2026-11-30', solver));
    expect(dailySeed('2026-12-01', solver)).not.toBe(dailySeed('2026-11-30', solver));
    expect(dailySeedOf('2026-12-01', 1)).toBe('daily-2026-12-01');
  });

  it('gives up with a one-line error when no deal of the day is proven winnable', () => {
    expect(() => dailySeed('2026-11-30', () => false, 5)).toThrow(/^no daily deal for 2026-11-30 could be proven winnable among its first 5 seeds$/);
  });
});

describe('today', () => {
  it('is the UTC date of the clock', () => {
    // 23:30 on the 30th in New York is already the 1st in UTC.
    expect(todayUtc({}, new Date('2026-12-01T04:30:00Z'))).toBe('2026-12-01');
  });

  it('can be set with REGICIDE_TODAY, which must be a real date', () => {
    expect(todayUtc({ REGICIDE_TODAY: '2026-02-28' }, new Date('2030-01-01T00:00:00Z'))).toBe('2026-02-28');
    expect(() => todayUtc({ REGICIDE_TODAY: '2026-02-30' })).toThrow(/REGICIDE_TODAY must be a date like/);
  });
});
