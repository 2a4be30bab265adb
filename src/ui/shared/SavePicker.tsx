// The list --resume shows when several games are unfinished: ↑/↓ or a number key to pick,
// Enter to continue that game, Esc or q to leave without playing. A save that does not replay is
// listed (so its number matches `saves`) but never preselected, and Enter on it only says why.
import { Box, Text, useApp, useInput } from 'ink';
import { useRef, useState } from 'react';
import type { Lang } from '../../text/lang.js';
import { SHARED_PICKER } from './texts/picker.js';

export interface PickerRow {
  text: string;
  /** False for a save whose moves do not replay: it cannot be continued. */
  replays: boolean;
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

export function SavePicker({ rows, initial = 0, lang, ascii = false, columns = process.stdout.columns || 80, onChoose }: SavePickerProps) {
  const t = SHARED_PICKER[lang];
  const { exit } = useApp();
  const [selected, setSelectedState] = useState(initial);
  const [refused, setRefused] = useState(false);
  // Keys can arrive faster than React re-subscribes the handler: read the choice from a ref.
  const current = useRef(initial);
  const setSelected = (next: (s: number) => number): void => {
    current.current = next(current.current);
    setSelectedState(current.current);
    setRefused(false);
  };
  const finish = (index: number | null): void => {
    onChoose(index);
    exit();
  };
  useInput((input, key) => {
    if (key.upArrow) setSelected((s) => (s + rows.length - 1) % rows.length);
    else if (key.downArrow) setSelected((s) => (s + 1) % rows.length);
    else if (key.return) {
      if (rows[current.current]?.replays === false) setRefused(true);
      else finish(current.current);
    } else if (key.escape || input === 'q' || (key.ctrl && input === 'c')) finish(null);
    else if (/^[1-9]$/.test(input) && Number(input) <= rows.length) setSelected(() => Number(input) - 1);
  });
  const width = Math.max(20, columns - 1 - ROW_PREFIX);
  const fit = (row: string): string => (row.length > width ? `${row.slice(0, width - 1)}…` : row);
  // Number keys reach the first nine; arrows reach the rest.
  return (
    <Box flexDirection="column">
      <Text bold>{t.title(rows.length)}</Text>
      {rows.map((row, i) => (
        <Text key={i} inverse={i === selected} dimColor={!row.replays}>
          {`${i === selected ? (ascii ? '>' : '›') : ' '} ${String(i + 1).padStart(2)}  ${fit(row.text)}`}
        </Text>
      ))}
      {refused ? <Text wrap="wrap">{t.broken}</Text> : null}
      <Text dimColor>{ascii ? t.asciiKeys : t.keys}</Text>
    </Box>
  );
}
