// Both players' scores category by category: followers per family (with the family's points for
// the majority), families, sets, favour, betrayal and the total; under it, dimmed and marked as
// no points, the crowns each holds (they win at once when all three meet, but score nothing).
import { Box } from 'ink';
import { Text } from '../shared/Text.js';
import { suitSymbol } from '../../core/cards.js';
import { FAMILY_ORDER, FAMILY_VALUE } from '../../games/thronfolge/index.js';
import type { ScoreBreakdown } from '../../games/thronfolge/types.js';
import { useTexts } from '../shared/i18n.js';
import { useTheme } from '../shared/theme.js';
import { THRONFOLGE_TEXTS } from './strings.js';
import { textWidth } from '../../text/width.js';

/** `compact` (a short terminal): without the followers' rows per family. */
export function ScoreTable({
  breakdown,
  titles,
  width,
  compact = false,
}: {
  breakdown: readonly [ScoreBreakdown, ScoreBreakdown];
  titles: readonly [string, string];
  width: number;
  compact?: boolean;
}) {
  const t = useTexts(THRONFOLGE_TEXTS);
  const theme = useTheme();
  const rows: Array<[string, string, string, boolean?]> = [];
  for (const suit of compact ? [] : FAMILY_ORDER) {
    const cell = (b: ScoreBreakdown) => `${b.followers[suit]}${b.familiesWon.includes('SHDC'[suit]) ? `  +${FAMILY_VALUE[suit]}` : ''}`;
    rows.push([t.followersOf(suitSymbol(suit, theme.ascii)), cell(breakdown[0]), cell(breakdown[1])]);
  }
  const both = (f: (b: ScoreBreakdown) => string): [string, string] => [f(breakdown[0]), f(breakdown[1])];
  rows.push([t.familiesTotal, ...both((b) => t.num(b.families))]);
  rows.push([t.setsTotal, ...both((b) => t.setsCell(b.setCount, b.sets))]);
  rows.push([t.favourTotal, ...both((b) => t.signed(b.favour))]);
  rows.push([t.betrayalTotal, ...both((b) => t.signed(b.betrayal))]);
  rows.push([t.total, ...both((b) => t.num(b.total)), true]);
  // The labels whole, and a space before the players' columns (which keep at least 60%).
  const labels = [t.category, t.crownsHeld, ...rows.map(([label]) => label)];
  const labelWidth = Math.min(Math.max(...labels.map(textWidth)) + 1, Math.floor(width * 0.4));
  const column = Math.floor((width - labelWidth) / 2);
  const line = (cells: [string, string, string], bold = false, key?: number, dim = false) => (
    <Box key={key}>
      <Box width={labelWidth} flexShrink={0}>
        <Text bold={bold} dimColor={dim} wrap="truncate-end">
          {cells[0]}
        </Text>
      </Box>
      <Box width={column} flexShrink={0}>
        <Text bold={bold} dimColor={dim} wrap="truncate-end">
          {cells[1]}
        </Text>
      </Box>
      <Box width={column} flexShrink={0}>
        <Text bold={bold} dimColor={dim} wrap="truncate-end">
          {cells[2]}
        </Text>
      </Box>
    </Box>
  );
  return (
    <Box flexDirection="column">
      {line([t.category, titles[0], titles[1]], true)}
      {rows.map(([label, a, b, bold], i) => line([label, a, b], bold, i))}
      {line([t.crownsHeld, ...both((b) => t.crownsCell(b.crowns))], false, undefined, true)}
    </Box>
  );
}
