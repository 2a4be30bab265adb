// How cards and frames look: suit symbols or letters, two or four suit colours, or no colour at
// all, box drawing or plain ASCII frames. One theme for the whole screen, read through a context.
import { createContext, useContext, type ReactNode } from 'react';

export interface UiTheme {
  /** S H D C instead of ♠ ♥ ♦ ♣, X for a jester, no box drawing. */
  ascii: boolean;
  /** ♠ default, ♥ red, ♦ blue, ♣ green instead of red and default. */
  fourColor: boolean;
  /** false with --no-color or NO_COLOR: no colour anywhere (bold and inverse stay). */
  color: boolean;
}

export const DEFAULT_THEME: UiTheme = { ascii: false, fourColor: false, color: true };

const ThemeContext = createContext<UiTheme>(DEFAULT_THEME);

export function ThemeProvider({ theme, children }: { theme: UiTheme; children: ReactNode }) {
  return <ThemeContext.Provider value={theme}>{children}</ThemeContext.Provider>;
}

export const useTheme = (): UiTheme => useContext(ThemeContext);

/** Ink colour of a suit (0 ♠, 1 ♥, 2 ♦, 3 ♣; -1 jester), or undefined for the default colour. */
export function suitColor(theme: UiTheme, suit: number): string | undefined {
  if (!theme.color) return undefined;
  if (suit === -1) return 'magenta';
  if (theme.fourColor) return [undefined, 'red', 'blue', 'green'][suit];
  return suit === 1 || suit === 2 ? 'red' : undefined;
}

/** A colour for emphasis (headings, warnings), dropped without colour. */
export const tint = (theme: UiTheme, color: string): string | undefined => (theme.color ? color : undefined);

/** Frame style for Ink's Box: round box drawing, or + - | in ASCII mode. */
export const borderStyle = (theme: UiTheme): 'round' | 'classic' => (theme.ascii ? 'classic' : 'round');
