// The player's turn-based tables (`regicide tables`): their turn first with the time left, then
// the others; ↑/↓ choose, Enter opens the chosen table (as `join CODE` does), q leaves. Asked again
// every 30 s. Fits 60×15: the columns narrow and a long list scrolls under the cursor. What the
// server sent (names, a status) was checked and made printable by the tables client.
import { Box, useApp, useStdout } from 'ink';
import { Text } from '../shared/Text.js';
import { useEffect, useRef, useState } from 'react';
import type { MyTable } from '../../net/lobby/tables-client.js';
import { serverNow, type TablesRead, type TablesSeen, watchTables } from '../../net/lobby/tables-watch.js';
import { textWidth } from '../../text/width.js';
import { useTexts } from '../shared/i18n.js';
import { useTheme } from '../shared/theme.js';
import { KEY_PRIORITY, KeyRoot, useKeyLayer, useKeyState } from '../shared/key-bus.js';
import { gameTitle } from './lobby-words.js';
import { othersOf, timeWords, turnWords } from './tables-rows.js';
import { tablesTroubleWords } from './tables-words.js';
import { NET_TABLES } from './texts/tables.js';

export interface TablesListProps {
  /** The server's address as shown (printable). */
  server: string;
  read: TablesRead;
  /** The chosen table, or null when the player leaves. */
  onChoose: (table: MyTable | null) => void;
  /** Hears every answer (the cache of `regicide` with no command is written from it). */
  onSeen?: (seen: TablesSeen) => void;
  /** The command that hosts a turn-based table, for the empty list. */
  hostCommand: string;
  columns?: number;
  rows?: number;
  refreshMs?: number;
}

/** `text` cut to fit `width` columns with a space after it (a cut text ends in …), padded to them. */
function cell(text: string, width: number, ascii = false): string {
  const room = width - 1;
  if (room <= 0) return ' '.repeat(Math.max(0, width));
  let out = text;
  if (textWidth(out) > room) {
    const chars = Array.from(new Intl.Segmenter().segment(out), (s) => s.segment);
    while (chars.length && textWidth(chars.join('')) > room - 1) chars.pop();
    out = `${chars.join('')}${ascii ? '~' : '…'}`;
  }
  return out + ' '.repeat(Math.max(0, width - textWidth(out)));
}

/** Column widths: the marker, the game and the time fixed; the players and the turn share the rest. */
function widths(columns: number) {
  const fixed = { marker: 2, game: 11, time: 16 };
  const rest = Math.max(16, columns - 1 - fixed.marker - fixed.game - fixed.time);
  const turn = Math.min(24, Math.max(10, Math.floor(rest * 0.45)));
  return { ...fixed, turn, players: rest - turn };
}

export function TablesList(props: TablesListProps) {
  return (
    <KeyRoot>
      <List {...props} />
    </KeyRoot>
  );
}

function List({ server, read, onChoose, onSeen, hostCommand, columns, rows, refreshMs }: TablesListProps) {
  const t = useTexts(NET_TABLES);
  const { ascii } = useTheme();
  const { exit } = useApp();
  const { stdout } = useStdout();
  const width = columns ?? (stdout.columns || 80);
  const height = rows ?? (stdout.rows || 24);
  const [view, box] = useKeyState<{ selected: string | null }>(() => ({ selected: null }));
  const [seen, setSeen] = useState<TablesSeen>({ tables: null, receivedAt: 0, error: null });
  const [now, setNow] = useState(() => Date.now());
  const done = useRef(false);

  // The latest listener, without asking again when the caller hands a new one.
  const heard = useRef(onSeen);
  heard.current = onSeen;
  useEffect(
    () =>
      watchTables(
        read,
        (s) => {
          setSeen(s);
          heard.current?.(s);
        },
        refreshMs,
      ),
    [read, refreshMs],
  );
  // The time left is said in minutes at the finest: a redraw every 15 s keeps it true.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);

  const tables = seen.tables?.tables ?? [];
  const found = tables.findIndex((x) => x.code === view.selected);
  const index = found >= 0 ? found : Math.min(tables.length - 1, 0);
  const leave = (table: MyTable | null): void => {
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
        if (tables.length) next = { selected: tables[(at + (key.upArrow ? -1 : 1) + tables.length) % tables.length].code };
      } else if (key.return) {
        if (tables[at]) {
          leave(tables[at]);
          break;
        }
      } else if (input === 'q' || key.escape || (key.ctrl && input === 'c')) {
        leave(null);
        break;
      }
    }
    box.set(next);
    return pressed.length;
  });

  const w = widths(width);
  const clock = serverNow(seen, now);
  // Title, heads, the "more" line, the status line and the keys.
  const room = Math.max(1, height - 5);
  const first = Math.max(0, Math.min(index - room + 1, tables.length - room));
  const shown = tables.slice(first, first + room);
  const below = tables.length - first - shown.length;
  const row = (x: MyTable): string => cell(gameTitle(x.game), w.game) + cell(othersOf(x), w.players, ascii) + cell(turnWords(t, x), w.turn, ascii) + cell(timeWords(t, x, clock), w.time);
  const status = seen.error ? t.retrying(tablesTroubleWords(t, seen.error, server)) : seen.tables === null ? t.asking : tables.length === 0 ? t.empty(hostCommand) : '';
  return (
    <Box flexDirection="column" width={width}>
      <Text bold wrap="truncate-end">
        {t.title(server)}
      </Text>
      <Text dimColor wrap="truncate-end">
        {' '.repeat(w.marker) + cell(t.heads.game, w.game) + cell(t.heads.players, w.players) + cell(t.heads.turn, w.turn) + cell(t.heads.time, w.time)}
      </Text>
      {shown.map((x) => {
        const chosen = x.code === tables[index]?.code;
        return (
          <Text key={x.code} inverse={chosen} bold={x.yourTurn} wrap="truncate-end">
            {`${chosen ? (ascii ? '>' : '›') : ' '} ${row(x)}`}
          </Text>
        );
      })}
      {below > 0 ? <Text dimColor>{t.more(below)}</Text> : null}
      {status ? <Text wrap="wrap">{status}</Text> : null}
      <Text dimColor wrap="truncate-end">
        {t.keys}
      </Text>
    </Box>
  );
}
