// The whole event log of the game, scrollable: ↑/↓ a line, PgUp/PgDn a page, Home/End the ends.
// Opens at the newest lines; v, Esc or q closes it.
import { Box, Text, useInput } from 'ink';
import { useState } from 'react';
import { useTexts } from './i18n.js';
import { SHARED_TEXTS } from './shared-strings.js';
import { borderStyle, tint, useTheme } from './theme.js';

/** Rows the frame takes besides the lines: border, title, key line. */
const CHROME = 4;

export function EventLogOverlay({ lines, rows, width, onClose }: { lines: readonly string[]; rows: number; width: number; onClose: () => void }) {
  const t = useTexts(SHARED_TEXTS);
  const theme = useTheme();
  // One row short of the terminal, like every frame.
  const page = Math.max(1, rows - 1 - CHROME);
  const last = Math.max(0, lines.length - page);
  const [top, setTop] = useState(last);
  const clamp = (n: number) => Math.max(0, Math.min(last, n));
  useInput((input, key) => {
    if (input === 'v' || input === 'q' || key.escape) onClose();
    else if (key.upArrow || input === 'k') setTop((n) => clamp(n - 1));
    else if (key.downArrow || input === 'j') setTop((n) => clamp(n + 1));
    else if (key.pageUp) setTop((n) => clamp(n - page));
    else if (key.pageDown || input === ' ') setTop((n) => clamp(n + page));
    else if (key.home) setTop(0);
    else if (key.end) setTop(last);
  });
  const shown = lines.slice(top, top + page);
  return (
    <Box borderStyle={borderStyle(theme)} flexDirection="column" paddingX={1} width={width}>
      <Text bold color={tint(theme, 'cyan')}>
        {t.logTitle(lines.length ? top + 1 : 0, Math.min(lines.length, top + page), lines.length)}
      </Text>
      <Box flexDirection="column" height={page} overflow="hidden">
        {shown.map((l, i) => (
          <Text key={top + i} wrap="truncate-end">
            {l}
          </Text>
        ))}
      </Box>
      <Text dimColor wrap="truncate-end">
        {t.logKeys}
      </Text>
    </Box>
  );
}
