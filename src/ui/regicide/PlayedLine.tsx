// The cards played against the current enemy (they leave with it).
import { Box, Text } from 'ink';
import { cardsOf } from '../../games/regicide/view-cards.js';
import { CardList } from '../shared/CardLabel.js';
import { useTexts } from '../shared/i18n.js';
import { REGICIDE_TEXTS } from './strings.js';

export function PlayedLine({ played }: { played: readonly string[] }) {
  const t = useTexts(REGICIDE_TEXTS);
  return (
    <Box height={1} overflow="hidden">
      <Text wrap="truncate-end">
        {t.labelled(t.played)}
        <CardList cards={cardsOf(played)} empty={t.nothingPlayed} />
      </Text>
    </Box>
  );
}
