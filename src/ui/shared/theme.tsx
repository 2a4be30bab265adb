// How cards and frames look: suit symbols or letters, two or four suit colours, the colour theme
// (src/ui/shared/palettes.ts), or no colour at all, box drawing or plain ASCII frames. One theme
// for the whole screen, read through a context.
import { createContext, useContext, type ReactNode } from 'react';
import { type Palette, paletteOf, type Role, type ThemeName } from './palettes.js';
import { terminalBackground } from './terminal-background.js';

export type { Role, ThemeName };

export interface UiTheme {
  /** S H D C instead of ♠ ♥ ♦ ♣, X for a jester, no box drawing. */
  ascii: boolean;
  /** Four suit colours, colour-blind safe (♥ vermilion, ♦ sky blue, ♣ bluish green), instead of red and default. */
  fourColor: boolean;
  /** false with --no-color or NO_COLOR: no colour anywhere (bold and inverse stay). */
  color: boolean;
  /** --theme; left out: from the terminal's background where it said, else dark. */
  name?: ThemeName;
}

export const DEFAULT_THEME: UiTheme = { ascii: false, fourColor: false, color: true };

const ThemeContext = createContext<UiTheme>(DEFAULT_THEME);

export function ThemeProvider({ theme, children }: { theme: UiTheme; children: ReactNode }) {
  return <ThemeContext.Provider value={theme}>{children}</ThemeContext.Provider>;
}

export const useTheme = (): UiTheme => useContext(ThemeContext);

/** The colours the theme stands for on this terminal. */
export const paletteFor = (theme: UiTheme): Palette => paletteOf(theme.name ?? terminalBackground(), terminalBackground());

/** Ink colour of a suit (0 ♠, 1 ♥, 2 ♦, 3 ♣; -1 jester), or undefined for the default colour. */
export function suitColor(theme: UiTheme, suit: number): string | undefined {
  if (!theme.color) return undefined;
  const palette = paletteFor(theme);
  if (suit === -1) return palette.roles.jester;
  return (theme.fourColor ? palette.fourSuits : palette.twoSuits)[suit];
}

/** The theme's colour for a role (headings, warnings, …), dropped without colour. */
export const tint = (theme: UiTheme, role: Role): string | undefined => (theme.color ? paletteFor(theme).roles[role] : undefined);

/** Frame style for Ink's Box: round box drawing, or + - | in ASCII mode. */
export const borderStyle = (theme: UiTheme): 'round' | 'classic' => (theme.ascii ? 'classic' : 'round');
