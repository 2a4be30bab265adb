// The last few happenings, each on one line, the newest at the bottom of the rows given (so it
// sits right above the key hints however few lines there are yet).
import { Box, Text } from 'ink';

export function EventLog({ lines, height }: { lines: readonly string[]; height: number }) {
  const shown = lines.slice(-height);
  return (
    <Box flexDirection="column" justifyContent="flex-end" height={height} overflow="hidden">
      {shown.map((l, i) => (
        <Text key={lines.length - shown.length + i} wrap="truncate-end" dimColor={i < shown.length - 1}>
          {l}
        </Text>
      ))}
    </Box>
  );
}
