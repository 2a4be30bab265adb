// The row, oldest to newest, with the last five (what a take gets now) in brackets and the card
// played last underlined. When the row is too long for the width, the oldest cards give way.
import { Text } from '../shared/Text.js';
import { cardLabel } from '../../core/cards.js';
import { rowCards } from '../../games/thronfolge/view-cards.js';
import type { ThronfolgeView } from '../../games/thronfolge/types.js';
import { CardLabel } from '../shared/CardLabel.js';
import { useTexts } from '../shared/i18n.js';
import { useTheme } from '../shared/theme.js';
import { THRONFOLGE_TEXTS } from './strings.js';

export function RowLine({ view, width }: { view: ThronfolgeView; width: number }) {
  const t = useTexts(THRONFOLGE_TEXTS);
  const theme = useTheme();
  const cards = rowCards(view);
  const reachFrom = cards.length - view.lastFive.length;
  const justPlayed = view.lastMove?.move.startsWith('play') ? cards.length - 1 : -1;
  const head = `${t.row}  `;
  const labelWidth = (i: number) => cardLabel(cards[i], theme.ascii).length + 1 + (i === reachFrom ? 1 : 0);
  const rowWidth = (from: number) => cards.slice(from).reduce((sum, _c, k) => sum + labelWidth(from + k), 0) + (cards.length ? 1 : 0);
  // Drop the oldest cards until the rest fits beside the heading (the last five always stay).
  let from = 0;
  const olderText = (n: number) => (n > 0 ? `${t.rowOlder(n)} ` : '');
  while (from < reachFrom && head.length + olderText(from).length + rowWidth(from) > width) from++;
  const used = head.length + olderText(from).length + rowWidth(from);
  const hint = used + t.rowTakeHint.length + 1 <= width && cards.length > 0 ? ` ${t.rowTakeHint}` : '';
  return (
    <Text wrap="truncate-end">
      <Text bold>{head}</Text>
      {cards.length === 0 ? <Text dimColor>{t.rowEmpty}</Text> : null}
      {from > 0 ? <Text dimColor>{olderText(from)}</Text> : null}
      {cards.slice(from).map((c, k) => {
        const i = from + k;
        return (
          <Text key={i}>
            {(i > from ? ' ' : '') + (i === reachFrom ? '[' : '')}
            <Text underline={i === justPlayed} bold={i >= reachFrom}>
              <CardLabel card={c} bold={i >= reachFrom} />
            </Text>
          </Text>
        );
      })}
      {cards.length ? ']' : ''}
      <Text dimColor>{hint}</Text>
    </Text>
  );
}
