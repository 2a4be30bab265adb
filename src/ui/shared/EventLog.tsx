// The last happenings, each on one line, from the top of the rows given: right under the board,
// with no gap however few lines there are yet, and as many as a tall terminal has rows for.
import { Box, Text } from 'ink';

export function EventLog({ lines, height }: { lines: readonly string[]; height: number }) {
  const shown = lines.slice(-height);
  return (
    <Box flexDirection="column" height={height} overflow="hidden">
      {shown.map((l, i) => (
        <Text key={lines.length - shown.length + i} wrap="truncate-end" dimColor={i < shown.length - 1}>
          {l}
        </Text>
      ))}
    </Box>
  );
}
