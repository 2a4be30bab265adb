// Below the minimum size the game cannot be drawn without scrolling (and leaving private cards in
// the scrollback), so it asks for a bigger terminal instead and carries on once it gets one.
// Meanwhile the game takes no keys; only q (with a question, see sizeGuardKey) and Ctrl-C leave.
import { Box } from 'ink';
import { Text } from './Text.js';
import type { ReactNode } from 'react';
import { useTexts } from './i18n.js';
import type { Binding } from './keymap.js';
import { SHARED_TEXTS } from './shared-strings.js';
import type { TerminalSize } from './use-terminal-size.js';
import { MIN_COLUMNS, MIN_ROWS } from './min-size.js';

export { MIN_COLUMNS, MIN_ROWS };

/** Whether the game can be drawn at this size (game keys count only then). */
export const fits = (size: TerminalSize, minColumns = MIN_COLUMNS, minRows = MIN_ROWS): boolean => size.columns >= minColumns && size.rows >= minRows;

export const SIZE_GUARD_KEYMAP: readonly Binding<'sizeQuit', unknown, 'ask'>[] = [{ id: 'sizeQuit', matches: ({ input }) => input === 'q', when: () => true, action: () => 'ask' }];

export interface SizeGuardProps {
  size: TerminalSize;
  children: ReactNode;
  minColumns?: number;
  minRows?: number;
  /** q quits (after a yes) while the terminal is too small. */
  canQuit?: boolean;
  /** The quit question is open. */
  asking?: boolean;
  /** The game has a save (before the player's first move it has none). */
  saved?: boolean;
}

export function SizeGuard({ size, children, minColumns = MIN_COLUMNS, minRows = MIN_ROWS, canQuit = false, asking = false, saved = true }: SizeGuardProps) {
  const t = useTexts(SHARED_TEXTS);
  if (fits(size, minColumns, minRows)) return <>{children}</>;
  return (
    <Box flexDirection="column" width={Math.max(1, size.columns - 1)}>
      <Text bold>{t.enlarge(size.columns, size.rows, minColumns, minRows)}</Text>
      <Text>{t.enlargeNote}</Text>
      {canQuit ? <Text dimColor>{asking ? t.quitAsk : saved ? t.enlargeQuit : t.enlargeQuitUnsaved}</Text> : null}
    </Box>
  );
}
