// The bundle's Intl.Segmenter (scripts/lazy-segmenter.mjs) splits the strings of its fast set per
// code point without loading ICU: the same segments the real segmenter gives, for every code
// point of the set, and the real segmenter's for anything else.
import { describe, expect, it } from 'vitest';
import { LazySegmenter as Lazy, onePerCodePoint } from '../../scripts/lazy-segmenter.mjs';

const fast = { test: onePerCodePoint };
const real = new Intl.Segmenter();
const count = (s: string): number => [...real.segment(s)].length;

/** Every BMP code point of the fast set. */
const fastSet = Array.from({ length: 0x10000 }, (_, c) => String.fromCharCode(c)).filter((c) => fast.test(c));

describe('the lazy segmenter', () => {
  it('has a fast set of code points that never join a neighbour (grapheme-break "Other" or a control, no CR)', () => {
    expect(fastSet.length).toBeGreaterThan(3000);
    // Each probe would be one cluster for a code point that is Prepend, Extend, SpacingMark, ZWJ,
    // a regional indicator, a Hangul jamo or syllable, or CR.
    const joins = fastSet.filter((c) => [c + 'a', 'a' + c, c + c, '\u1100' + c, c + '\u1161', c + '\u11A8', c + '\n'].some((s) => count(s) !== s.length));
    expect(joins).toEqual([]);
    expect(fast.test('\r')).toBe(false);
  });

  it('gives the real segments, indexes and containing() for strings of the fast set', () => {
    const lazy = new Lazy();
    const samples = ['', 'Your hand', '\u001b[1m\u001b[38;5;210mJ♥\u001b[39m\u001b[22m', '╭──╮\n│♠│', fastSet.join('')];
    for (let i = 0; i < 200; i++) samples.push(Array.from({ length: 1 + (i % 17) }, (_, j) => fastSet[(i * 7919 + j * 104729) % fastSet.length]).join(''));
    for (const s of samples) {
      expect([...lazy.segment(s)]).toEqual([...real.segment(s)]);
      for (const at of [-1, 0, 1, s.length - 1, s.length, 2.7]) expect(lazy.segment(s).containing(at)).toEqual(real.segment(s).containing(at));
      expect(lazy.segment(s).containing()).toEqual(real.segment(s).containing());
    }
  });

  it('hands any other string, and word or sentence segmenters, to the real one', () => {
    for (const s of ['e\u0301', '👍🏽', '🇳🇴', 'a\r\nb', '한국어', 'ক্ষ']) {
      expect(fast.test(s)).toBe(false);
      expect([...new Lazy().segment(s)]).toEqual([...real.segment(s)]);
    }
    const words = new Intl.Segmenter('en', { granularity: 'word' });
    expect([...new Lazy('en', { granularity: 'word' }).segment('Play the Jack.')]).toEqual([...words.segment('Play the Jack.')]);
    expect(new Lazy(undefined, { granularity: 'sentence' }).resolvedOptions().granularity).toBe('sentence');
    expect(() => new Lazy('not a locale!')).toThrow(RangeError);
  });
});
