// Every seat's hand at once, one line a seat, the seat to move marked — only for replays, where
// the game is over and nothing is secret.
import { Box, Text } from 'ink';
import type { Card } from '../../core/cards.js';
import { CardList } from './CardLabel.js';
import { useTexts } from './i18n.js';
import { SHARED_TEXTS } from './shared-strings.js';
import { borderStyle, tint, useTheme } from './theme.js';

export interface OpenHandsProps {
  /** By seat: hands[0] is seat 1's. */
  hands: readonly (readonly Card[])[];
  /** The 1-based seat to move, or null when the game is over. */
  current: number | null;
  width: number;
  height: number;
  /** The game's texts: the mark before the seat to move, seat names, an empty hand. */
  turnMark: string;
  playerName: (seat: number) => string;
  emptyText: string;
}

export function OpenHands({ hands, current, width, height, turnMark, playerName, emptyText }: OpenHandsProps) {
  const theme = useTheme();
  const t = useTexts(SHARED_TEXTS);
  return (
    <Box borderStyle={borderStyle(theme)} flexDirection="column" width={width} height={height} paddingX={1}>
      {hands.map((hand, i) => (
        <Text key={i} wrap="truncate-end">
          <Text color={tint(theme, 'good')} bold>
            {i + 1 === current ? `${turnMark} ` : '  '}
          </Text>
          <Text bold={i + 1 === current}>{t.labelled(playerName(i + 1))}</Text>
          <CardList cards={hand} empty={emptyText} />
        </Text>
      ))}
    </Box>
  );
}
