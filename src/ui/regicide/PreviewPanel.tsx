// The preview lines (what the selection would do, or why it is no play) in a fixed height.
import { Box, Text } from 'ink';
import { tint, useTheme } from '../shared/theme.js';
import type { PreviewLine } from './preview-text.js';

const TONE_COLOR = { normal: undefined, good: 'green', warn: 'yellow', bad: 'red' } as const;

export function PreviewPanel({ lines, height }: { lines: readonly PreviewLine[]; height: number }) {
  const theme = useTheme();
  return (
    <Box flexDirection="column" height={height} overflow="hidden">
      {lines.map((l, i) => (
        <Text key={i} color={TONE_COLOR[l.tone] && tint(theme, TONE_COLOR[l.tone]!)} bold={l.tone === 'bad'}>
          {l.text}
        </Text>
      ))}
    </Box>
  );
}
