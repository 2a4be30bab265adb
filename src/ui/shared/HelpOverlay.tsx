// A help screen: key bindings and a few reminders, closed with ? or Esc. When the terminal is too
// short for all of it (a compact 60×20 screen), ↑/↓ scroll it a row at a time.
import { Box, Text, useInput } from 'ink';
import { useState } from 'react';
import { useTexts } from './i18n.js';
import { SHARED_TEXTS } from './shared-strings.js';
import { borderStyle, tint, useTheme } from './theme.js';
import { wrapText } from '../../text/wrap.js';

export interface HelpOverlayProps {
  title?: string;
  keys: ReadonlyArray<readonly [string, string]>;
  notes?: readonly string[];
  onClose: () => void;
  width: number;
  /** The terminal's rows (the frame stays one shorter); unlimited by default. */
  rows?: number;
}

/** Border and title row. */
const CHROME = 3;

export function HelpOverlay({ title, keys, notes = [], onClose, width, rows = Number.POSITIVE_INFINITY }: HelpOverlayProps) {
  const t = useTexts(SHARED_TEXTS);
  const theme = useTheme();
  const keyWidth = Math.max(...keys.map(([k]) => k.length)) + 2;
  // Inside the border and padding; wrapped here so continuation rows start flush.
  const inner = width - 4;
  const lines: { key: string; text: string; note: boolean }[] = [
    ...keys.flatMap(([k, what]) => wrapText(what, inner - keyWidth).map((text, i) => ({ key: i === 0 ? k : '', text, note: false }))),
    ...notes.flatMap((note) => wrapText(note, inner).map((text) => ({ key: '', text, note: true }))),
  ];
  const page = Math.max(1, Math.min(lines.length, rows - 1 - CHROME));
  const last = lines.length - page;
  const [top, setTop] = useState(0);
  useInput((input, key) => {
    if (input === '?' || key.escape || input === 'q') onClose();
    else if (key.upArrow) setTop((n) => Math.max(0, n - 1));
    else if (key.downArrow) setTop((n) => Math.min(last, n + 1));
  });
  const shown = lines.slice(top, top + page);
  return (
    <Box borderStyle={borderStyle(theme)} flexDirection="column" paddingX={1} width={width}>
      {/* How to close it shares the title row: one row more for the keys at 80×24. */}
      <Text wrap="truncate-end">
        <Text bold color={tint(theme, 'cyan')}>
          {title ?? t.helpTitle}
        </Text>
        <Text dimColor>{`   ${t.helpClose}${last > 0 ? `   ${t.helpScroll(top + 1, top + page, lines.length)}` : ''}`}</Text>
      </Text>
      {shown.map((line, i) =>
        line.note ? (
          <Text key={top + i} dimColor>
            {line.text}
          </Text>
        ) : (
          <Box key={top + i}>
            <Box width={keyWidth} flexShrink={0}>
              <Text bold>{line.key}</Text>
            </Box>
            <Text>{line.text}</Text>
          </Box>
        ),
      )}
    </Box>
  );
}
