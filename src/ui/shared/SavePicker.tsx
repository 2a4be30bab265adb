// The list --resume shows when several games are unfinished: ↑/↓ or a number key to pick,
// Enter to continue that game, Esc or q to leave without playing. A save that does not replay is
// listed (so its number matches `saves`) but never preselected, and Enter on it only says why.
import { Box, useApp } from 'ink';
import { Text } from './Text.js';
import { useRef } from 'react';
import type { Lang } from '../../text/lang.js';
import { KEY_PRIORITY, KeyRoot, useKeyLayer, useKeyState } from './key-bus.js';
import { actionOf, type Binding, type KeyPress } from './keymap.js';
import { SHARED_PICKER } from './texts/picker.js';
import { typesetTexts } from '../../text/typography.js';

export interface PickerRow {
  text: string;
  /** False for a save whose moves do not replay: it cannot be continued. */
  replays: boolean;
  /** The command that says why a save does not replay (`replay --verify` with its path). */
  verify?: string;
}

export interface SavePickerProps {
  /** One row per save, numbered as `saves` numbers them. */
  rows: readonly PickerRow[];
  /** The row the cursor starts on (the game played last). */
  initial?: number;
  lang: Lang;
  ascii?: boolean;
  /** Columns to fit (default: the terminal's). */
  columns?: number;
  /** The chosen row's index, or null when the player leaves. */
  onChoose: (index: number | null) => void;
}

/** Room in front of a row: the marker and the number. */
const ROW_PREFIX = 6;

export type PickerKeyId = 'pickMove' | 'pickNumber' | 'pickTake' | 'pickLeave';
type PickerAction = { type: 'move'; delta: number } | { type: 'number'; index: number } | { type: 'take' } | { type: 'leave' };

export const PICKER_KEYMAP: readonly Binding<PickerKeyId, { rows: number }, PickerAction>[] = [
  { id: 'pickMove', matches: ({ key }) => key.upArrow || key.downArrow, when: () => true, action: ({ key }) => ({ type: 'move', delta: key.upArrow ? -1 : 1 }) },
  // Number keys reach the first nine; arrows reach the rest.
  { id: 'pickNumber', matches: ({ input }) => /^[1-9]$/.test(input), when: () => true, action: ({ input }, c) => (Number(input) <= c.rows ? { type: 'number', index: Number(input) - 1 } : null) },
  { id: 'pickTake', matches: ({ key }) => key.return, when: () => true, action: () => ({ type: 'take' }) },
  { id: 'pickLeave', matches: ({ input, key }) => key.escape || input === 'q' || (key.ctrl && input === 'c'), when: () => true, action: () => ({ type: 'leave' }) },
];

export interface PickerState {
  selected: number;
  /** Enter was pressed on a save that does not replay. */
  refused: boolean;
}

/** One key on the list: the new state, or the choice (an index, or null to leave). */
export function pickerKey(s: PickerState, press: KeyPress, rows: readonly PickerRow[]): { state: PickerState; chosen?: number | null } {
  const action = actionOf(PICKER_KEYMAP, press, { rows: rows.length });
  if (action === null) return { state: s };
  switch (action.type) {
    case 'move':
      return { state: { selected: (s.selected + rows.length + action.delta) % rows.length, refused: false } };
    case 'number':
      return { state: { selected: action.index, refused: false } };
    case 'take':
      return rows[s.selected]?.replays === false ? { state: { ...s, refused: true } } : { state: s, chosen: s.selected };
    case 'leave':
      return { state: s, chosen: null };
  }
}

export function SavePicker(props: SavePickerProps) {
  return (
    <KeyRoot>
      <Picker {...props} />
    </KeyRoot>
  );
}

function Picker({ rows, initial = 0, lang, ascii = false, columns = process.stdout.columns || 80, onChoose }: SavePickerProps) {
  const t = typesetTexts(SHARED_PICKER[lang], lang);
  const { exit } = useApp();
  const [state, box] = useKeyState<PickerState>(() => ({ selected: initial, refused: false }));
  const { selected, refused } = state;
  const done = useRef(false);
  useKeyLayer(KEY_PRIORITY.screen, (pressed) => {
    let next = box.get();
    for (const press of pressed) {
      const { state: after, chosen } = pickerKey(next, press, rows);
      next = after;
      if (chosen !== undefined && !done.current) {
        done.current = true;
        onChoose(chosen);
        exit();
        break;
      }
    }
    box.set(next);
    return pressed.length;
  });
  const width = Math.max(20, columns - 1 - ROW_PREFIX);
  const fit = (row: string): string => (row.length > width ? `${row.slice(0, width - 1)}…` : row);
  return (
    <Box flexDirection="column">
      <Text bold>{t.title(rows.length)}</Text>
      {rows.map((row, i) => (
        <Text key={i} inverse={i === selected} dimColor={!row.replays}>
          {`${i === selected ? (ascii ? '>' : '›') : ' '} ${String(i + 1).padStart(2)}  ${fit(row.text)}`}
        </Text>
      ))}
      {refused ? <Text wrap="wrap">{t.broken(rows[selected]?.verify ?? 'replay --verify FILE')}</Text> : null}
      <Text dimColor>{ascii ? t.asciiKeys : t.keys}</Text>
    </Box>
  );
}
