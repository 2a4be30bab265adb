// One seat at a networked table: the lobby until the game starts, then the seat's screen, then the
// result. It reads only what the table object holds for this seat and sends moves through it.
import { Box, Text, useApp, useInput } from 'ink';
import { useEffect, useReducer, useRef, useState } from 'react';
import { countdownText } from './countdown.js';
import { LobbyScreen } from './LobbyScreen.js';
import { SeatScreen } from './SeatScreen.js';
import type { NetTableLike } from './types.js';

export interface NetTableAppProps {
  table: NetTableLike;
  joinLine: string | null;
  onExit: (code: number) => void;
}

export function NetTableApp({ table, joinLine, onExit }: NetTableAppProps) {
  const { exit } = useApp();
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const [message, setMessage] = useState<string | null>(null);
  const [cursor, setCursorState] = useState(0);
  // Keys read the table and cursor as they are now, not as of the last render (a key may arrive
  // between a new frame and React's effects).
  const cursorRef = useRef(0);
  const setCursor = (next: number | ((c: number) => number)): void => {
    cursorRef.current = typeof next === 'function' ? next(cursorRef.current) : next;
    setCursorState(cursorRef.current);
  };

  useEffect(
    () =>
      table.subscribe((change) => {
        if (change.kind === 'error') setMessage(change.message);
        if (change.kind === 'update') {
          cursorRef.current = 0;
          setCursorState(0);
          setMessage(null);
        }
        if (change.kind === 'connection' && change.status === 'closed' && !table.end) setMessage(`Connection lost${change.reason ? `: ${change.reason}` : ''}`);
        redraw();
      }),
    [table],
  );
  // Countdowns of reconnecting players tick once a second.
  useEffect(() => {
    const timer = setInterval(redraw, 1000);
    return () => clearInterval(timer);
  }, []);

  const quit = (code: number): void => {
    void table.leave().then(() => {
      onExit(code);
      exit();
    });
  };

  const { lobby, update, end } = table;
  useInput((input, key) => {
    const { lobby, update, end } = table;
    if (input === 'q' || (key.ctrl && input === 'c')) return quit(end ? 0 : 1);
    if (end) return;
    if (lobby && !lobby.started) {
      if (!table.host) return;
      if (key.return) return table.start(true);
      if (/^[2-4]$/.test(input)) return table.giveToBot(Number(input));
      return;
    }
    if (lobby?.started && table.host && /^[2-4]$/.test(input)) return table.giveToBot(Number(input));
    if (!update || update.legal.length === 0) return;
    if (key.upArrow) setCursor((c) => Math.max(0, c - 1));
    if (key.downArrow) setCursor((c) => Math.min(update.legal.length - 1, c + 1));
    if (key.return) table.submit(update.legal[Math.min(cursorRef.current, update.legal.length - 1)]);
  });

  if (table.status === 'reconnecting') return <Text color="yellow">Connection lost — reconnecting…</Text>;
  if (end) {
    return (
      <Box flexDirection="column" paddingX={1}>
        <Text bold>The game is over.</Text>
        <Text>{JSON.stringify(end.result)}</Text>
        <Text dimColor>Seed {end.seed} · q: leave</Text>
      </Box>
    );
  }
  if (!lobby) return <Text>Connecting…</Text>;
  if (!lobby.started || !update) {
    return <LobbyScreen lobby={lobby} mySeat={table.seat} isHost={table.host} joinLine={joinLine} reconnectLeft={(s) => table.reconnectMsLeft(s)} message={message} />;
  }
  const notices = lobby.seats.flatMap((s) => {
    const left = table.reconnectMsLeft(s.seat);
    if (left !== null) return [`${s.name || `Player ${s.seat}`} reconnecting… ${countdownText(left)}`];
    if (s.vacated && !s.bot) return [`${s.name || `Player ${s.seat}`} left${table.host ? ` — press ${s.seat} to give the seat to a bot` : ''}`];
    return [];
  });
  return <SeatScreen update={update} names={lobby.seats.map((s) => s.name)} cursor={cursor} notices={notices} message={message} />;
}
