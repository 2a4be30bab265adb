// Every seat: whose turn it is, who is who (you, bots, and at a networked table whose phrases the
// host muted), hand sizes and who yielded last turn.
import { Box, Text } from 'ink';
import type { RegicideView } from '../../games/regicide/types.js';
import { useTexts } from '../shared/i18n.js';
import { useSeatMark } from '../shared/seat-names.js';
import { borderStyle, tint, useTheme } from '../shared/theme.js';
import { REGICIDE_TEXTS } from './strings.js';

export interface SeatsPanelProps {
  view: RegicideView;
  /** The seat whose hand is on screen (marked "you"), or null. */
  viewer: number | null;
  bots: readonly number[];
  width: number;
}

export function SeatsPanel({ view, viewer, bots, width }: SeatsPanelProps) {
  const t = useTexts(REGICIDE_TEXTS);
  const theme = useTheme();
  const markOf = useSeatMark();
  const over = view.outcome !== null;
  // In a narrow terminal the columns close up, so "Player 2 (bot)" still fits beside its cards.
  const narrow = width < 36;
  // The yield column takes room only when someone yielded, so names (and a muted mark) keep theirs.
  const yieldWidth = view.yielded.some(Boolean) ? t.yieldedLast.length + (narrow ? 1 : 2) : narrow ? 0 : 1;
  // The name's own columns: the panel less its border, padding, the turn mark, the cards and the yield column.
  const nameRoom = width - 2 - (narrow ? 0 : 2) - 2 - (narrow ? 4 : 6) - yieldWidth;
  return (
    <Box borderStyle={borderStyle(theme)} flexDirection="column" width={width} height={6} paddingX={narrow ? 0 : 1}>
      {view.hands.map((size, i) => {
        const seat = i + 1;
        const turn = !over && seat === view.current;
        const who = seat === viewer ? ` (${t.you})` : bots.includes(seat) ? ` (${t.bot})` : '';
        return (
          <Box key={seat}>
            <Box width={2} flexShrink={0}>
              <Text color={tint(theme, 'good')} bold>
                {turn ? t.turn : ' '}
              </Text>
            </Box>
            <Box flexGrow={1}>
              <Text bold={turn} wrap="truncate-end">
                {t.player(seat) + who + markOf(seat, nameRoom, t.player(seat) + who)}
              </Text>
            </Box>
            <Box width={narrow ? 4 : 6} flexShrink={0} justifyContent="flex-end">
              <Text>{t.cardsInHand(size, view.handLimit)}</Text>
            </Box>
            <Box width={yieldWidth} flexShrink={0} justifyContent="flex-end">
              <Text color={tint(theme, 'warn')}>{view.yielded[i] ? t.yieldedLast : ''}</Text>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
