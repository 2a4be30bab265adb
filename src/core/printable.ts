// Text that came from a client or a file may carry terminal escape sequences (ESC, CSI, OSC …),
// bidi overrides that reorder what is shown, or line breaks that forge a second log line. Before
// such text reaches a terminal or a log it is made printable: every control and format character
// becomes a visible \u{…} escape, so the reader sees what was sent and the terminal obeys none of it.

// C0 and C1 controls (U+0080–U+009F: U+009B alone starts a CSI on many terminals) and DEL (Cc),
// format characters such as bidi overrides, zero-width spaces and joiners and the byte-order mark
// (Cf), lone surrogates (Cs: no character at all), and the Unicode line and paragraph separators.
const UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/gu;

const escapeOne = (ch: string): string => `\\u{${ch.codePointAt(0)!.toString(16)}}`;

/** `text` with every control or format character shown as `\u{…}`. */
export function printable(text: string): string {
  return text.replace(UNSAFE, escapeOne);
}

/** `text` quoted for a one-line message: `"…"` with quotes, backslashes and controls escaped. */
export function quoted(text: string): string {
  return `"${printable(text.replace(/\\/g, '\\\\').replace(/"/g, '\\"'))}"`;
}

/** True when `text` holds no control or format character (a seed or a name may be shown as is). */
export function isPrintable(text: string): boolean {
  UNSAFE.lastIndex = 0;
  return !UNSAFE.test(text);
}

/** Nesting deeper than this is cut (a hostile message cannot exhaust the stack). */
const DEEPEST = 32;

/**
 * A value received from outside (a server's message) with every string in it, keys included, made
 * printable, however deep. Arrays and plain objects are copied; numbers, booleans and null stay;
 * anything else (bytes, maps, functions) and anything nested deeper than `DEEPEST` becomes null.
 */
export function printableDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return printable(value);
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') return value;
  if (depth >= DEEPEST || typeof value !== 'object') return null;
  if (Array.isArray(value)) return value.map((v) => printableDeep(v, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return null;
  // Object.fromEntries defines every key as its own property: a "__proto__" key stays a key.
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [printable(k), printableDeep(v, depth + 1)]));
}
