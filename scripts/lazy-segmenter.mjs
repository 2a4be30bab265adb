// Intl.Segmenter for the bundle, without ICU's start-up before the first frame.
//
// string-width, wrap-ansi, slice-ansi and Ink each make an Intl.Segmenter when they load, and the
// first Intl object of a process loads ICU's locale data: 25–55 ms of CPU on this machine, the
// largest single cost of the first frame's own code in its CPU profile. A card game's screens
// segment box lines, suits and escape codes, where every code point is a grapheme of its own.
// The bundle replaces `Intl.Segmenter` with this class (esbuild's define and inject, see
// bundle.mjs): for a grapheme segmenter, a string of code points whose grapheme-break property is
// "Other" or a control (other than CR, which joins a following LF) is split per code point, and
// only another string makes the real segmenter. test/package/lazy-segmenter.test.ts checks every
// code point of the fast set against the real one.

/** True when no code point of `s` joins a neighbour into a cluster (BMP only, no CR; see the test). */
export function onePerCodePoint(s) {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c <= 0x2ff ? c === 0x0d : !((c >= 0x2010 && c <= 0x2027) || (c >= 0x2030 && c <= 0x205e) || (c >= 0x2190 && c <= 0x2bff))) return false;
  }
  return true;
}

const Real = globalThis.Intl.Segmenter;

/** The segments of a string split per code point, shaped as Intl.Segmenter's. */
class CodePointSegments {
  constructor(input) {
    this.input = input;
  }

  *[Symbol.iterator]() {
    const input = this.input;
    let index = 0;
    for (const segment of input) {
      yield { segment, index, input };
      index += segment.length;
    }
  }

  containing(at = 0) {
    const index = Math.trunc(Number(at)) || 0;
    if (index < 0 || index >= this.input.length) return undefined;
    return { segment: this.input[index], index, input: this.input };
  }
}

export class LazySegmenter {
  #locales;
  #options;
  #real;
  #graphemes;

  constructor(locales, options) {
    this.#locales = locales;
    this.#options = options;
    this.#graphemes = (options?.granularity ?? 'grapheme') === 'grapheme';
    // Real's own checks (a bad granularity or locale throws here, as it would).
    if (!this.#graphemes || locales !== undefined) this.#real = new Real(locales, options);
  }

  get #segmenter() {
    return (this.#real ??= new Real(this.#locales, this.#options));
  }

  segment(input) {
    const text = String(input);
    if (this.#graphemes && onePerCodePoint(text)) return new CodePointSegments(text);
    return this.#segmenter.segment(text);
  }

  resolvedOptions() {
    return this.#segmenter.resolvedOptions();
  }

  static supportedLocalesOf(locales, options) {
    return Real.supportedLocalesOf(locales, options);
  }
}
