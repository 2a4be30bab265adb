// The waiting room: who sits where (name, connected, bot, host), the line the others type to join,
// how the deal is made (who chose the seed, whose machine deals, the commitment checked at the
// end), and for the host the keys that start the game or give an empty seat to a bot — only
// the seats this table has.
import { Box } from 'ink';
import { Text } from '../shared/Text.js';
import { countdownText } from '../../text/countdown.js';
import { useTexts } from '../shared/i18n.js';
import { NET_TEXTS, type NetTexts } from './net-strings.js';
import type { LobbyMessage } from './types.js';
import type { EventLine } from './lobby-event.js';
import { tint, useTheme } from '../shared/theme.js';

export interface LobbyScreenProps {
  lobby: LobbyMessage;
  /** The game's name. */
  title: string;
  mySeat: number;
  isHost: boolean;
  joinLine: string | null;
  /** ms left for each seat whose player may still reconnect. */
  reconnectLeft: (seat: number) => number | null;
  message: string | null;
  /** The host of a table that asks: who waits to watch (names printable). */
  watchRequests?: readonly { id: string; name: string }[];
  /** The host pressed m: a seat number mutes or unmutes that seat. */
  muting?: boolean;
  /** A turn-based table: its time per move and that nobody need wait (lobby-turn.ts), or null. */
  turnLine?: string | null;
  /** A team event's table: what it is, or that only the server says so (lobby-event.ts); null at any other. */
  eventLine?: EventLine | null;
}

export function seatStatus(s: LobbyMessage['seats'][number], left: number | null, t: NetTexts = NET_TEXTS.en): string {
  if (s.bot) return t.status.bot;
  if (s.connected) return t.status.connected;
  if (left !== null) return t.status.reconnecting(countdownText(left));
  if (s.vacated) return t.status.left;
  return s.name ? t.status.away : t.status.empty;
}

/** Seats the host may give to a bot now: empty ones nobody holds, and ones whose player left. */
export const seatsForBots = (lobby: LobbyMessage, mySeat: number): number[] =>
  lobby.seats.filter((s) => s.seat !== mySeat && !s.bot && !s.connected && (s.vacated || s.name === '')).map((s) => s.seat);

/** Seats whose phrases the host may mute: the other players' (not bots, not empty). */
export const seatsToMute = (lobby: LobbyMessage, mySeat: number): number[] => lobby.seats.filter((s) => s.seat !== mySeat && !s.bot && s.name !== '').map((s) => s.seat);

export function LobbyScreen({ lobby, title, mySeat, isHost, joinLine, reconnectLeft, message, watchRequests = [], muting = false, turnLine = null, eventLine = null }: LobbyScreenProps) {
  const t = useTexts(NET_TEXTS);
  const theme = useTheme();
  const guest = !isHost;
  return (
    <Box flexDirection="column" paddingX={1}>
      <Text bold>{t.tableTitle(title, lobby.code)}</Text>
      {eventLine && <Text color={tint(theme, eventLine.believed ? 'accent' : 'warn')}>{eventLine.text}</Text>}
      {turnLine && <Text color={tint(theme, 'accent')}>{turnLine}</Text>}
      {joinLine && (
        <Text>
          {t.othersJoin} <Text color={tint(theme, 'accent')}>{joinLine}</Text>
        </Text>
      )}
      <Box flexDirection="column" marginY={1}>
        {lobby.seats.map((s) => (
          <Text key={s.seat}>
            {s.seat === mySeat ? '▸' : ' '} {t.seatLine(s.seat, s.name, seatStatus(s, reconnectLeft(s.seat), t), s.seat === mySeat, s.seat === lobby.host)}
            {lobby.muted?.includes(s.seat) ? ` ${t.mutedMark}` : ''}
          </Text>
        ))}
      </Box>
      {lobby.watching && lobby.watching !== 'no' && <Text>{t.watchersLine(lobby.watchers ?? [])}</Text>}
      {isHost && watchRequests.length > 0 && (
        <Text color={tint(theme, 'warn')}>{t.watchRequest(watchRequests[0].name, watchRequests.length, t.netKeyHelp.lobbyAllow[0], t.netKeyHelp.lobbyRefuse[0])}</Text>
      )}
      {isHost && muting && <Text color={tint(theme, 'warn')}>{t.mutePrompt}</Text>}
      {lobby.seedChosen ? <Text color={tint(theme, 'warn')}>{t.seedChosen}</Text> : <Text dimColor>{t.serverSeed}</Text>}
      {guest && lobby.embedded && <Text dimColor>{t.embeddedDeals}</Text>}
      {lobby.commitment && <Text dimColor>{t.commitment(lobby.commitment.slice(0, 16))}</Text>}
      <Box marginTop={1}>{isHost ? <Text dimColor>{t.hostKeys(seatsForBots(lobby, mySeat))}</Text> : <Text dimColor>{t.guestKeys}</Text>}</Box>
      {isHost && seatsToMute(lobby, mySeat).length > 0 && <Text dimColor>{t.muteHint}</Text>}
      {message && <Text color={tint(theme, 'warn')}>{message}</Text>}
    </Box>
  );
}
