// `watch` at a terminal, until the watcher's screen exists: the table as plain lines — who sits
// where, each move with its public events, what is said, and at the end the result and where the
// log is kept for the replay. Everything the server sent is made printable before it is written.
import type { Writable } from 'node:stream';
import { printable } from '../core/printable.js';
import type { LobbyMessage } from '../net/messages.js';
import type { RemoteTable } from '../net/remote-table.js';
import { heardEnglish } from '../protocol/english.js';
import type { Lang } from '../text/lang.js';
import type { MoveLines } from './watch-lines.js';

export interface WatchLogRun {
  table: RemoteTable;
  output: Writable;
  lang: Lang;
  /** Where the finished game's log is kept on this machine. */
  savePath: string;
  /** How to replay it. */
  replayCommand: string;
  /** The lines of a move's public events, in the game's own words. */
  moveLines: MoveLines;
}

type Presence = 'here' | 'dropped' | 'left' | 'bot';
const presenceOf = (s: LobbyMessage['seats'][number]): Presence => (s.bot ? 'bot' : s.reconnectMsLeft !== null ? 'dropped' : s.vacated ? 'left' : 'here');

const seatsLine = (lobby: LobbyMessage): string => lobby.seats.map((s) => `${s.seat} ${s.bot ? 'bot' : s.name || '(empty)'}${lobby.host === s.seat ? ' (host)' : ''}`).join(', ');

export function runWatchLog(run: WatchLogRun): Promise<number> {
  const { table, moveLines } = run;
  const write = (line: string): void => void run.output.write(`${printable(line)}\n`);
  const names = (): string[] => (table.lobby?.seats ?? []).map((s) => s.name);
  let seats = '';
  let watchers = '';
  let shownMoves = 0;
  // Each player's presence as last written: a drop, a departure and a return are each said once.
  const presence = new Map<number, Presence>();
  const lobbyLines = (lobby: LobbyMessage): void => {
    const now = seatsLine(lobby);
    if (now !== seats) write(`Seats: ${(seats = now)}`);
    for (const s of lobby.seats) {
      const was = presence.get(s.seat) ?? 'here';
      const is = presenceOf(s);
      presence.set(s.seat, is);
      if (is === was || !s.name) continue;
      if (is === 'dropped') write(`${s.name} dropped; the seat waits ${Math.ceil((s.reconnectMsLeft ?? 0) / 1000)} s for them to come back.`);
      else if (is === 'left') write(`${s.name} left the table.`);
      else if (was !== 'bot' && is === 'here') write(`${s.name} is back at the table.`);
    }
    const w = (lobby.watchers ?? []).join(', ');
    if (w !== watchers) write(`Watching: ${(watchers = w) || 'nobody'}`);
  };
  const newMoves = (): void => {
    // A rejoin brings the whole history again: only moves not shown yet are written.
    for (const m of table.history.slice(shownMoves)) {
      write(`${names()[m.seat - 1] || `seat ${m.seat}`}: ${m.text}`);
      for (const line of moveLines(m.events, run.lang, names())) write(`  ${line}`);
    }
    shownMoves = table.history.length;
  };
  write(`Watching ${table.code} (${table.game}) as ${table.watchName}. Ctrl-C leaves.`);
  if (!table.admitted) write('Waiting for the host to let you in…');
  // What arrived before this ran.
  if (table.lobby) lobbyLines(table.lobby);
  newMoves();
  for (const said of table.said) write(heardEnglish(table.game, said, names()));

  return new Promise((resolve) => {
    const finish = (code: number): void => {
      off();
      process.off('SIGINT', onInterrupt);
      void table.leave().then(() => resolve(code));
    };
    const onInterrupt = (): void => finish(0);
    process.once('SIGINT', onInterrupt);
    const off = table.subscribe((change) => {
      switch (change.kind) {
        case 'watching':
          if (change.admitted) write('The host let you in.');
          return;
        case 'lobby':
          return lobbyLines(change.lobby);
        case 'public':
          return newMoves();
        case 'said':
          return write(heardEnglish(table.game, change.said, names()));
        case 'notice':
        case 'error':
          return write(change.message);
        case 'end':
          write(`The game is over: ${JSON.stringify(change.end.result)}`);
          write(`Its log is kept in ${run.savePath}; replay it with: ${run.replayCommand}`);
          return finish(0);
        case 'connection':
          // The host stopped the table mid-game: the watcher follows it back when it is resumed.
          if (change.status === 'reconnecting' && table.closedBy) write('The host stopped the table; it is saved. Waiting for them to resume it (host --resume)… Ctrl-C leaves.');
          else if (change.status === 'reconnecting') write('The connection dropped; reconnecting…');
          if (change.status === 'connected') write('Back at the table.');
          if (change.status === 'closed' && !table.end) {
            write(`The table is gone${change.reason ? ` (${change.reason})` : ''}.`);
            finish(1);
          }
          return;
        default:
          return;
      }
    });
  });
}
