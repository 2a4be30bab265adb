// One card as text in its suit colour: `10♥` (or `10H`), a jester `★` (or `X`); a face card in
// the letters of the language's decks (`D♥` for a German queen; --ascii keeps `QH`).
import { Text } from './Text.js';
import { type Card, cardLabel, suitOf } from '../../core/cards.js';
import { suitColor, useTheme } from './theme.js';
import { useLang } from './i18n.js';
import { cardLetters } from '../../text/card-letters.js';

export function CardLabel({ card, bold, inverse }: { card: Card; bold?: boolean; inverse?: boolean }) {
  const theme = useTheme();
  const lang = useLang();
  return (
    <Text color={suitColor(theme, suitOf(card))} bold={bold} inverse={inverse}>
      {cardLetters(cardLabel(card, theme.ascii), lang)}
    </Text>
  );
}

/** Cards separated by spaces (or another separator), each in its colour. */
export function CardList({ cards, separator = ' ', empty = '' }: { cards: readonly Card[]; separator?: string; empty?: string }) {
  if (cards.length === 0) return <Text dimColor>{empty}</Text>;
  return (
    <Text>
      {cards.map((c, i) => (
        <Text key={i}>
          {i > 0 ? separator : ''}
          <CardLabel card={c} />
        </Text>
      ))}
    </Text>
  );
}
