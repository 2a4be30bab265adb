// The hand of the seat at the keyboard, the card under the cursor in brackets (so it shows
// without colour too), each card tagged with what it is (follower, favour +N, betrayal −N, crown),
// with a one-line prompt beside the title.
import { Text } from 'ink';
import { cardLabel } from '../../core/cards.js';
import { type Card } from '../../core/cards.js';
import { kindOf, pointsOf } from '../../games/thronfolge/index.js';
import { cardsOf } from '../../games/thronfolge/view-cards.js';
import { useTexts } from '../shared/i18n.js';
import { THRONFOLGE_TEXTS } from './strings.js';
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
  return (
    <HandFrame active={cursor !== null} title={title} prompt={prompt} empty={parsed.length === 0} emptyText={emptyText} width={width} height={height}>
      <Text wrap="truncate-end">
        {parsed.map((c, i) => {
          const here = i === cursor;
          const pad = ' '.repeat(Math.max(0, 3 - cardLabel(c, theme.ascii).length));
          const tag = cardTag(c, t, theme.ascii);
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
    </HandFrame>
  );
}
