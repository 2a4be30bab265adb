// Text for an 80-column terminal: the bar chart and line wrapping used by stats and sim reports.
import { describe, expect, it } from 'vitest';
import { barChart, trimZeros } from '../../src/text/layout.js';
import { wrapLine } from '../../src/text/wrap.js';

describe('bar chart', () => {
  it('labels every bar and ends it with its count', () => {
    const lines = barChart([
      { label: '3 enemies', value: 2 },
      { label: '12 enemies', value: 4 },
      { label: '4 enemies', value: 0 },
    ]);
    expect(lines[0]).toMatch(/^ 3 enemies │ █+ 2$/);
    expect(lines[1]).toMatch(/^12 enemies │ █+ 4$/);
    expect(lines[2]).toBe(' 4 enemies │ 0');
    // Bars scale with the counts; the longest is capped.
    const bar = (line: string) => (line.match(/█+/) ?? [''])[0].length;
    expect(bar(lines[1])).toBe(40);
    expect(bar(lines[0])).toBe(20);
  });

  it('fits the width it is given and draws with # in ASCII', () => {
    const lines = barChart([{ label: 'a label that is rather long indeed', value: 123456 }], 50, true);
    expect(lines[0].length).toBeLessThanOrEqual(50);
    expect(lines[0]).toContain('| #');
  });

  it('keeps a single game visible next to many', () => {
    const lines = barChart([
      { label: 'a', value: 1000 },
      { label: 'b', value: 1 },
    ]);
    expect(lines[1]).toContain('█ 1');
  });

  it('trims zero rows at both ends, keeping gaps between', () => {
    expect(trimZeros([0, 0, 3, 0, 1, 0])).toEqual({ from: 2, to: 4 });
    expect(trimZeros([0, 0])).toBeNull();
  });
});

describe('wrapping', () => {
  it('breaks at spaces, indents the rest, and leaves short lines alone', () => {
    expect(wrapLine('short')).toEqual(['short']);
    const long = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');
    const lines = wrapLine(long, 40);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((l) => l.length <= 40)).toBe(true);
    expect(lines.slice(1).every((l) => l.startsWith('  '))).toBe(true);
    expect(lines.map((l) => l.trim()).join(' ')).toBe(long);
  });
});
