// The top line: game, mode, castle progress (the enemies still to come), tavern, discard pile and
// (solo) jesters to flip; under it, when there are any, the variants in play and the practice mark.
import { Box, Text } from 'ink';
import type { RegicideView } from '../../games/regicide/types.js';
import { useTexts } from '../shared/i18n.js';
import { tint, useTheme } from '../shared/theme.js';
import { REGICIDE_TEXTS } from './strings.js';

/** The second status row (variants in play, practice), or '' when there is nothing to show. */
export const statusExtrasOf = (view: RegicideView, practice: boolean, t: { statusExtras: (v: readonly string[], p: boolean) => string }): string =>
  t.statusExtras(view.variants, practice);

export function StatusLine({ view, practice = false }: { view: RegicideView; practice?: boolean }) {
  const t = useTexts(REGICIDE_TEXTS);
  const theme = useTheme();
  const { jacks, queens, kings } = view.castleLeft;
  const parts = [t.castleLeft(jacks, queens, kings), t.tavern(view.tavern), t.discardPile(view.discard.length)];
  if (view.flipsLeft !== undefined) parts.push(t.flipsLeft(view.flipsLeft));
  const extras = statusExtrasOf(view, practice, t);
  return (
    <Box flexDirection="column">
      <Text wrap="truncate-end">
        <Text bold color={tint(theme, 'cyan')}>
          {t.title}
        </Text>
        {`${t.sep}${view.players === 1 ? t.solo : t.players(view.players)}   `}
        {parts.join('   ')}
      </Text>
      {extras ? (
        <Text wrap="truncate-end" color={tint(theme, 'yellow')}>
          {extras}
        </Text>
      ) : null}
    </Box>
  );
}
