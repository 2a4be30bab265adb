// Every colour of every theme, against every background the theme is meant for, reaches WCAG AA
// (4.5:1, the figure for normal text: every coloured thing on the screens is text, a card or a
// frame drawn with text characters, so the text figure is asked of all of them, also of the
// frames and health bars for which 3:1 would do); high contrast reaches AAA (7:1).
import { describe, expect, it } from 'vitest';
import { contrastRatio, hexLuminance } from '../../src/ui/shared/contrast.js';
import { PALETTES, paletteOf, ROLES, THEME_NAMES } from '../../src/ui/shared/palettes.js';

describe('the contrast formula', () => {
  it('gives the WCAG figures for known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 is the darkest grey that passes AA on white (4.54:1); #777777 just fails (4.48:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(hexLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
  });
});

describe('every theme against its backgrounds', () => {
  const rows = Object.entries(PALETTES).flatMap(([name, palette]) =>
    palette.checkedAgainst.flatMap((background) => [
      ...ROLES.map((role) => ({ name, what: role, color: palette.roles[role], background, minimum: palette.minimumContrast })),
      ...['♠', '♥', '♦', '♣'].flatMap((suit, i) => [
        { name, what: `${suit} (two colours)`, color: palette.twoSuits[i], background, minimum: palette.minimumContrast },
        { name, what: `${suit} (four colours)`, color: palette.fourSuits[i], background, minimum: palette.minimumContrast },
      ]),
    ]),
  );

  it('checks each palette on at least two backgrounds', () => {
    for (const palette of Object.values(PALETTES)) expect(palette.checkedAgainst.length).toBeGreaterThanOrEqual(2);
    expect(rows.length).toBeGreaterThan(100);
  });

  it('reaches AA (4.5:1) everywhere, and 7:1 where the theme is high contrast', () => {
    const failing = rows
      .filter((r) => r.color !== undefined)
      .map((r) => ({ ...r, ratio: Math.round(contrastRatio(r.color!, r.background) * 100) / 100 }))
      .filter((r) => r.ratio < r.minimum || r.ratio < 4.5);
    expect(failing).toEqual([]);
  });

  it('holds high contrast to AAA and the others to AA', () => {
    for (const terminal of ['dark', 'light'] as const) {
      expect(paletteOf('high-contrast', terminal).minimumContrast).toBe(7);
      expect(paletteOf('high-contrast', terminal).background).toBe(terminal);
      expect(paletteOf('dark', terminal).minimumContrast).toBe(4.5);
      expect(paletteOf('light', terminal).background).toBe('light');
    }
    expect(THEME_NAMES).toEqual(['dark', 'light', 'high-contrast']);
  });

  it('gives four different suit colours with --four-color, two with the usual colours', () => {
    for (const palette of Object.values(PALETTES)) {
      expect(new Set(palette.fourSuits).size).toBe(4);
      expect(palette.twoSuits[1]).toBe(palette.twoSuits[2]);
      expect(palette.twoSuits[0]).toBe(palette.twoSuits[3]);
    }
  });
});
