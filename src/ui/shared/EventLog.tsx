// The last few happenings, newest at the bottom, each on one line.
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
