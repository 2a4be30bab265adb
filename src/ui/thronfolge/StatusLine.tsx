// The top line: game (and match), round, draw pile, the removed cards, who began the round, and the
// variants in play and the practice mark when there are any.
import { Text } from 'ink';
import { ROUNDS } from '../../games/thronfolge/index.js';
import type { ThronfolgeView } from '../../games/thronfolge/types.js';
import { useTexts } from '../shared/i18n.js';
import { tint, useTheme } from '../shared/theme.js';
import { labelsOf } from './cards-text.js';
import type { MatchInfo } from '../../table/match.js';
import { THRONFOLGE_TEXTS } from './strings.js';

/** Below this width the game's name gives way to the facts. */
const TITLE_FROM_WIDTH = 90;

export function StatusLine({ view, match, width, practice = false }: { view: ThronfolgeView; match?: MatchInfo; width: number; practice?: boolean }) {
  const t = useTexts(THRONFOLGE_TEXTS);
  const theme = useTheme();
  const parts: string[] = [];
  if (match && match.games > 1) parts.push(t.matchGame(match.game, match.games));
  parts.push(t.round(view.round, ROUNDS));
  // Variants and the practice mark early on the line: what is cut at 80 columns is the least needed.
  const extras = t.statusExtras(view.variants, practice);
  if (extras) parts.push(extras);
  parts.push(t.drawPile(view.deck));
  parts.push(Array.isArray(view.removed) ? `${t.removedOpen} ${labelsOf(view.removed, theme.ascii)}` : t.removedHidden(view.removed));
  parts.push(t.starts(t.player(view.starter)));
  return (
    <Text wrap="truncate-end">
      {width >= TITLE_FROM_WIDTH ? (
        <Text bold color={tint(theme, 'cyan')}>
          {t.title + t.separator}
        </Text>
      ) : null}
      {parts.join(t.separator)}
    </Text>
  );
}
