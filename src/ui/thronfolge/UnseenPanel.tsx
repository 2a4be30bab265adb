// Beside the board on wide terminals: the cards the player at the keyboard has not seen yet (the
// draw pile, the other hand, hidden removed cards), grouped like a collection — what may still
// come.
import { Box } from 'ink';
import { Text } from '../shared/Text.js';
import { sortCards, suitSymbol } from '../../core/cards.js';
import { FAMILY_ORDER, familyOf, isCrown, pointsOf, unseenCards } from '../../games/thronfolge/index.js';
import type { ThronfolgeView } from '../../games/thronfolge/types.js';
import { CardList } from '../shared/CardLabel.js';
import { useTexts } from '../shared/i18n.js';
import { borderStyle, useTheme } from '../shared/theme.js';
import { THRONFOLGE_TEXTS } from './strings.js';

export function UnseenPanel({ view, width, height }: { view: ThronfolgeView; width: number; height: number }) {
  const t = useTexts(THRONFOLGE_TEXTS);
  const theme = useTheme();
  const unseen = sortCards(unseenCards(view));
  const groups: Array<[string, number[]]> = [
    ...FAMILY_ORDER.map((suit): [string, number[]] => [suitSymbol(suit, theme.ascii), unseen.filter((c) => familyOf(c) === suit)]),
    [t.favour, unseen.filter((c) => pointsOf(c) > 0)],
    [t.betrayal, unseen.filter((c) => pointsOf(c) < 0)],
    [t.crowns, unseen.filter(isCrown)],
  ];
  return (
    <Box borderStyle={borderStyle(theme)} flexDirection="column" width={width} height={height} paddingX={1} overflow="hidden">
      <Text bold wrap="truncate-end">
        {t.unseenTitle(unseen.length)}
      </Text>
      <Text dimColor wrap="truncate-end">
        {t.unseenNote}
      </Text>
      {groups.map(([label, cards]) => (
        <Box key={label}>
          <Box width={label.length + 1} flexShrink={0}>
            <Text>{label}</Text>
          </Box>
          <CardList cards={cards} empty={t.nothing} />
        </Box>
      ))}
    </Box>
  );
}
