// The list --resume shows when several games are unfinished: ↑/↓ or a number key to pick,
// Enter to continue that game, Esc or q to leave without playing.
import { Box, Text, useApp, useInput } from 'ink';
import { useRef, useState } from 'react';
import type { Lang } from './i18n.js';

const TEXTS = {
  en: {
    title: (n: number) => `${n} unfinished games. Which one do you want to continue?`,
    keys: '↑/↓ or 1-9 choose   Enter continue   Esc or q: leave',
    asciiKeys: 'Up/Down or 1-9 choose   Enter continue   Esc or q: leave',
  },
  de: {
    title: (n: number) => `${n} unbeendete Spiele. Welches möchtest du fortsetzen?`,
    keys: '↑/↓ oder 1-9 wählen   Enter fortsetzen   Esc oder q: verlassen',
    asciiKeys: 'Hoch/Runter oder 1-9 wählen   Enter fortsetzen   Esc oder q: verlassen',
  },
} as const;

export interface SavePickerProps {
  /** One line per save, most recent first. */
  rows: readonly string[];
  lang: Lang;
  ascii?: boolean;
  /** The chosen row's index, or null when the player leaves. */
  onChoose: (index: number | null) => void;
}

/** Rows are cut to fit 80 columns with the marker and number in front. */
const ROW_WIDTH = 74;
const fit = (row: string): string => (row.length > ROW_WIDTH ? `${row.slice(0, ROW_WIDTH - 1)}…` : row);

export function SavePicker({ rows, lang, ascii = false, onChoose }: SavePickerProps) {
  const t = TEXTS[lang];
  const { exit } = useApp();
  const [selected, setSelectedState] = useState(0);
  // Keys can arrive faster than React re-subscribes the handler: read the choice from a ref.
  const current = useRef(0);
  const setSelected = (next: (s: number) => number): void => {
    current.current = next(current.current);
    setSelectedState(current.current);
  };
  const finish = (index: number | null): void => {
    onChoose(index);
    exit();
  };
  useInput((input, key) => {
    if (key.upArrow) setSelected((s) => (s + rows.length - 1) % rows.length);
    else if (key.downArrow) setSelected((s) => (s + 1) % rows.length);
    else if (key.return) finish(current.current);
    else if (key.escape || input === 'q' || (key.ctrl && input === 'c')) finish(null);
    else if (/^[1-9]$/.test(input) && Number(input) <= rows.length) setSelected(() => Number(input) - 1);
  });
  // Number keys reach the first nine; arrows reach the rest.
  return (
    <Box flexDirection="column">
      <Text bold>{t.title(rows.length)}</Text>
      {rows.map((row, i) => (
        <Text key={i} inverse={i === selected}>
          {`${i === selected ? (ascii ? '>' : '›') : ' '} ${String(i + 1).padStart(2)}  ${fit(row)}`}
        </Text>
      ))}
      <Text dimColor>{ascii ? t.asciiKeys : t.keys}</Text>
    </Box>
  );
}
