// Below the minimum size the game cannot be drawn without scrolling (and leaving private cards in
// the scrollback), so it asks for a bigger terminal instead and carries on once it gets one.
import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { useTexts } from './i18n.js';
import { SHARED_TEXTS } from './shared-strings.js';
import type { TerminalSize } from './use-terminal-size.js';

export const MIN_COLUMNS = 80;
export const MIN_ROWS = 24;

export function SizeGuard({ size, children, minColumns = MIN_COLUMNS, minRows = MIN_ROWS }: { size: TerminalSize; children: ReactNode; minColumns?: number; minRows?: number }) {
  const t = useTexts(SHARED_TEXTS);
  if (size.columns >= minColumns && size.rows >= minRows) return <>{children}</>;
  return (
    <Box flexDirection="column" width={Math.max(1, size.columns - 1)}>
      <Text bold>{t.enlarge(size.columns, size.rows, minColumns, minRows)}</Text>
      <Text>{t.enlargeNote}</Text>
    </Box>
  );
}
