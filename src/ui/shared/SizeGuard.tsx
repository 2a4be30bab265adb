// Below the minimum size the game cannot be drawn without scrolling (and leaving private cards in
// the scrollback), so it asks for a bigger terminal instead and carries on once it gets one.
// Meanwhile the game takes no keys (see `fits`); only q (with a question) and Ctrl-C leave.
import { Box, Text, useInput } from 'ink';
import { type ReactNode, useState } from 'react';
import { confirmAnswer } from './confirm-key.js';
import { useLang, useTexts } from './i18n.js';
import { SHARED_TEXTS } from './shared-strings.js';
import type { TerminalSize } from './use-terminal-size.js';

export const MIN_COLUMNS = 60;
export const MIN_ROWS = 20;

/** Whether the game can be drawn at this size (key handlers ignore game keys otherwise). */
export const fits = (size: TerminalSize, minColumns = MIN_COLUMNS, minRows = MIN_ROWS): boolean => size.columns >= minColumns && size.rows >= minRows;

export interface SizeGuardProps {
  size: TerminalSize;
  children: ReactNode;
  minColumns?: number;
  minRows?: number;
  /** Offered as q (after a yes) while the terminal is too small. */
  onQuit?: () => void;
  /** The game has a save (before the player's first move it has none). */
  saved?: boolean;
}

export function SizeGuard({ size, children, minColumns = MIN_COLUMNS, minRows = MIN_ROWS, onQuit, saved = true }: SizeGuardProps) {
  if (fits(size, minColumns, minRows)) return <>{children}</>;
  return <TooSmall size={size} minColumns={minColumns} minRows={minRows} onQuit={onQuit} saved={saved} />;
}

function TooSmall({ size, minColumns, minRows, onQuit, saved }: { size: TerminalSize; minColumns: number; minRows: number; onQuit?: () => void; saved: boolean }) {
  const t = useTexts(SHARED_TEXTS);
  const lang = useLang();
  const [asking, setAsking] = useState(false);
  useInput(
    (input, key) => {
      if (!asking) {
        if (input === 'q') setAsking(true);
        return;
      }
      const answer = confirmAnswer(input, key, lang);
      if (answer === 'yes') onQuit?.();
      else if (answer === 'no') setAsking(false);
    },
    { isActive: onQuit !== undefined },
  );
  return (
    <Box flexDirection="column" width={Math.max(1, size.columns - 1)}>
      <Text bold>{t.enlarge(size.columns, size.rows, minColumns, minRows)}</Text>
      <Text>{t.enlargeNote}</Text>
      {onQuit ? <Text dimColor>{asking ? t.quitAsk : saved ? t.enlargeQuit : t.enlargeQuitUnsaved}</Text> : null}
    </Box>
  );
}
