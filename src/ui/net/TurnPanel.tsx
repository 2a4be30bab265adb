// What a turn-based table adds to the network table screen: the clock line under the game, and,
// on coming back with moves unseen, the "Since your last visit" box in its place until a key
// closes it. Small and local: NetTableApp asks `useTurnPanel` and places what it gives.
import { Box } from 'ink';
import { Text } from '../shared/Text.js';
import { type ReactNode, useState } from 'react';
import type { SaidMessage } from '../../net/wire/messages.js';
import { useTexts } from '../shared/i18n.js';
import { KEY_PRIORITY, useKeyLayer } from '../shared/key-bus.js';
import { saidLine } from '../shared/said-lines.js';
import { SHARED_TALK } from '../shared/texts/talk.js';
import { useTheme } from '../shared/theme.js';
import { NET_TABLES } from './texts/tables.js';
import { clockLine, sinceLines } from './turn-summary.js';
import type { NetTableLike } from './types.js';

export interface TurnPanel {
  /** The clock line, or null (a live table, or nothing to count down). */
  clock: string | null;
  /** The summary box while it is open, else null. */
  summary: ReactNode;
}

/** The turn-based parts of the screen for `table` (nothing at a live table); `name` names a seat. */
export function useTurnPanel(table: NetTableLike, name: (seat: number) => string, now: number, active: boolean): TurnPanel {
  const t = useTexts(NET_TABLES);
  const talk = useTexts(SHARED_TALK);
  const { ascii } = useTheme();
  const [closed, setClosed] = useState(false);
  const turn = table.turn ?? null;
  const seen = table.seenAtVisit ?? null;
  // The moves after those seen before this visit, and what was said since (a handful of lines: worked out at each drawing).
  const lines = seen === null ? [] : sinceLines(t, { history: table.history, said: table.said, seen, mySeat: table.seat, name, saidWords: (s: SaidMessage) => saidLine(s, talk, name) });
  // The summary is of what happened while the player was away: once they have moved on this
  // visit, the moves that follow are on the screen itself.
  const movedHere = seen !== null && table.history.slice(seen).some((move) => move.seat === table.seat);
  const open = active && !closed && !movedHere && lines.length > 0;
  useKeyLayer(
    KEY_PRIORITY.cover,
    (pressed) => {
      setClosed(true);
      return pressed.length;
    },
    open,
  );
  const clock = turn && active ? clockLine(t, turn, table.seat, name, now) : null;
  const summary = open ? (
    <Box flexDirection="column" borderStyle={ascii ? 'classic' : 'round'} paddingX={1}>
      <Text bold>{t.since.title}</Text>
      {lines.map((line, i) => (
        <Text key={i} wrap="truncate-end">
          {line}
        </Text>
      ))}
      <Text dimColor>{t.since.close}</Text>
    </Box>
  ) : null;
  return { clock, summary };
}
