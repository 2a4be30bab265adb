import { describe, expect, it } from 'vitest';
import { jsonLine } from '../../src/core/json-line.js';
import { isPrintable, printable, printableDeep, quoted } from '../../src/core/printable.js';

describe('text from outside is made printable before it reaches a terminal or a log', () => {
  it('shows ESC, BEL, C1 controls, bidi overrides and line breaks as visible escapes', () => {
    expect(printable('\u001b]0;PWNED\u0007')).toBe('\\u{1b}]0;PWNED\\u{7}');
    expect(printable('a\u009b31mb\u202ec\nd\u2028')).toBe('a\\u{9b}31mb\\u{202e}c\\u{a}d\\u{2028}');
    expect(printable('Ärger ♠ 10♥ 汉字')).toBe('Ärger ♠ 10♥ 汉字');
  });
  it('quotes with quotes and backslashes escaped, so the quoted text cannot end early', () => {
    expect(quoted('x" \\ \u001b[2J')).toBe('"x\\" \\\\ \\u{1b}[2J"');
  });
  it('tells printable text from text that needs escaping, every time it is asked', () => {
    expect(isPrintable('seed 42')).toBe(true);
    expect(isPrintable('seed\u001b')).toBe(false);
    expect(isPrintable('seed\u001b')).toBe(false);
    expect(isPrintable('seed 42')).toBe(true);
  });
});

// Every C0 and C1 control, DEL, the bidi controls, the invisible ones and the separators.
const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
  ...Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)),
  ...'\u00ad\u061c\u180e\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2060\u2066\u2067\u2068\u2069\u2028\u2029\ufeff\ufff9',
  '\u{e0001}',
  '\ud800',
];

describe("a server's message is made printable all through before the client uses it", () => {
  it('escapes every control, C1 (U+0080–U+009F) included, and every bidi or invisible control', () => {
    for (const ch of CONTROLS) {
      expect(printable(`a${ch}b`), `U+${ch.codePointAt(0)!.toString(16)}`).toMatch(/^a\\u\{[0-9a-f]+\}b$/);
      expect(isPrintable(`a${ch}b`)).toBe(false);
    }
  });
  it('reaches every string, however nested, keys included, and keeps numbers, booleans and null', () => {
    const hostile = '\u001b]0;PWNED\u0007\u009b2J';
    const message = { seat: 2, host: true, seed: null, legal: ['play 5H', hostile], view: { names: [[hostile]], [hostile]: 1 }, events: [{ type: 'played', text: hostile }] };
    const clean = printableDeep(message) as typeof message;
    expect(clean).toEqual({
      seat: 2,
      host: true,
      seed: null,
      legal: ['play 5H', '\\u{1b}]0;PWNED\\u{7}\\u{9b}2J'],
      view: { names: [['\\u{1b}]0;PWNED\\u{7}\\u{9b}2J']], '\\u{1b}]0;PWNED\\u{7}\\u{9b}2J': 1 },
      events: [{ type: 'played', text: '\\u{1b}]0;PWNED\\u{7}\\u{9b}2J' }],
    });
    // Printable twice is printable once: a client may escape again what the door escaped.
    expect(printableDeep(clean)).toEqual(clean);
  });
  it('turns what no JSON or msgpack message of text holds into null, and cuts a nesting deeper than 32', () => {
    expect(printableDeep({ bytes: new Uint8Array([0x1b]), map: new Map([['a', '\u001b']]), when: new Date(0), big: 10n })).toEqual({ bytes: null, map: null, when: null, big: null });
    let deep: unknown = '\u001b';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(JSON.stringify(printableDeep(deep))).toBe(`${'['.repeat(32)}null${']'.repeat(32)}`);
  });
  it('keeps a "__proto__" key a key: the copy\'s prototype is never the server\'s', () => {
    const clean = printableDeep(JSON.parse('{"__proto__": {"polluted": "\\u001b"}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
    expect(Object.keys(clean)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('a JSON line for a terminal', () => {
  it('writes every control as a \\u escape, C1 and U+2028 included (JSON.stringify leaves those raw), and means the same value', () => {
    const value = { text: CONTROLS.join('') };
    const line = jsonLine(value);
    expect(line).toMatch(/^[\x20-\x7e]*$/);
    expect(JSON.parse(line)).toEqual(value);
    expect(JSON.stringify(value)).toMatch(/[\u0080-\u009f]/);
  });
});
