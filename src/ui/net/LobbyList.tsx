// The lobby of a server (`regicide lobby`): the open public tables, oldest first, updated live by
// the long poll; ↑/↓ choose, Enter joins the chosen one, g and s filter by game and by seats, t
// shows turn-based tables only,
// q leaves. Fits 60×20: the columns narrow, and a long list scrolls under the cursor. What the
// server sent (host names, variants) was made printable by the lobby client before it came here.
import { Box, useApp, useStdout } from 'ink';
import { Text } from '../shared/Text.js';
import { useEffect, useRef, useState } from 'react';
import type { LobbyTable } from '../../net/lobby/lobby-client.js';
import { type LobbyFilter, type LobbyRead, type LobbySeen, queryOf, waitedNow, watchLobby } from '../../net/lobby/lobby-watch.js';
import { textWidth } from '../../text/width.js';
import { useTexts } from '../shared/i18n.js';
import { tint, useTheme } from '../shared/theme.js';
import { KEY_PRIORITY, KeyRoot, useKeyLayer, useKeyState } from '../shared/key-bus.js';
import { gameTitle, lobbyTroubleWords } from './lobby-words.js';
import { NET_LOBBY_LIST } from './texts/lobby-list.js';
import { NET_TABLES } from './texts/tables.js';
import { NET_EVENT_TABLE } from './texts/event-table.js';
import { listedEventLine } from './lobby-event.js';
import { wrapLine } from '../../text/wrap.js';
import { lobbyTableKind, toggleTurnBased, turnFilterWords } from './lobby-turn.js';

export interface LobbyListProps {
  /** The server's address as shown (printable). */
  server: string;
  read: LobbyRead;
  /** The games the g key goes through (after "all"). */
  games: readonly string[];
  initial: LobbyFilter;
  /** The chosen table, or null when the player leaves. */
  onChoose: (table: LobbyTable | null) => void;
  columns?: number;
  rows?: number;
  retryMs?: number;
}

/** The seat counts the s key goes through (after "any"). */
const SEAT_CHOICES = [2, 3, 4] as const;

/** `text` cut to fit `width` columns with a space after it (a cut text ends in …), padded to them. */
function cell(text: string, width: number, ascii = false): string {
  const room = width - 1;
  if (room <= 0) return ' '.repeat(Math.max(0, width));
  let out = text;
  if (textWidth(out) > room) {
    const chars = [...out];
    const ellipsis = ascii ? '~' : '…';
    while (chars.length && textWidth(chars.join('')) > room - 1) chars.pop();
    out = `${chars.join('')}${ellipsis}`;
  }
  return out + ' '.repeat(Math.max(0, width - textWidth(out)));
}

/** Column widths for `columns`: game, seats, language and waiting fixed; host and variants share the rest. */
function widths(columns: number) {
  const fixed = { marker: 2, game: 11, seats: 8, lang: 6, waited: 9 };
  const rest = Math.max(12, columns - 1 - fixed.marker - fixed.game - fixed.seats - fixed.lang - fixed.waited);
  const host = Math.min(28, Math.max(8, Math.floor(rest * 0.55)));
  return { ...fixed, host: host + 1, variants: rest - host - 1 };
}

export function LobbyList(props: LobbyListProps) {
  return (
    <KeyRoot>
      <List {...props} />
    </KeyRoot>
  );
}

