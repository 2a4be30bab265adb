// The whole event log of the game, scrollable: ↑/↓ (k/j) a line, PgUp/PgDn (space) a page,
// Home/End the ends. Opens at the newest lines; v, Esc or q closes it. The screen that shows it
// keeps the scroll position and hands it the keys (see logKey); the wheel scrolls it too.
import { Box, type DOMElement } from 'ink';
import { Text } from './Text.js';
import { useMouseTarget, wheelArrows } from './mouse-targets.js';
import { ClickableKeys } from './Footer.js';
import { useTexts } from './i18n.js';
import type { Binding } from './keymap.js';
import { SHARED_TEXTS } from './shared-strings.js';
import { borderStyle, tint, useTheme } from './theme.js';

/** Rows the frame takes besides the lines: border, title, key line. */
const CHROME = 4;

/** Lines per page and the last first line, for `count` lines in a terminal of `rows`. */
function logPage(count: number, rows: number): { page: number; last: number } {
  // One row short of the terminal, like every frame.
  const page = Math.max(1, rows - 1 - CHROME);
  return { page, last: Math.max(0, count - page) };
}

/** Where the log opens: at its newest lines. */
export const logOpening = (count: number, rows: number): number => logPage(count, rows).last;

export type LogKeyId = 'logClose' | 'logLine' | 'logPage' | 'logEnds';
type LogAction = { type: 'close' } | { type: 'line'; delta: number } | { type: 'page'; delta: number } | { type: 'end'; last: boolean };

export const LOG_KEYMAP: readonly Binding<LogKeyId, unknown, LogAction>[] = [
  { id: 'logClose', matches: ({ input, key }) => input === 'v' || input === 'q' || key.escape, when: () => true, action: () => ({ type: 'close' }) },
  {
    id: 'logLine',
    matches: ({ input, key }) => key.upArrow || input === 'k' || key.downArrow || input === 'j',
    when: () => true,
    action: ({ input, key }) => ({ type: 'line', delta: key.upArrow || input === 'k' ? -1 : 1 }),
  },
  { id: 'logPage', matches: ({ input, key }) => key.pageUp || key.pageDown || input === ' ', when: () => true, action: ({ key }) => ({ type: 'page', delta: key.pageUp ? -1 : 1 }) },
  { id: 'logEnds', matches: ({ key }) => key.home || key.end, when: () => true, action: ({ key }) => ({ type: 'end', last: key.end }) },
];

/** A key on the open log: the new first line, or null when the key closes it. */
export function logKey(top: number, action: LogAction, count: number, rows: number): number | null {
  const { page, last } = logPage(count, rows);
  const clamp = (n: number): number => Math.max(0, Math.min(last, n));
  switch (action.type) {
    case 'close':
      return null;
    case 'line':
      return clamp(top + action.delta);
    case 'page':
      return clamp(top + action.delta * page);
    case 'end':
      return action.last ? last : 0;
  }
}

export function EventLogOverlay({ lines, top, rows, width }: { lines: readonly string[]; top: number; rows: number; width: number }) {
  const t = useTexts(SHARED_TEXTS);
  const theme = useTheme();
  const { page, last } = logPage(lines.length, rows);
  const from = Math.max(0, Math.min(last, top));
  const shown = lines.slice(from, from + page);
  // The wheel scrolls it as ↑/↓ do.
  const wheel = useMouseTarget<DOMElement>({ wheel: wheelArrows });
  return (
    <Box ref={wheel} borderStyle={borderStyle(theme)} flexDirection="column" paddingX={1} width={width}>
      <Text bold color={tint(theme, 'accent')}>
        {t.logTitle(lines.length ? from + 1 : 0, Math.min(lines.length, from + page), lines.length)}
      </Text>
      <Box flexDirection="column" height={page} overflow="hidden">
        {shown.map((l, i) => (
          <Text key={from + i} wrap="truncate-end">
            {l}
          </Text>
        ))}
      </Box>
      <ClickableKeys keys={t.logKeys}>
        <Text dimColor wrap="truncate-end">
          {t.logKeys}
        </Text>
      </ClickableKeys>
    </Box>
  );
}
