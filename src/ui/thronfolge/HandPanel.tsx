// The hand of the seat at the keyboard, the card under the cursor in brackets (so it shows
// without colour too), each card tagged with what it is (follower, favour +N, betrayal −N, crown),
// with a one-line prompt beside the title. A click on a card puts the cursor on it, as its number
// key does.
import { Box, type DOMElement } from 'ink';
import { Text } from '../shared/Text.js';
import { cardLabel } from '../../core/cards.js';
import { type Card } from '../../core/cards.js';
import { kindOf, pointsOf } from '../../games/thronfolge/index.js';
import { cardsOf } from '../../games/thronfolge/view-cards.js';
import { useTexts } from '../shared/i18n.js';
import { THRONFOLGE_TEXTS } from './strings.js';
import { CardLabel } from '../shared/CardLabel.js';
import { HandFrame } from '../shared/HandFrame.js';
import { tint, useTheme } from '../shared/theme.js';
import { cardPress, useMouseTarget } from '../shared/mouse-targets.js';
import { textWidth } from '../../text/width.js';

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

/** What a card is, as a tag after it: "f" follower, "+3" favour, "−2" betrayal, "c" crown. */
export function cardTag(c: Card, t: { tagFollower: string; tagCrown: string }, ascii: boolean): { text: string; color: 'good' | 'bad' | 'warn' | null } {
  const kind = kindOf(c);
  if (kind === 'favour') return { text: `+${pointsOf(c)}`, color: 'good' };
  if (kind === 'betrayal') return { text: `${ascii ? '-' : '−'}${-pointsOf(c)}`, color: 'bad' };
  if (kind === 'crown') return { text: t.tagCrown, color: 'warn' };
  return { text: t.tagFollower, color: null };
}

export function HandPanel({ cards, cursor, title, prompt, emptyText, width, height }: HandPanelProps) {
  const theme = useTheme();
  const t = useTexts(THRONFOLGE_TEXTS);
  const parsed = cardsOf(cards);
  const laid = parsed.map((c) => {
    const label = cardLabel(c, theme.ascii).length;
    const tag = cardTag(c, t, theme.ascii);
    // "[label]tag", the label padded to 3, then at least one space.
    return { tag, pad: ' '.repeat(Math.max(0, 3 - label)), columns: label + 2 + Math.max(0, 3 - label) + textWidth(tag.text) + Math.max(1, 3 - tag.text.length) };
  });
  const clicks = useMouseTarget<DOMElement>({
    click: ({ dx }) => {
      if (cursor === null) return null;
      let from = 0;
      const index = laid.findIndex(({ columns }) => dx < (from += columns));
      return index < 0 ? null : cardPress(index);
    },
  });
  return (
    <HandFrame active={cursor !== null} title={title} prompt={prompt} empty={parsed.length === 0} emptyText={emptyText} width={width} height={height}>
      <Box ref={clicks}>
        <Text wrap="truncate-end">
          {parsed.map((c, i) => {
            const here = i === cursor;
            const { pad, tag } = laid[i];
            return (
              <Text key={i}>
                <Text bold={here} color={here ? tint(theme, 'accent') : undefined}>
                  {here ? '[' : ' '}
                </Text>
                <CardLabel card={c} bold={here} inverse={here && theme.color} />
                <Text bold={here} color={here ? tint(theme, 'accent') : undefined}>
                  {here ? ']' : ' '}
                </Text>
                <Text color={tag.color ? tint(theme, tag.color) : undefined} dimColor={tag.color === null}>
                  {tag.text}
                </Text>
                {pad + ' '.repeat(Math.max(1, 3 - tag.text.length))}
              </Text>
            );
          })}
        </Text>
      </Box>
    </HandFrame>
  );
}