function List({ server, read, games, initial, onChoose, columns, rows, retryMs }: LobbyListProps) {
  const t = useTexts(NET_LOBBY_LIST);
  const tt = useTexts(NET_TABLES);
  const et = useTexts(NET_EVENT_TABLE);
  const theme = useTheme();
  const { ascii } = theme;
  const { exit } = useApp();
  const { stdout } = useStdout();
  const width = columns ?? (stdout.columns || 80);
  const height = rows ?? (stdout.rows || 24);
  // The filter and the chosen table's code, as the key layer folds them (see useKeyState).
  const [view, box] = useKeyState<{ filter: LobbyFilter; selected: string | null }>(() => ({ filter: initial, selected: null }));
  const { filter, selected } = view;
  const [seen, setSeen] = useState<LobbySeen>({ listing: null, receivedAt: 0, error: null });
  const [now, setNow] = useState(() => Date.now());
  const done = useRef(false);

  useEffect(() => {
    setSeen({ listing: null, receivedAt: 0, error: null });
    return watchLobby(read, queryOf(filter), setSeen, { retryMs });
  }, [read, filter.game, filter.seats, filter.turnBased, retryMs]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const tables = seen.listing?.tables ?? [];
  const found = tables.findIndex((x) => x.code === selected);
  const index = found >= 0 ? found : Math.min(tables.length - 1, 0);
  const leave = (table: LobbyTable | null): void => {
    if (done.current) return;
    done.current = true;
    onChoose(table);
    exit();
  };

  useKeyLayer(KEY_PRIORITY.screen, (pressed) => {
    let next = box.get();
    for (const { input, key } of pressed) {
      const at = Math.max(
        0,
        tables.findIndex((x) => x.code === next.selected),
      );
      if (key.upArrow || key.downArrow) {
        if (tables.length) next = { ...next, selected: tables[(at + (key.upArrow ? -1 : 1) + tables.length) % tables.length].code };
      } else if (key.return) {
        if (tables[at]) {
          leave(tables[at]);
          break;
        }
      } else if (input === 'g') {
        const choices = [null, ...games];
        next = { ...next, filter: { ...next.filter, game: choices[(choices.indexOf(next.filter.game) + 1) % choices.length] ?? null } };
      } else if (input === 't') {
        next = { ...next, filter: toggleTurnBased(next.filter) };
      } else if (input === 's') {
        const choices = [null, ...SEAT_CHOICES];
        next = { ...next, filter: { ...next.filter, seats: choices[(choices.indexOf(next.filter.seats as (typeof choices)[number]) + 1) % choices.length] ?? null } };
      } else if (input === 'q' || key.escape || (key.ctrl && input === 'c')) {
        leave(null);
        break;
      }
    }
    box.set(next);
    return pressed.length;
  });

  const w = widths(width);
  // Title, filter, heads, the "more" line, the status line and the keys (two lines when they do not fit one: q must show).
  const keyLines = textWidth(tt.lobby.keys) > width ? 2 : 1;
  // The chosen row is a team event's table: what that is, and how to join it as the event, under the list.
  const eventLine = tables[index] ? listedEventLine(et, tables[index], server) : null;
  const eventRows = eventLine ? wrapLine(eventLine, width - 1, '') : [];
  const room = Math.max(1, height - 6 - keyLines - eventRows.length);
  const first = Math.max(0, Math.min(index - room + 1, tables.length - room));
  const shown = tables.slice(Math.max(0, first), Math.max(0, first) + room);
  const below = tables.length - Math.max(0, first) - shown.length;
  const row = (x: LobbyTable): string =>
    cell(gameTitle(x.game), w.game) +
    cell(`${x.taken}/${x.seats}`, w.seats) +
    cell(x.lang || '-', w.lang) +
    cell(x.host || '?', w.host, ascii) +
    cell(t.waited(waitedNow(x, seen.receivedAt, now)), w.waited) +
    cell(lobbyTableKind(tt, x, ',', et) || '-', w.variants, ascii);
  const status = seen.error ? t.retrying(lobbyTroubleWords(t, seen.error, server)) : seen.listing === null ? t.asking : tables.length === 0 ? t.empty : '';
  return (
    <Box flexDirection="column" width={width}>
      <Text bold wrap="truncate-end">
        {t.title(server)}
      </Text>
      <Text wrap="truncate-end">{t.filter(filter.game === null ? t.allGames : gameTitle(filter.game), filter.seats === null ? t.anySeats : String(filter.seats)) + turnFilterWords(tt, filter)}</Text>
      <Text dimColor wrap="truncate-end">
        {' '.repeat(w.marker) +
          cell(t.heads.game, w.game) +
          cell(t.heads.seats, w.seats) +
          cell(t.heads.lang, w.lang) +
          cell(t.heads.host, w.host) +
          cell(t.heads.waited, w.waited) +
          cell(t.heads.variants, w.variants)}
      </Text>
      {shown.map((x) => (
        <Text key={x.code} inverse={x.code === tables[index]?.code} wrap="truncate-end">
          {`${x.code === tables[index]?.code ? (ascii ? '>' : '›') : ' '} ${row(x)}`}
        </Text>
      ))}
      {below > 0 ? <Text dimColor>{t.more(below)}</Text> : null}
      {eventRows.map((line, i) => (
        <Text key={`event-${i}`} color={tint(theme, 'accent')} wrap="truncate-end">
          {line}
        </Text>
      ))}
      {status ? <Text wrap="wrap">{status}</Text> : null}
      <Text dimColor wrap="wrap">
        {tt.lobby.keys}
      </Text>
    </Box>
  );
}
