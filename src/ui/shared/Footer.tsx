// Key hints for what can be done right now, on one row (the games choose hints that fit it). A
// click on a hint presses its key (see hintKeyAt).
import { Box, type DOMElement, Text } from 'ink';
import { hintKeyAt, useMouseTarget } from './mouse-targets.js';

export function Footer({ hints }: { hints: readonly string[] }) {
  const clicks = useMouseTarget<DOMElement>({
    click: ({ dx }) => {
      const key = hintKeyAt(hints, dx);
      return key ? [key] : null;
    },
  });
  return (
    <Box ref={clicks} height={1} overflow="hidden">
      <Text dimColor wrap="truncate-end">
        {hints.join('  ')}
      </Text>
    </Box>
  );
}
