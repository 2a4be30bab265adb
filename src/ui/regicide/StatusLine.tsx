// The top line: game, mode, castle progress, tavern, discard pile and (solo) jesters to flip.
import { Box, Text } from 'ink';
import type { RegicideView } from '../../games/regicide/types.js';
import { useTexts } from '../shared/i18n.js';
import { tint, useTheme } from '../shared/theme.js';
import { REGICIDE_TEXTS } from './strings.js';

export function StatusLine({ view }: { view: RegicideView }) {
  const t = useTexts(REGICIDE_TEXTS);
  const theme = useTheme();
  const { jacks, queens, kings } = view.castleLeft;
  const parts = [t.castleLeft(jacks, queens, kings), t.tavern(view.tavern), t.discardPile(view.discard.length)];
  if (view.flipsLeft !== undefined) parts.push(t.flipsLeft(view.flipsLeft));
  return (
    <Box justifyContent="space-between">
      <Text wrap="truncate-end">
        <Text bold color={tint(theme, 'cyan')}>
          {t.title}
        </Text>
        {`${t.sep}${view.players === 1 ? t.solo : t.players(view.players)}   `}
        {parts.join('   ')}
      </Text>
    </Box>
  );
}
