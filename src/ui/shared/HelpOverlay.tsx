// A help screen: key bindings and a few reminders, closed with ?, Esc or q. When the terminal is
// too short for all of it (a compact 60×20 screen), ↑/↓ scroll it a row at a time. The screen
// that shows it keeps the scroll position and hands it the keys (see helpKey).
import { Box, type DOMElement } from 'ink';
import { Text } from './Text.js';
import { useMouseTarget, wheelArrows } from './mouse-targets.js';
import { wrapText } from '../../text/wrap.js';
import { useTexts } from './i18n.js';
import type { Binding } from './keymap.js';
import { SHARED_TEXTS } from './shared-strings.js';
import { borderStyle, tint, useTheme } from './theme.js';

/** Key and what it does; a row without a key heads the rows after it (see helpHeading). */
export type HelpRows = ReadonlyArray<readonly [string, string]>;

/** A heading row: the keys after it belong to another screen (the end screen, a networked table). */
export const helpHeading = (text: string): readonly [string, string] => ['', text];

export interface HelpOverlayProps {
  title?: string;
  keys: HelpRows;
  notes?: readonly string[];
  /** Rows after the notes: the keys of the screens that follow this one (the end screen's). */
  after?: HelpRows;
  /** The first row shown (see helpKey). */
  top?: number;
  width: number;
  /** The terminal's rows (the frame stays one shorter); unlimited by default. */
  rows?: number;
}

/** Border and title row. */
const CHROME = 3;

interface HelpLine {
  key: string;
  text: string;
  kind: 'key' | 'heading' | 'note';
}

const keyWidthOf = (keys: HelpRows): number => Math.max(...keys.map(([k]) => k.length)) + 2;

/** The help's rows as drawn at `width`, and how many fit in `rows`. */
function helpLayout(keys: HelpRows, notes: readonly string[], after: HelpRows, width: number, rows: number): { lines: HelpLine[]; keyWidth: number; page: number; last: number } {
  const keyWidth = keyWidthOf([...keys, ...after]);
  // Inside the border and padding; wrapped here so continuation rows start flush.
  const inner = width - 4;
  const rowLines = (rows: HelpRows): HelpLine[] =>
    rows.flatMap(([k, what]): HelpLine[] =>
      k === '' ? wrapText(what, inner).map((text) => ({ key: '', text, kind: 'heading' })) : wrapText(what, inner - keyWidth).map((text, i) => ({ key: i === 0 ? k : '', text, kind: 'key' })),
    );
  const lines: HelpLine[] = [...rowLines(keys), ...notes.flatMap((note) => wrapText(note, inner).map((text): HelpLine => ({ key: '', text, kind: 'note' }))), ...rowLines(after)];
  const page = Math.max(1, Math.min(lines.length, rows - 1 - CHROME));
  return { lines, keyWidth, page, last: lines.length - page };
}

export type HelpKeyId = 'helpClose' | 'helpScroll';
type HelpAction = { type: 'close' } | { type: 'scroll'; delta: number };

export const HELP_KEYMAP: readonly Binding<HelpKeyId, unknown, HelpAction>[] = [
  { id: 'helpClose', matches: ({ input, key }) => input === '?' || key.escape || input === 'q', when: () => true, action: () => ({ type: 'close' }) },
  { id: 'helpScroll', matches: ({ key }) => key.upArrow || key.downArrow, when: () => true, action: ({ key }) => ({ type: 'scroll', delta: key.upArrow ? -1 : 1 }) },
];

/** A key on the open help: the new first row, or null when the key closes it. */
export function helpKey(top: number, action: HelpAction, help: { keys: HelpRows; notes: readonly string[]; after?: HelpRows; width: number; rows: number }): number | null {
  if (action.type === 'close') return null;
  const { last } = helpLayout(help.keys, help.notes, help.after ?? [], help.width, help.rows);
  return Math.max(0, Math.min(last, top + action.delta));
}

export function HelpOverlay({ title, keys, notes = [], after = [], top = 0, width, rows = Number.POSITIVE_INFINITY }: HelpOverlayProps) {
  const t = useTexts(SHARED_TEXTS);
  const theme = useTheme();
  const { lines, keyWidth, page, last } = helpLayout(keys, notes, after, width, rows);
  const from = Math.max(0, Math.min(last, top));
  const shown = lines.slice(from, from + page);
  // The wheel scrolls it as ↑/↓ do.
  const wheel = useMouseTarget<DOMElement>({ wheel: wheelArrows });
  return (
    <Box ref={wheel} borderStyle={borderStyle(theme)} flexDirection="column" paddingX={1} width={width}>
      {/* How to close it shares the title row: one row more for the keys at 80×24. */}
      <Text wrap="truncate-end">
        <Text bold color={tint(theme, 'accent')}>
          {title ?? t.helpTitle}
        </Text>
        <Text dimColor>{`   ${t.helpClose}${last > 0 ? `   ${t.helpScroll(from + 1, from + page, lines.length)}` : ''}`}</Text>
      </Text>
      {shown.map((line, i) =>
        line.kind === 'note' ? (
          <Text key={from + i} dimColor>
            {line.text}
          </Text>
        ) : line.kind === 'heading' ? (
          <Text key={from + i} bold color={tint(theme, 'accent')}>
            {line.text}
          </Text>
        ) : (
          <Box key={from + i}>
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
