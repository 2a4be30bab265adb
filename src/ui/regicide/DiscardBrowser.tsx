// The discard pile on its own screen (key d), with the number of cards of each suit; the shell
// hands its keys to PILE_KEYMAP.
import { Box } from 'ink';
import { Text } from '../shared/Text.js';
import { useTexts } from '../shared/i18n.js';
import { borderStyle, tint, useTheme } from '../shared/theme.js';
import { DiscardBySuit } from './DiscardBySuit.js';
import { REGICIDE_TEXTS } from './strings.js';

export function DiscardBrowser({ discard, width }: { discard: readonly string[]; width: number }) {
  const t = useTexts(REGICIDE_TEXTS);
  const theme = useTheme();
  return (
    <Box borderStyle={borderStyle(theme)} flexDirection="column" paddingX={1} width={width}>
      <Text bold color={tint(theme, 'accent')}>
        {t.discardBrowserTitle(discard.length)}
      </Text>
      {discard.length === 0 ? <Text>{t.discardBrowserEmpty}</Text> : <DiscardBySuit discard={discard} counts />}
      <Text dimColor>{t.discardBrowserHint}</Text>
    </Box>
  );
}
