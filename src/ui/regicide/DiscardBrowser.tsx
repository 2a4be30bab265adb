// The discard pile, browsable: grouped by suit and sorted, so players can count what is left.
import { Box, Text, useInput } from 'ink';
import { JESTER, parseCard, sortCards, suitOf, suitSymbol } from '../../core/cards.js';
import { CardList } from '../shared/CardLabel.js';
import { useTexts } from '../shared/i18n.js';
import { borderStyle, suitColor, tint, useTheme } from '../shared/theme.js';
import { REGICIDE_TEXTS } from './strings.js';

export function DiscardBrowser({ discard, onClose, width }: { discard: readonly string[]; onClose: () => void; width: number }) {
  const t = useTexts(REGICIDE_TEXTS);
  const theme = useTheme();
  useInput((input, key) => {
    if (input === 'd' || key.escape || input === 'q' || key.return) onClose();
  });
  const cards = sortCards(discard.map((c) => parseCard(c)!));
  const jesters = cards.filter((c) => c === JESTER);
  return (
    <Box borderStyle={borderStyle(theme)} flexDirection="column" paddingX={1} width={width}>
      <Text bold color={tint(theme, 'cyan')}>
        {t.discardBrowserTitle(cards.length)}
      </Text>
      {cards.length === 0 ? <Text>{t.discardBrowserEmpty}</Text> : null}
      {[0, 1, 2, 3].map((suit) => {
        const ofSuit = cards.filter((c) => c !== JESTER && suitOf(c) === suit);
        if (ofSuit.length === 0) return null;
        return (
          <Text key={suit} wrap="wrap">
            <Text color={suitColor(theme, suit)} bold>{`${suitSymbol(suit, theme.ascii)} ${String(ofSuit.length).padStart(2)}: `}</Text>
            <CardList cards={ofSuit} />
          </Text>
        );
      })}
      {jesters.length ? <CardList cards={jesters} /> : null}
      <Text dimColor>{t.discardBrowserHint}</Text>
    </Box>
  );
}
