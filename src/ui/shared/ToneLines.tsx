// Lines in a tone (normal, good, warn, bad) within a given number of rows: a preview of what a
// move would do. Long lines wrap (see src/text/wrap.ts); whatever does not fit the rows is cut at the bottom.
import { Box, Text } from 'ink';
import { tint, useTheme } from './theme.js';
import { wrapText } from '../../text/wrap.js';

export interface ToneLine {
  text: string;
  tone: 'normal' | 'good' | 'warn' | 'bad';
}

const TONE_COLOR = { normal: undefined, good: 'green', warn: 'yellow', bad: 'red' } as const;

export function ToneLines({ lines, height, width }: { lines: readonly ToneLine[]; height: number; width: number }) {
  const theme = useTheme();
  return (
    <Box flexDirection="column" height={height} width={width} overflow="hidden">
      {lines.flatMap((l, i) =>
        wrapText(l.text, width).map((row, j) => (
          <Text key={`${i}-${j}`} wrap="truncate-end" color={TONE_COLOR[l.tone] && tint(theme, TONE_COLOR[l.tone]!)} bold={l.tone === 'bad'}>
            {row}
          </Text>
        )),
      )}
    </Box>
  );
}
