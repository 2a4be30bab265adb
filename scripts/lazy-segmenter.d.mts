// Types of lazy-segmenter.mjs, for its test.
export function onePerCodePoint(s: string): boolean;
export class LazySegmenter {
  constructor(locales?: string | string[], options?: Intl.SegmenterOptions);
  segment(input: string): Intl.Segments;
  resolvedOptions(): Intl.ResolvedSegmenterOptions;
  static supportedLocalesOf(locales: string | string[], options?: { localeMatcher?: 'lookup' | 'best fit' }): string[];
}
