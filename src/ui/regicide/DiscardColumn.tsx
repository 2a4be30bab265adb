// On wide terminals the discard pile stays in view beside the board.
import { Box, Text } from 'ink';
import { useTexts } from '../shared/i18n.js';
import { borderStyle, useTheme } from '../shared/theme.js';
import { DiscardBySuit } from './DiscardBySuit.js';
import { REGICIDE_TEXTS } from './strings.js';

export function DiscardColumn({ discard, width, height }: { discard: readonly string[]; width: number; height: number }) {
  const t = useTexts(REGICIDE_TEXTS);
  const theme = useTheme();
  return (
    <Box borderStyle={borderStyle(theme)} flexDirection="column" paddingX={1} width={width} height={Math.min(height, 12)} overflow="hidden">
      <Text bold>{t.discardPile(discard.length)}</Text>
      <DiscardBySuit discard={discard} />
    </Box>
  );
}
