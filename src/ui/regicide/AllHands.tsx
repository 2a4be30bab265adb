// Every seat's hand at once — only for replays, where the game is over and nothing is secret.
import { Box, Text } from 'ink';
import type { Card } from '../../core/cards.js';
import { CardList } from '../shared/CardLabel.js';
import { useTexts } from '../shared/i18n.js';
import { borderStyle, tint, useTheme } from '../shared/theme.js';
import { REGICIDE_TEXTS } from './strings.js';

export const allHandsHeight = (players: number): number => players + 2;

export function AllHands({ hands, current, width }: { hands: readonly (readonly Card[])[]; current: number | null; width: number }) {
  const t = useTexts(REGICIDE_TEXTS);
  const theme = useTheme();
  return (
    <Box borderStyle={borderStyle(theme)} flexDirection="column" width={width} height={allHandsHeight(hands.length)} paddingX={1}>
      {hands.map((hand, i) => (
        <Text key={i} wrap="truncate-end">
          <Text color={tint(theme, 'green')} bold>
            {i + 1 === current ? `${t.turn} ` : '  '}
          </Text>
          <Text bold={i + 1 === current}>{`${t.player(i + 1)}: `}</Text>
          <CardList cards={hand} empty={t.handEmpty} />
        </Text>
      ))}
    </Box>
  );
}
