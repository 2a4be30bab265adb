// Lines in a tone (normal, good, warn, bad) within a given number of rows: a preview of what a
// move would do. Long lines wrap (see src/text/wrap.ts); whatever does not fit the rows is cut at the bottom.
import { Box, Text } from 'ink';
import { tint, useTheme } from './theme.js';
import { wrapText } from '../../text/wrap.js';

export interface ToneLine {
  text: string;
  tone: 'normal' | 'good' | 'warn' | 'bad';
}

const TONE_COLOR = { normal: undefined, good: 'good', warn: 'warn', bad: 'bad' } as const;

export function ToneLines({ lines, height, width }: { lines: readonly ToneLine[]; height: number; width: number }) {
  const theme = useTheme();
  // Only the rows that fit are drawn: rows beyond the height would shrink into each other.
  const rows = lines.flatMap((l, i) => wrapText(l.text, width).map((row, j) => ({ key: `${i}-${j}`, row, tone: l.tone }))).slice(0, Math.max(0, height));
  return (
    <Box flexDirection="column" height={height} width={width} overflow="hidden">
      {rows.map(({ key, row, tone }) => (
        <Text key={key} wrap="truncate-end" color={TONE_COLOR[tone] && tint(theme, TONE_COLOR[tone]!)} bold={tone === 'bad'}>
          {row}
        </Text>
      ))}
    </Box>
  );
}
