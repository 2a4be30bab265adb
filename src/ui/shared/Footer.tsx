// Key hints for what can be done right now, on one row (the games choose hints that fit it).
import { Box, Text } from 'ink';

export function Footer({ hints }: { hints: readonly string[] }) {
  return (
    <Box height={1} overflow="hidden">
      <Text dimColor wrap="truncate-end">
        {hints.join('  ')}
      </Text>
    </Box>
  );
}
