// Text that came from a client or a file may carry terminal escape sequences (ESC, CSI, OSC …),
// bidi overrides that reorder what is shown, or line breaks that forge a second log line. Before
// such text reaches a terminal or a log it is made printable: every control and format character
// becomes a visible \u{…} escape, so the reader sees what was sent and the terminal obeys none of it.

// C0 and C1 controls and DEL (Cc), format characters such as bidi overrides and zero-width
// joiners (Cf), and the Unicode line and paragraph separators.
const UNSAFE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

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
