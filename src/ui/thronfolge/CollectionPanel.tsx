// One player's open collection, grouped: followers by family (with the points of a family they
// hold the majority of), sets and crowns, favour, betrayal; the title shows the score as it would
// stand now and whether they have taken this round. Compact (a small terminal): the same facts as
// counts and sums, with the crowns named, in five rows.
import { Box } from 'ink';
import { Text } from '../shared/Text.js';
import { type Card, suitSymbol } from '../../core/cards.js';
import { FAMILY_ORDER, FAMILY_VALUE, SET_POINTS, familyOf, isCrown, pointsOf } from '../../games/thronfolge/index.js';
import type { Seat, ThronfolgeView } from '../../games/thronfolge/types.js';
import { collectionCards } from '../../games/thronfolge/view-cards.js';
import { CardList } from '../shared/CardLabel.js';
import { useTexts } from '../shared/i18n.js';
import { borderStyle, tint, useTheme } from '../shared/theme.js';
import { COLLECTION_HEIGHT, COMPACT_COLLECTION_HEIGHT } from './layout.js';
import { THRONFOLGE_TEXTS } from './strings.js';

export interface CollectionPanelProps {
  view: ThronfolgeView;
  seat: Seat;
  title: string;
  width: number;
  compact?: boolean;
}

export function CollectionPanel({ view, seat, title, width, compact = false }: CollectionPanelProps) {
  const t = useTexts(THRONFOLGE_TEXTS);
  const theme = useTheme();
  const cards: Card[] = collectionCards(view, seat);
  const score = view.scores[seat - 1];
  const moving = view.current === seat;
  const taken = view.taken[seat - 1];
  const favour = cards.filter((c) => pointsOf(c) > 0);
  const betrayal = cards.filter((c) => pointsOf(c) < 0);
  const crowns = cards.filter(isCrown);
  const takeMark = <Text dimColor={!taken}>{taken ? `${t.taken}${theme.ascii ? '' : ' ✓'}` : t.notTaken}</Text>;
  if (compact) {
    return (
      <Box
        borderStyle={borderStyle(theme)}
        borderColor={moving ? tint(theme, 'accent') : undefined}
        flexDirection="column"
        width={width}
        height={COMPACT_COLLECTION_HEIGHT}
        paddingX={width < 36 ? 0 : 1}
      >
        <Box justifyContent="space-between">
          <Text wrap="truncate-end" bold>
            <Text color={tint(theme, 'good')}>{moving ? `${t.turnMark} ` : ''}</Text>
            {title}
          </Text>
          <Text bold>{` ${t.points(score.total)}`}</Text>
        </Box>
        <Text wrap="truncate-end">
          {takeMark}
          {`${t.separator}${t.sets(score.setCount, score.setCount * SET_POINTS)}`}
        </Text>
        <Text wrap="truncate-end">
          {FAMILY_ORDER.map((suit, i) => (
            <Text key={suit}>
              {`${i > 0 ? '  ' : ''}${suitSymbol(suit, theme.ascii)}${score.followers[suit]}`}
              <Text bold color={tint(theme, 'good')}>
                {score.familiesWon.includes('SHDC'[suit]) ? `+${FAMILY_VALUE[suit]}` : ''}
              </Text>
            </Text>
          ))}
        </Text>
        <Text wrap="truncate-end">
          {`${t.crowns} `}
          <CardList cards={crowns} empty={t.nothing} />
        </Text>
        <Text wrap="truncate-end">{`${t.favour} ${t.signed(score.favour)}${t.separator}${t.betrayal} ${t.signed(score.betrayal)}`}</Text>
      </Box>
    );
  }
  return (
    <Box borderStyle={borderStyle(theme)} borderColor={moving ? tint(theme, 'accent') : undefined} flexDirection="column" width={width} height={COLLECTION_HEIGHT} paddingX={1}>
      <Box justifyContent="space-between">
        <Text wrap="truncate-end" bold>
          <Text color={tint(theme, 'good')}>{moving ? `${t.turnMark} ` : ''}</Text>
          {title}
        </Text>
        <Text>
          {takeMark} <Text bold>{t.points(score.total)}</Text>
        </Text>
      </Box>
      {FAMILY_ORDER.map((suit) => {
        const won = score.familiesWon.includes('SHDC'[suit]);
        return (
          <Text key={suit} wrap="truncate-end">
            {`${suitSymbol(suit, theme.ascii)} ${score.followers[suit]} `}
            <Text bold color={tint(theme, 'good')}>
              {won ? `+${FAMILY_VALUE[suit]}`.padEnd(3) : '   '}
            </Text>{' '}
            <CardList cards={cards.filter((c) => familyOf(c) === suit)} />
          </Text>
        );
      })}
      <Text wrap="truncate-end">
        {t.sets(score.setCount, score.setCount * SET_POINTS)}
        {`   ${t.crowns} `}
        <CardList cards={crowns} empty={t.nothing} />
      </Text>
      <Text wrap="truncate-end">
        {`${t.favour} ${t.signed(score.favour)}  `}
        <CardList cards={favour} empty={t.nothing} />
      </Text>
      <Text wrap="truncate-end">
        {`${t.betrayal} ${t.signed(score.betrayal)}  `}
        <CardList cards={betrayal} empty={t.nothing} />
      </Text>
    </Box>
  );
}
