// The colours of every theme, in one place. Colours are exact (#rrggbb), not the terminal's
// named colours, whose shades each terminal picks for itself: only exact colours can be checked
// for contrast (test/ui/theme-contrast.test.ts holds each theme to WCAG AA against the
// backgrounds it is meant for). Chalk turns them into 256 or 16 colours where the terminal has no more.

export const THEME_NAMES = ['dark', 'light', 'high-contrast'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/**
 * What a colour means on the screen; screens ask for a role, never for a colour. `muted` is
 * secondary text (key hints, labels, older log lines): what Ink's dimColor stands for (Text.tsx).
 */
export type Role = 'accent' | 'good' | 'warn' | 'bad' | 'jester' | 'muted';
export const ROLES: readonly Role[] = ['accent', 'good', 'warn', 'bad', 'jester', 'muted'];

/** ♠ ♥ ♦ ♣; undefined is the terminal's own text colour. */
export type SuitColors = readonly [string | undefined, string | undefined, string | undefined, string | undefined];

export interface Palette {
  /** The background the terminal is assumed to have (the screens never paint one). */
  background: 'dark' | 'light';
  /** Backgrounds the colours are checked against: common terminal backgrounds of that kind. */
  checkedAgainst: readonly string[];
  /** The contrast every colour must reach on each of them (4.5 is WCAG AA for text, 7 AAA). */
  minimumContrast: number;
  roles: Readonly<Record<Role, string>>;
  /** The usual two colours: ♥ ♦ red, ♠ ♣ the text colour. */
  twoSuits: SuitColors;
  /**
   * --four-color: ♥ vermilion, ♦ sky blue, ♣ bluish green (Okabe and Ito's colour-blind safe set),
   * ♠ the text colour; told apart with red-green colour blindness too, and by their symbols always.
   */
  fourSuits: SuitColors;
}

const DARK: Palette = {
  background: 'dark',
  checkedAgainst: ['#000000', '#1e1e1e', '#282c34', '#2e3440'],
  minimumContrast: 4.5,
  roles: { accent: '#56b4e9', good: '#5ccf9b', warn: '#f0e442', bad: '#ff7b5c', jester: '#e393c6', muted: '#a3a3a3' },
  twoSuits: [undefined, '#ff7b7b', '#ff7b7b', undefined],
  fourSuits: [undefined, '#ff8f5c', '#6cb6ff', '#3fd6a6'],
};

const LIGHT: Palette = {
  background: 'light',
  checkedAgainst: ['#ffffff', '#fdf6e3', '#eeeeee'],
  minimumContrast: 4.5,
  roles: { accent: '#005f99', good: '#006b45', warn: '#7a5200', bad: '#b3261e', jester: '#8e3a6e', muted: '#5e5e5e' },
  twoSuits: [undefined, '#b71c1c', '#b71c1c', undefined],
  fourSuits: [undefined, '#b33c00', '#0050a8', '#006b58'],
};

/** High contrast: 7:1 (WCAG AAA) at least; bright colours on a dark terminal, deep ones on a light one. */
const HIGH_CONTRAST_DARK: Palette = {
  background: 'dark',
  checkedAgainst: ['#000000', '#121212'],
  minimumContrast: 7,
  roles: { accent: '#00ffff', good: '#5fff87', warn: '#ffff00', bad: '#ff8080', jester: '#ff99ff', muted: '#c8c8c8' },
  twoSuits: [undefined, '#ff8080', '#ff8080', undefined],
  fourSuits: [undefined, '#ffa060', '#80c0ff', '#40ffc0'],
};

const HIGH_CONTRAST_LIGHT: Palette = {
  background: 'light',
  checkedAgainst: ['#ffffff', '#f5f5f5'],
  minimumContrast: 7,
  roles: { accent: '#003c66', good: '#00472e', warn: '#4d3400', bad: '#8b0000', jester: '#5c1f47', muted: '#3a3a3a' },
  twoSuits: [undefined, '#8b0000', '#8b0000', undefined],
  fourSuits: [undefined, '#7a2900', '#00337a', '#00473a'],
};

/** Every palette there is (the contrast test walks them all). */
export const PALETTES: Readonly<Record<string, Palette>> = {
  dark: DARK,
  light: LIGHT,
  'high-contrast (dark terminal)': HIGH_CONTRAST_DARK,
  'high-contrast (light terminal)': HIGH_CONTRAST_LIGHT,
};

/**
 * The palette of a theme on a terminal of the given background: dark and light are what they say
 * (a player who picks light on a dark terminal gets light); high contrast follows the terminal.
 */
export function paletteOf(name: ThemeName, terminal: 'dark' | 'light'): Palette {
  if (name === 'dark') return DARK;
  if (name === 'light') return LIGHT;
  return terminal === 'light' ? HIGH_CONTRAST_LIGHT : HIGH_CONTRAST_DARK;
}
