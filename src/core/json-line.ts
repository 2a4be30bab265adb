// JSON.stringify escapes C0 controls but leaves C1 controls (U+009B starts a CSI sequence on many
// terminals), bidi overrides and the line separators as they are. A JSON line that carries text
// from a client or a file goes to a terminal or a log, so those become \uXXXX escapes: the value
// is the same JSON, and the line is safe to print.
const UNSAFE_IN_JSON = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

const escapeUnit = (ch: string): string => {
  let out = '';
  for (let i = 0; i < ch.length; i++) out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return out;
};

/** `JSON.stringify(value)` with every control or format character written as a \u escape. */
export function jsonLine(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_JSON, escapeUnit);
}
