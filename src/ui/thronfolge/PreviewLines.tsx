// The preview in a fixed height, one line each (cut at the edge rather than wrapped, so the
// lines below keep their place).
import { Box, Text } from 'ink';
import { tint, useTheme } from '../shared/theme.js';
import type { PreviewLine } from './preview-text.js';

const TONE_COLOR = { normal: undefined, good: 'green', warn: 'yellow', bad: 'red' } as const;

export function PreviewLines({ lines, height }: { lines: readonly PreviewLine[]; height: number }) {
  const theme = useTheme();
  return (
    <Box flexDirection="column" height={height} overflow="hidden">
      {lines.slice(0, height).map((l, i) => (
        <Text key={i} wrap="truncate-end" color={TONE_COLOR[l.tone] && tint(theme, TONE_COLOR[l.tone]!)} bold={l.tone === 'bad'}>
          {l.text}
        </Text>
      ))}
    </Box>
  );
}
