// The discard pile grouped by suit and sorted, one line per suit (jesters last): easy to count
// what has gone by.
import { Text } from 'ink';
import { JESTER, sortCards, suitOf, suitSymbol } from '../../core/cards.js';
import { cardsOf } from '../../games/regicide/view-cards.js';
import { CardList } from '../shared/CardLabel.js';
import { suitColor, useTheme } from '../shared/theme.js';

export function DiscardBySuit({ discard, counts = false }: { discard: readonly string[]; counts?: boolean }) {
  const theme = useTheme();
  const cards = sortCards(cardsOf(discard));
  const jesters = cards.filter((c) => c === JESTER);
  return (
    <>
      {[0, 1, 2, 3].map((suit) => {
        const ofSuit = cards.filter((c) => c !== JESTER && suitOf(c) === suit);
        if (counts && ofSuit.length === 0) return null;
        return (
          <Text key={suit} wrap="wrap">
            <Text color={suitColor(theme, suit)} bold>{`${suitSymbol(suit, theme.ascii)}${counts ? ` ${String(ofSuit.length).padStart(2)}:` : ''} `}</Text>
            <CardList cards={ofSuit} />
          </Text>
        );
      })}
      {jesters.length ? <CardList cards={jesters} /> : null}
    </>
  );
}
