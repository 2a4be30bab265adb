// One seat at a networked table: the lobby until the game starts, then the same game screen as
// local play, fed by a client of the remote table (this seat's updates only), to the end screen.
import { Text, useApp, useInput } from 'ink';
import { useEffect, useMemo, useReducer } from 'react';
import { regicide } from '../../games/regicide/index.js';
import { thronfolge } from '../../games/thronfolge/index.js';
import { remoteClient } from '../../net/remote-client.js';
import { singleGame } from '../../table/match.js';
import type { RegicideClient } from '../../table/regicide-table.js';
import type { ThronfolgeClient } from '../../table/thronfolge-table.js';
import { RegicideApp } from '../regicide/RegicideApp.js';
import type { ExitReason } from '../shared/run-screen.js';
import { ThronfolgeApp } from '../thronfolge/ThronfolgeApp.js';
import { LobbyScreen } from './LobbyScreen.js';
import type { NetTableLike } from './types.js';

export interface NetTableAppProps {
  table: NetTableLike;
  joinLine: string | null;
  /** Where the finished game's log is kept on this machine (for the end screen's replay line). */
  savePath: string;
  onExit: (code: number) => void;
}

const NOTICES = {
  reconnecting: (name: string, left: string) => `${name} reconnecting… ${left}`,
  connectionLost: 'Connection lost — reconnecting…',
  vacated: (seat: number) => `Player ${seat} left — press B to give the seat to a bot`,
};

export function NetTableApp({ table, joinLine, savePath, onExit }: NetTableAppProps) {
  const { exit } = useApp();
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => table.subscribe(() => redraw()), [table]);
  // Countdowns of reconnecting players tick once a second.
  useEffect(() => {
    const timer = setInterval(redraw, 1000);
    return () => clearInterval(timer);
  }, []);
  const client = useMemo(() => remoteClient(table, table.game === 'regicide' ? regicide : thronfolge, NOTICES), [table]);

  const quit = (code: number): void => {
    onExit(code);
    exit();
  };
  const { lobby, update } = table;
  const playing = lobby?.started === true && update !== null;
  useInput((input, key) => {
    if (key.ctrl && input === 'c') return quit(1);
    if (playing) {
      // The host gives a seat whose player left to a bot (the game screen uses the other keys).
      const left = lobby.seats.find((s) => s.vacated && !s.bot);
      if (input === 'B' && table.host && left) table.giveToBot(left.seat);
      return;
    }
    if (input === 'q') return quit(table.end ? 0 : 1);
    if (!lobby || !table.host) return;
    if (key.return) return table.start(true);
    if (/^[2-4]$/.test(input)) return table.giveToBot(Number(input));
  });

  if (!lobby) return <Text>{table.status === 'connected' ? 'Connecting…' : NOTICES.connectionLost}</Text>;
  if (!playing) {
    return <LobbyScreen lobby={lobby} mySeat={table.seat} isHost={table.host} joinLine={joinLine} reconnectLeft={(s) => table.reconnectMsLeft(s)} message={null} />;
  }
  const onExitGame = (reason: ExitReason) => quit(reason === 'over' || reason === 'quit' ? 0 : 1);
  return table.game === 'regicide' ? (
    <RegicideApp client={client as RegicideClient} savePath={savePath} onExit={onExitGame} />
  ) : (
    <ThronfolgeApp client={client as ThronfolgeClient} seating={{ vs: 'human', botLevel: 'hard' }} match={singleGame(lobby.code)} savePath={savePath} onExit={onExitGame} />
  );
}
