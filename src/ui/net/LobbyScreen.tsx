// The waiting room: who sits where (name, connected, bot), the line the others type to join, and
// for the host the keys that start the game or give an empty seat to a bot.
import { Box, Text } from 'ink';
import { countdownText } from '../../net/countdown.js';
import type { LobbyMessage } from './types.js';

export interface LobbyScreenProps {
  lobby: LobbyMessage;
  mySeat: number;
  isHost: boolean;
  joinLine: string | null;
  /** ms left for each seat whose player may still reconnect. */
  reconnectLeft: (seat: number) => number | null;
  message: string | null;
}

export function seatStatus(s: LobbyMessage['seats'][number], left: number | null): string {
  if (s.bot) return 'bot';
  if (s.connected) return 'connected';
  if (left !== null) return `reconnecting… ${countdownText(left)}`;
  if (s.vacated) return 'left';
  return s.name ? 'away' : 'empty';
}

export function LobbyScreen({ lobby, mySeat, isHost, joinLine, reconnectLeft, message }: LobbyScreenProps) {
  const title = lobby.game === 'regicide' ? 'Regicide' : 'Thronfolge';
  return (
    <Box flexDirection="column" paddingX={1}>
      <Text bold>
        {title} — table {lobby.code}
      </Text>
      {joinLine && (
        <Text>
          Others join with: <Text color="cyan">{joinLine}</Text>
        </Text>
      )}
      <Box flexDirection="column" marginY={1}>
        {lobby.seats.map((s) => (
          <Text key={s.seat}>
            {s.seat === mySeat ? '▸' : ' '} Seat {s.seat}: {s.name || '—'} <Text dimColor>({seatStatus(s, reconnectLeft(s.seat))})</Text>
          </Text>
        ))}
      </Box>
      {isHost ? <Text dimColor>Enter: start now (empty seats get bots) · 2–4: give that empty seat to a bot · q: leave</Text> : <Text dimColor>Waiting for the host to start · q: leave</Text>}
      {message && <Text color="yellow">{message}</Text>}
    </Box>
  );
}
