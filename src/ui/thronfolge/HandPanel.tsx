// The hand of the seat at the keyboard, the card under the cursor in brackets (so it shows
// without colour too), with a one-line prompt beside the title.
import { Text } from 'ink';
import { cardLabel } from '../../core/cards.js';
import { cardsOf } from '../../games/thronfolge/view-cards.js';
import { CardLabel } from '../shared/CardLabel.js';
import { HandFrame } from '../shared/HandFrame.js';
import { tint, useTheme } from '../shared/theme.js';

export interface HandPanelProps {
  /** Cards in notation, in the view's order. */
  cards: readonly string[];
  /** Index under the cursor, or null when the hand is only shown. */
  cursor: number | null;
  title: string;
  prompt?: string;
  emptyText: string;
  width: number;
  height: number;
}

export function HandPanel({ cards, cursor, title, prompt, emptyText, width, height }: HandPanelProps) {
  const theme = useTheme();
  const parsed = cardsOf(cards);
  return (
    <HandFrame active={cursor !== null} title={title} prompt={prompt} empty={parsed.length === 0} emptyText={emptyText} width={width} height={height}>
      <Text wrap="truncate-end">
        {parsed.map((c, i) => {
          const here = i === cursor;
          const pad = ' '.repeat(Math.max(0, 3 - cardLabel(c, theme.ascii).length));
          return (
            <Text key={i}>
              <Text bold={here} color={here ? tint(theme, 'cyan') : undefined}>{here ? '[' : ' '}</Text>
              <CardLabel card={c} bold={here} inverse={here && theme.color} />
              <Text bold={here} color={here ? tint(theme, 'cyan') : undefined}>{here ? ']' : ' '}</Text>
              {pad + '  '}
            </Text>
          );
        })}
      </Text>
    </HandFrame>
  );
}
