// Numbers as every screen writes them: a negative one with a real minus sign (U+2212), the same
// sign in a total, a change or a category. Texts go through the dictionaries, so --ascii turns the
// sign into '-' (see ascii-text.ts); code outside a dictionary passes `ascii` itself.
const MINUS = '−';

export function num(n: number, ascii = false): string {
  return n < 0 ? `${ascii ? '-' : MINUS}${-n}` : String(n);
}

/** With its sign always: +5, −3, and `zero` for 0. */
export function signed(n: number, zero = '0', ascii = false): string {
  return n > 0 ? `+${n}` : n < 0 ? num(n, ascii) : zero;
}
