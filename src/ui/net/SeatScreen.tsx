// A plain screen for one seat of a networked table, from its update alone: the view's facts, the
// hand, the last move and the legal moves to pick from. The game screens of local play take its
// place once they work from a seat's update (the lead engineer's rewrite).
import { Box, Text } from 'ink';
import type { WireUpdate } from './types.js';

export interface SeatScreenProps {
  update: WireUpdate;
  names: string[];
  cursor: number;
  /** Seats whose players are away, as "Player 2 reconnecting… 1:45". */
  notices: string[];
  message: string | null;
}

function factLines(view: Record<string, unknown>): string[] {
  const skip = new Set(['hand', 'seat', 'variants']);
  return Object.entries(view)
    .filter(([k, v]) => !skip.has(k) && v !== null && v !== undefined)
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
}

export function SeatScreen({ update, names, cursor, notices, message }: SeatScreenProps) {
  const view = (update.view ?? {}) as Record<string, unknown>;
  const hand = Array.isArray(view.hand) ? (view.hand as string[]).join(' ') : '';
  const nameOf = (seat: number): string => names[seat - 1] || `Seat ${seat}`;
  return (
    <Box flexDirection="column" paddingX={1}>
      {factLines(view).map((line) => (
        <Text key={line} dimColor>
          {line}
        </Text>
      ))}
      <Text>
        Your hand (seat {update.seat}): <Text bold>{hand || '—'}</Text>
      </Text>
      {update.lastMove && (
        <Text>
          Last: {nameOf(update.lastMove.seat)} — {update.lastMove.text}
        </Text>
      )}
      {notices.map((n) => (
        <Text key={n} color="yellow">
          {n}
        </Text>
      ))}
      {update.legal.length > 0 ? (
        <Box flexDirection="column" marginTop={1}>
          <Text bold>Your move (↑↓, Enter):</Text>
          {update.legal.slice(Math.max(0, cursor - 5), Math.max(0, cursor - 5) + 11).map((m) => (
            <Text key={m} inverse={m === update.legal[cursor]}>
              {' '}
              {m}{' '}
            </Text>
          ))}
        </Box>
      ) : (
        update.toMove !== null && <Text dimColor>Waiting for {nameOf(update.toMove)}…</Text>
      )}
      {message && <Text color="red">{message}</Text>}
      <Text dimColor>q: leave the table</Text>
    </Box>
  );
}
