// Both hands at once — only for replays, where the game is over and nothing is secret.
import { Box, Text } from 'ink';
import { parseCard } from '../../core/cards.js';
import { CardList } from '../shared/CardLabel.js';
import { useTexts } from '../shared/i18n.js';
import { borderStyle, tint, useTheme } from '../shared/theme.js';
import { THRONFOLGE_TEXTS } from './strings.js';

export function BothHands({ hands, current, width, height }: { hands: readonly (readonly string[])[]; current: number | null; width: number; height: number }) {
  const t = useTexts(THRONFOLGE_TEXTS);
  const theme = useTheme();
  return (
    <Box borderStyle={borderStyle(theme)} flexDirection="column" width={width} height={height} paddingX={1}>
      {hands.map((hand, i) => (
        <Text key={i} wrap="truncate-end">
          <Text color={tint(theme, 'green')} bold>
            {i + 1 === current ? `${t.turnMark} ` : '  '}
          </Text>
          <Text bold={i + 1 === current}>{`${t.player(i + 1)}: `}</Text>
          <CardList cards={hand.map((c) => parseCard(c)!)} empty={t.handEmpty} />
        </Text>
      ))}
    </Box>
  );
}
