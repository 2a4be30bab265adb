// The crown tracker: where K♠ K♣ K♦ are, or, when a player holds two, a warning (or a chance)
// about the third.
import { Text } from 'ink';
import type { ThronfolgeView } from '../../games/thronfolge/types.js';
import { useTexts } from '../shared/i18n.js';
import { tint, useTheme } from '../shared/theme.js';
import { labelOf } from './cards-text.js';
import { watchCrowns } from '../../games/thronfolge/crowns.js';
import { THRONFOLGE_TEXTS } from './strings.js';

/** `known`: a replay's own description of where the crowns are (it sees every card). */
export function CrownLine({ view, opponent, known }: { view: ThronfolgeView; opponent: string; known?: string }) {
  const t = useTexts(THRONFOLGE_TEXTS);
  const theme = useTheme();
  const { spots, threats } = watchCrowns(view);
  const threat = threats[0];
  if (known !== undefined) {
    return (
      <Text wrap="truncate-end">
        <Text bold>{`${t.crowns}  `}</Text>
        {known}
      </Text>
    );
  }
  if (threat) {
    const labels = (cards: readonly string[]) => cards.map((c) => labelOf(c, theme.ascii)).join(' ');
    const holder = threat.holder === 'theirs' ? opponent : t.you;
    const color = threat.holder === 'theirs' ? 'bad' : 'good';
    // Symbols outside the texts: --ascii has no spelling for them.
    const mark = threat.holder === 'theirs' ? (theme.ascii ? '!! ' : '⚠ ') : theme.ascii ? '* ' : '♛ ';
    return (
      <Text wrap="truncate-end" bold color={tint(theme, color)}>
        {mark}
        {t.threat(threat, holder, labels(threat.held), labels(threat.missing))}
      </Text>
    );
  }
  return (
    <Text wrap="truncate-end">
      <Text bold>{`${t.crowns}  `}</Text>
      {spots.map((s, i) => `${i > 0 ? t.separator : ''}${labelOf(s.card, theme.ascii)} ${t.crownPlace(s.place, opponent)}`).join('')}
    </Text>
  );
}
