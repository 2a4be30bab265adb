// On wide terminals the discard pile stays in view beside the board, grouped by suit.
import { Box, Text } from 'ink';
import { JESTER, parseCard, sortCards, suitOf, suitSymbol } from '../../core/cards.js';
import { CardList } from '../shared/CardLabel.js';
import { useTexts } from '../shared/i18n.js';
import { borderStyle, suitColor, useTheme } from '../shared/theme.js';
import { REGICIDE_TEXTS } from './strings.js';

export function DiscardColumn({ discard, width, height }: { discard: readonly string[]; width: number; height: number }) {
  const t = useTexts(REGICIDE_TEXTS);
  const theme = useTheme();
  const cards = sortCards(discard.map((c) => parseCard(c)!));
  const jesters = cards.filter((c) => c === JESTER);
  return (
    <Box borderStyle={borderStyle(theme)} flexDirection="column" paddingX={1} width={width} height={Math.min(height, 12)} overflow="hidden">
      <Text bold>{t.discardPile(cards.length)}</Text>
      {[0, 1, 2, 3].map((suit) => (
        <Text key={suit} wrap="wrap">
          <Text color={suitColor(theme, suit)} bold>{`${suitSymbol(suit, theme.ascii)} `}</Text>
          <CardList cards={cards.filter((c) => c !== JESTER && suitOf(c) === suit)} />
        </Text>
      ))}
      {jesters.length ? <CardList cards={jesters} /> : null}
    </Box>
  );
}
