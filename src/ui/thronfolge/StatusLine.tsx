// The top line: game (and match), round, draw pile, the removed cards, who began the round, and the
// variants in play and the practice mark when there are any. What does not fit the width goes on a
// second row, rather than being cut ("start: Pla…" at 80 columns).
import { Box, Text } from 'ink';
import { ROUNDS } from '../../games/thronfolge/index.js';
import type { ThronfolgeView } from '../../games/thronfolge/types.js';
import { useTexts } from '../shared/i18n.js';
import { tint, useTheme } from '../shared/theme.js';
import { labelsOf } from './cards-text.js';
import type { MatchInfo } from '../../games/thronfolge/match.js';
import { THRONFOLGE_TEXTS, type ThronfolgeTexts } from './strings.js';

/** Below this width the game's name gives way to the facts. */
const TITLE_FROM_WIDTH = 90;

export interface StatusFacts {
  view: ThronfolgeView;
  match?: MatchInfo;
  practice?: boolean;
  /** The daily deal or retry mark, worded (see play-marks.ts). */
  marks?: string;
}

/** The status rows at this width (one, or two when the facts do not fit on one). */
export function statusRows({ view, match, practice = false, marks = '' }: StatusFacts, width: number, t: ThronfolgeTexts, ascii: boolean): string[] {
  const parts: string[] = [];
  if (match && match.games > 1) parts.push(t.matchGame(match.game, match.games));
  parts.push(t.round(view.round, ROUNDS));
  if (marks) parts.push(marks);
  const extras = t.statusExtras(view.variants, practice);
  if (extras) parts.push(extras);
  parts.push(t.drawPile(view.deck));
  parts.push(Array.isArray(view.removed) ? `${t.removedOpen} ${labelsOf(view.removed, ascii)}` : t.removedHidden(view.removed));
  parts.push(t.starts(t.player(view.starter)));
  const title = width >= TITLE_FROM_WIDTH ? t.title + t.separator : '';
  const rows: string[] = [];
  let row = title;
  for (const part of parts) {
    const joined = row === title ? row + part : row + t.separator + part;
    if ([...joined].length > width && row !== title && rows.length === 0) {
      rows.push(row);
      row = part;
    } else row = joined;
  }
  rows.push(row);
  return rows;
}

export function StatusLine({ facts, width }: { facts: StatusFacts; width: number }) {
  const t = useTexts(THRONFOLGE_TEXTS);
  const theme = useTheme();
  const rows = statusRows(facts, width, t, theme.ascii);
  const title = width >= TITLE_FROM_WIDTH ? t.title + t.separator : '';
  return (
    <Box flexDirection="column">
      {rows.map((row, i) => (
        <Text key={i} wrap="truncate-end">
          {i === 0 && title ? (
            <Text bold color={tint(theme, 'accent')}>
              {title}
            </Text>
          ) : null}
          {i === 0 && title ? row.slice(title.length) : row}
        </Text>
      ))}
    </Box>
  );
}
