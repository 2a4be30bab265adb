import { describe, expect, it } from 'vitest';
import { isPrintable, printable, quoted } from '../../src/core/printable.js';

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
