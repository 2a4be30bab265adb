// The top line: game, mode, castle progress (the enemies still to come), tavern, discard pile and
// (solo) jesters to flip; under it, when there are any, the variants in play and the practice mark.
import { Box, Text } from 'ink';
import type { RegicideView } from '../../games/regicide/types.js';
import { useTexts } from '../shared/i18n.js';
import { tint, useTheme } from '../shared/theme.js';
import { REGICIDE_TEXTS } from './strings.js';

/** The second status row (the daily deal or a retry, variants in play, practice), or '' when there is nothing to show. */
export const statusExtrasOf = (view: RegicideView, practice: boolean, t: { sep: string; statusExtras: (v: readonly string[], p: boolean) => string }, marks = ''): string =>
  [marks, t.statusExtras(view.variants, practice)].filter(Boolean).join(t.sep);

/** Below this width the line drops the game's name and takes its shorter forms. */
export const NARROW_BELOW = 80;

export function StatusLine({ view, practice = false, marks = '', width = NARROW_BELOW }: { view: RegicideView; practice?: boolean; marks?: string; width?: number }) {
  const t = useTexts(REGICIDE_TEXTS);
  const theme = useTheme();
  const narrow = width < NARROW_BELOW - 1;
  const { jacks, queens, kings } = view.castleLeft;
  const castle = narrow ? t.castleLeftShort(jacks, queens, kings) : t.castleLeft(jacks, queens, kings);
  const parts = [view.players === 1 ? t.solo : t.players(view.players), castle, t.tavern(view.tavern), t.discardPile(view.discard.length)];
  if (view.flipsLeft !== undefined) parts.push(t.flipsLeft(view.flipsLeft));
  const extras = statusExtrasOf(view, practice, t, marks);
  return (
    <Box flexDirection="column">
      <Text wrap="truncate-end">
        {narrow ? null : (
          <Text bold color={tint(theme, 'accent')}>
            {t.title + t.sep}
          </Text>
        )}
        {parts.join(narrow ? '  ' : '   ')}
      </Text>
      {extras ? (
        <Text wrap="truncate-end" color={tint(theme, 'warn')}>
          {extras}
        </Text>
      ) : null}
    </Box>
  );
}
