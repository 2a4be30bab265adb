// A hand: card numbers (for the 1–9 keys), the cards with the cursor in brackets, and a mark
// under every selected card (so the selection shows without colour too). A click on a card's
// column selects it as its number key does, while the hand takes keys.
import { Box, type DOMElement } from 'ink';
import { Text } from '../shared/Text.js';
import type { Card } from '../../core/cards.js';
import { cardLabel } from '../../core/cards.js';
import { CardLabel } from '../shared/CardLabel.js';
import { HandFrame } from '../shared/HandFrame.js';
import { tint, useTheme } from '../shared/theme.js';
import { cardPress, useMouseTarget } from '../shared/mouse-targets.js';

export interface HandPanelProps {
  cards: readonly Card[];
  /** Index under the cursor, or null when the hand is only shown. */
  cursor: number | null;
  selected: ReadonlySet<number>;
  title: string;
  /** A short prompt after the title (whose turn, what to do). */
  prompt?: string;
  emptyText: string;
  width: number;
}

export function HandPanel({ cards, cursor, selected, title, prompt, emptyText, width }: HandPanelProps) {
  const theme = useTheme();
  const slot = Math.max(5, ...cards.map((c) => cardLabel(c, theme.ascii).length + 3));
  const pad = (text: string) => text.padStart(Math.ceil((slot + text.length) / 2)).padEnd(slot);
  const mark = theme.ascii ? '^' : '▲';
  const clicks = useMouseTarget<DOMElement>({ click: ({ dx }) => (cursor !== null && dx < slot * cards.length ? cardPress(Math.floor(dx / slot)) : null) });
  return (
    <HandFrame active={cursor !== null} title={title} prompt={prompt} empty={cards.length === 0} emptyText={emptyText} width={width} height={6}>
      <Box ref={clicks} flexDirection="column">
        <Text dimColor>{cards.map((_, i) => pad(String(i + 1))).join('')}</Text>
        <Text>
          {cards.map((c, i) => {
            const label = cardLabel(c, theme.ascii);
            const atCursor = i === cursor;
            const left = ' '.repeat(Math.floor((slot - label.length - 2) / 2));
            const right = ' '.repeat(slot - label.length - 2 - left.length);
            return (
              <Text key={i}>
                {left}
                <Text bold={atCursor}>{atCursor ? '[' : ' '}</Text>
                <CardLabel card={c} inverse={selected.has(i)} bold={atCursor || selected.has(i)} />
                <Text bold={atCursor}>{atCursor ? ']' : ' '}</Text>
                {right}
              </Text>
            );
          })}
        </Text>
        <Text color={tint(theme, 'accent')}>{cards.map((_, i) => pad(selected.has(i) ? mark : '')).join('')}</Text>
      </Box>
    </HandFrame>
  );
}
