// Key hints for what can be done right now.
import { Box, Text } from 'ink';

export function Footer({ hints, height = 1 }: { hints: readonly string[]; height?: number }) {
  return (
    <Box height={height} overflow="hidden">
      <Text dimColor wrap={height === 1 ? 'truncate-end' : 'wrap'}>
        {/* No-break spaces inside a hint: a second row starts between hints, never inside one. */}
        {hints.map((h) => h.replace(/ /g, '\u00a0')).join('  ')}
      </Text>
    </Box>
  );
}
