// Key hints for what can be done right now, on one row (the games choose hints that fit it). A
// click on a hint presses its key (see keyAtColumn), here and on every row of keys that shows
// them the same way (ClickableKeys).
import { Box, type DOMElement } from 'ink';
import { Text } from './Text.js';
import type { ReactNode } from 'react';
import { hintKeyAt, keyAtColumn, useMouseTarget } from './mouse-targets.js';

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

/** A row of keys drawn as `children` (the text `keys`, from its first column) that takes clicks on its first row. */
export function ClickableKeys({ keys, children }: { keys: string; children: ReactNode }) {
  const clicks = useMouseTarget<DOMElement>({
    click: ({ dx, dy }) => {
      const key = dy === 0 ? keyAtColumn(keys, dx) : null;
      return key ? [key] : null;
    },
  });
  return <Box ref={clicks}>{children}</Box>;
}
