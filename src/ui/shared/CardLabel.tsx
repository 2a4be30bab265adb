// One card as text in its suit colour: `10♥` (or `10H`), a jester `★` (or `X`).
import { Text } from 'ink';
import { type Card, cardLabel, suitOf } from '../../core/cards.js';
import { suitColor, useTheme } from './theme.js';

export function CardLabel({ card, bold, inverse }: { card: Card; bold?: boolean; inverse?: boolean }) {
  const theme = useTheme();
  return (
    <Text color={suitColor(theme, suitOf(card))} bold={bold} inverse={inverse}>
      {cardLabel(card, theme.ascii)}
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
