// Ink's Text, with dimmed text as a role of the theme: `dimColor` is drawn in the theme's muted
// colour (checked for contrast like every other role) rather than the terminal's faint attribute,
// whose shade each terminal picks and which falls below AA on many dark ones and in high contrast.
// Without colour (--no-color, NO_COLOR) the faint attribute stays: it is no colour, and keeps the
// difference between text and secondary text. A text given a colour of its own keeps it.
import { Text as InkText, type TextProps } from 'ink';
import { tint, useTheme } from './theme.js';

export function Text({ dimColor, color, ...rest }: TextProps) {
  const theme = useTheme();
  const muted = dimColor === true && color === undefined ? tint(theme, 'muted') : undefined;
  if (muted !== undefined) return <InkText {...rest} color={muted} />;
  return <InkText {...rest} color={color} dimColor={dimColor} />;
}
