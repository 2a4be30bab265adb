// The variants of a deal that exclude each other, refused in the run's language before the
// game's own check (whose line is the engine's English).
import { UsageError } from '../program/errors.js';
import { lineTexts } from '../words/line-texts.js';

const CLASHES: readonly (readonly [string, string])[] = [['bigger-hand', 'smaller-hand']];

/** A usage error when `variants` holds two that cannot be combined. */
export function checkVariantClash(variants: readonly string[] | undefined): void {
  const clash = CLASHES.find(([a, b]) => variants?.includes(a) && variants.includes(b));
  if (clash) throw new UsageError(lineTexts().variantsClash(clash[0], clash[1]));
}
