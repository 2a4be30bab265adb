// Wrapping measured in terminal columns: a wide glyph (CJK, emoji) takes two, a suit symbol one.
// Counting UTF-16 units or code points (the two wrappers this replaced) gets both wrong, and so
// does wrap-ansi 9 through its string-width 7, which counts ♥ ♠ ♦ ♣ as two.
import { describe, expect, it } from 'vitest';
import { barChart } from '../../src/text/layout.js';
import { textWidth } from '../../src/text/width.js';
import { linesRows, wrapLine, wrapText } from '../../src/text/wrap.js';

describe('text width', () => {
  it('counts a suit symbol as one column, a CJK glyph or an emoji as two, an escape code as none', () => {
    expect(textWidth('10♥ K♠ 2♦ A♣')).toBe(12);
    expect(textWidth('王位継承')).toBe(8);
    expect(textWidth('👑 K♥')).toBe(5);
    expect(textWidth('\u001b[31mred\u001b[39m')).toBe(3);
  });
});

describe('screen rows', () => {
  it('keep suit symbols one column wide: a full row of cards stays one row', () => {
    // 8 cards of 3 columns and 7 spaces: exactly 31 columns.
    const cards = '10♥ 10♠ 10♦ 10♣ 10♥ 10♠ 10♦ 10♣';
    expect(wrapText(cards, 31)).toEqual([cards]);
    expect(wrapText(cards, 30)).toEqual(['10♥ 10♠ 10♦ 10♣ 10♥ 10♠ 10♦', '10♣']);
  });

  it('give a wide glyph two columns, so no row is wider than the screen', () => {
    const text = '王位 継承 は 二人 の 決闘 です 👑👑 ♥♠';
    for (const width of [6, 9, 12, 20]) {
      const rows = wrapText(text, width);
      expect(rows.every((row) => textWidth(row) <= width)).toBe(true);
      expect(rows.join(' ')).toBe(text);
    }
    // Counted as code points, '王位 継承 は' (8 of them) would fit 8 columns; it takes 11.
    expect(wrapText('王位 継承 は', 8)).toEqual(['王位', '継承 は']);
  });

  it('keep a line’s indentation on its continuation rows, and cut a word wider than a row', () => {
    expect(wrapText('   K♠ Q♥ J♦ 10♣', 9)).toEqual(['   K♠ Q♥', '   J♦ 10♣']);
    expect(wrapText('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(linesRows(['K♠ Q♥ J♦', 'x'], 5)).toBe(3);
  });
});

describe('report lines', () => {
  it('indent continuation lines and measure wide glyphs in columns', () => {
    const rows = wrapLine('Thronfolge 王位継承 ♠♥♦♣ report: 👑 three crowns won 12 games of 40', 24);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((row) => textWidth(row) <= 24)).toBe(true);
    expect(rows.slice(1).every((row) => row.startsWith('  '))).toBe(true);
    // Four glyphs are four UTF-16 units but eight columns.
    expect(wrapLine('王位継承 王位継承 王位継承', 12)).toEqual(['王位継承', '  王位継承', '  王位継承']);
  });

  it('line bar chart labels up by their columns', () => {
    const lines = barChart([
      { label: '王位', value: 2 },
      { label: 'K♠', value: 1 },
    ]);
    expect(lines.map((l) => textWidth(l.slice(0, l.indexOf('│'))))).toEqual([5, 5]);
  });
});
