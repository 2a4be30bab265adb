// `watch` at a terminal, until the watcher's screen exists: the table as plain lines — who sits
// where, each move with its public events, what is said, and at the end the result and where the
// log is kept for the replay, in the reader's language (the net dictionary). Everything the server
// sent is made printable before it is written.
import { printable } from '../../core/printable.js';
import { countdownText } from '../../text/countdown.js';
import type { LobbyMessage } from '../../net/wire/messages.js';
import type { RemoteTable } from '../../net/client/remote-table.js';
import type { Lang } from '../../text/lang.js';
import { codeWords, type GameCodes } from '../../ui/net/code-words.js';
import { NET_TEXTS, type NetTexts } from '../../ui/net/net-strings.js';
import { saidLine } from '../../ui/shared/said-lines.js';
import { textsFor } from '../../ui/shared/texts-for.js';
import { uiGame } from '../../ui/games.js';
import { SHARED_TALK } from '../../ui/shared/texts/talk.js';
import type { MoveLines } from './watch-lines.js';
import { type LineStreams, pressesOf } from '../../ui/shared/line-session.js';

/** What the log reads of the watched table (a narrower view of it, as a test fakes it). */
export type WatchedTable = Pick<RemoteTable, 'code' | 'game' | 'watchName' | 'admitted' | 'lobby' | 'history' | 'said' | 'end' | 'closedBy' | 'publicUpdate' | 'subscribe' | 'leave'>;

export interface WatchLogRun {
  table: WatchedTable;
  output: NodeJS.WritableStream;
  lang: Lang;
  /** Where the finished game's log is kept on this machine. */
  savePath: string;
  /** How to replay it. */
  replayCommand: string;
  /** The lines of a move's public events, in the game's own words. */
  moveLines: MoveLines;
  /** The game's words for the server's codes (its rules' refusals among them). */
  codes: GameCodes;
  /** Keys to read (an SSH session's screen-reader mode): q, Escape or Ctrl-C leave; without it Ctrl-C (SIGINT) does. */
  input?: LineStreams['input'];
}

type Presence = 'here' | 'dropped' | 'left' | 'bot';
const presenceOf = (s: LobbyMessage['seats'][number]): Presence => (s.bot ? 'bot' : s.reconnectMsLeft !== null ? 'dropped' : s.vacated ? 'left' : 'here');

const seatsLine = (lobby: LobbyMessage, t: NetTexts): string => t.plainWatchSeats(lobby.seats.map((s) => t.plainWatchSeat(s.seat, s.name, s.bot, lobby.host === s.seat)));

/** The result as the watcher's screen words it (the game's own words); as the server sent it for a game without screens. */
async function resultWords(table: WatchedTable, result: unknown, lang: Lang): Promise<string> {
  try {
    const screens = await uiGame(table.game)?.watch();
    // The words read only the table's view (its options: how many enemies), never its last move.
    const u = table.publicUpdate;
    const words = screens?.resultText(result, u ? { ...u, lastMove: null } : null, lang);
    if (words) return words;
  } catch {
    // A result the game's words cannot read (a hostile server's): as it was sent, made printable by write().
  }
  return JSON.stringify(result);
}

export function runWatchLog(run: WatchLogRun): Promise<number> {
  const { table, moveLines } = run;
  const t = textsFor(NET_TEXTS, run.lang, false);
  const talk = textsFor(SHARED_TALK, run.lang, false);
  const write = (line: string): void => void run.output.write(`${printable(line)}\n`);
  const names = (): string[] => (table.lobby?.seats ?? []).map((s) => s.name);
  const player = (seat: number): string => names()[seat - 1] || t.plainWatchSeatNumber(seat);
  let seats = '';
  let watchers = '';
  let shownMoves = 0;
  // Each player's presence as last written: a drop, a departure and a return are each said once.
  const presence = new Map<number, Presence>();
  const lobbyLines = (lobby: LobbyMessage): void => {
    const now = seatsLine(lobby, t);
    if (now !== seats) write((seats = now));
    for (const s of lobby.seats) {
      const was = presence.get(s.seat) ?? 'here';
      const is = presenceOf(s);
      presence.set(s.seat, is);
      if (is === was || !s.name) continue;
      if (is === 'dropped') write(t.reconnecting(s.name, countdownText(s.reconnectMsLeft ?? 0)));
      else if (is === 'left') write(t.vacated(s.name));
      else if (was !== 'bot' && is === 'here') write(t.returned(s.name));
    }
    const w = t.watchersLine(lobby.watchers ?? []);
    if (w !== watchers) write((watchers = w));
  };
  const newMoves = (): void => {
    // A rejoin brings the whole history again: only moves not shown yet are written.
    for (const m of table.history.slice(shownMoves)) {
      write(`${player(m.seat)}: ${m.text}`);
      for (const line of moveLines(m.events, run.lang, names())) write(`  ${line}`);
    }
    shownMoves = table.history.length;
  };
  write(t.plainWatchStart(table.code, table.game, table.watchName));
  if (!table.admitted) write(t.watchAsking);
  // What arrived before this ran.
  if (table.lobby) lobbyLines(table.lobby);
  newMoves();
  for (const said of table.said) write(saidLine(said, talk, player));

  return new Promise((resolve) => {
    const { input } = run;
    let finished = false;
    const finish = (code: number): void => {
      if (finished) return;
      finished = true;
      off();
      process.off('SIGINT', onInterrupt);
      input?.off('data', onData);
      input?.pause();
      void table.leave().then(() => resolve(code));
    };
    const onInterrupt = (): void => finish(0);
    const onData = (data: Buffer | string): void => {
      for (const press of pressesOf(String(data))) if (press === 'interrupt' || press === 'escape' || press.input === 'q') return finish(0);
    };
    if (input) {
      input.setEncoding('utf8');
      input.on('data', onData);
      input.resume();
    } else process.once('SIGINT', onInterrupt);
    const off = table.subscribe((change) => {
      switch (change.kind) {
        case 'watching':
          if (change.admitted) write(t.plainWatchLetIn);
          return;
        case 'lobby':
          return lobbyLines(change.lobby);
        case 'public':
          return newMoves();
        case 'said':
          return write(saidLine(change.said, talk, player));
        case 'notice':
        case 'error':
          // The server's codes in the reader's words (its English is the fallback of a code this program does not know).
          return write(codeWords(run.lang, run.codes, 0, change));
        case 'end': {
          const { result } = change.end;
          return void resultWords(table, result, run.lang).then((words) => {
            write(t.plainWatchOver(words));
            // A guest over SSH keeps no log: nothing to point at.
            if (run.savePath !== '') {
              write(t.watchLogKept(run.savePath));
              write(t.watchReplayWith(run.replayCommand));
            }
            finish(0);
          });
        }
        case 'connection':
          // The host stopped the table mid-game: the watcher follows it back when it is resumed.
          if (change.status === 'reconnecting' && table.closedBy) write(t.hostAway);
          else if (change.status === 'reconnecting') write(t.connectionLost);
          if (change.status === 'connected') write(t.plainWatchBack);
          if (change.status === 'closed' && !table.end) {
            write(t.plainWatchGone(change.reason ?? ''));
            finish(1);
          }
          return;
        default:
          return;
      }
    });
  });
}
