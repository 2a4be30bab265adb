// The frame of a hand panel: a border that lights up while the hand takes keys, the title with a
// short prompt after it (whose turn, what to do), then the cards, or a note when there are none.
import { Box } from 'ink';
import { Text } from './Text.js';
import type { ReactNode } from 'react';
import { borderStyle, tint, useTheme } from './theme.js';

export interface HandFrameProps {
  /** The hand takes keys now (a cursor is on it). */
  active: boolean;
  title: string;
  prompt?: string;
  /** Shown instead of the cards when the hand is empty. */
  empty: boolean;
  emptyText: string;
  width: number;
  height: number;
  /** The cards, drawn the game's way. */
  children: ReactNode;
}

export function HandFrame({ active, title, prompt, empty, emptyText, width, height, children }: HandFrameProps) {
  const theme = useTheme();
  return (
    <Box borderStyle={borderStyle(theme)} borderColor={active ? tint(theme, 'accent') : undefined} flexDirection="column" width={width} height={height} paddingX={1}>
      <Text wrap="truncate-end">
        <Text bold>{title}</Text>
        {prompt ? `  ${prompt}` : ''}
      </Text>
      {empty ? <Text dimColor>{emptyText}</Text> : children}
    </Box>
  );
}
