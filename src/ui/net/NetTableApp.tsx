// One seat at a networked table: the lobby until the game starts, then the same game screen as
// local play (with the players' names), fed by a client of the remote table (this seat's updates
// only), to the end screen with the deal checked. Leaving, or the table closing under this seat,
// ends the app with the line the terminal prints afterwards: what happened and what to run next.
import { Box, useApp } from 'ink';
import { Text } from '../shared/Text.js';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { printable } from '../../core/printable.js';
import { command } from '../shared/commands.js';
import { remoteClient } from '../../net/client/remote-client.js';
import { useLang, useTexts } from '../shared/i18n.js';
import { KEY_PRIORITY, KeyRoot, useKeyLayer } from '../shared/key-bus.js';
import { actionOf } from '../shared/keymap.js';
import type { ExitReason } from '../shared/run-screen.js';
import { SeatNamesProvider } from '../shared/seat-names.js';
import type { HostKeys } from '../shell/shell-state.js';
import { INTERRUPT_KEYMAP } from '../shell/shell-keymap.js';
import type { CodedNotice } from '../../table/client.js';
import { NoticeWordsProvider } from '../shared/notice-words.js';
import { QuitHelp, QuitNote } from '../shared/QuitConfirm.js';
import { type NetGameScreens, netGameScreens } from './game-screens.js';
import { afterGameLines, sealedUntilText } from './after-game.js';
import { netNoticeWords } from './notice-words.js';
import { LobbyScreen, seatsForBots, seatsToMute } from './LobbyScreen.js';
import { LOBBY_KEYMAP, MUTE_KEYMAP, type MuteAction, PHRASE_MENU_KEYMAP, TABLE_KEYMAP, type TableAction, type TableKeyCtx, type TableKeyId } from './net-keymap.js';
import { PhraseMenu, phraseMenuRows } from './PhraseMenu.js';
import { SHARED_TEXTS } from '../shared/shared-strings.js';
import { MIN_ROWS } from '../shared/min-size.js';
import { ReservedRows, useTerminalSize } from '../shared/use-terminal-size.js';
import { NET_TEXTS, type NetTexts } from './net-strings.js';
import type { NetTableLike } from './types.js';
import { tint, useTheme } from '../shared/theme.js';
import { useTurnNotice } from '../shared/use-turn-notice.js';
import { TURN_NOTICE } from '../shared/texts/turn-notice.js';
import { useTurnPanel } from './TurnPanel.js';
import { waitingTurnLine } from './lobby-turn.js';
import { NET_TABLES } from './texts/tables.js';
import { NET_EVENT_TABLE } from './texts/event-table.js';
import { waitingEventLine } from './lobby-event.js';
import { useOverSsh } from '../shared/over-ssh.js';

/** The commands that bring this seat back to the table. */
export interface RejoinCommands {
  /** Any seat: rejoin with the seat's saved token. */
  rejoin: string;
  /** The host of an embedded server: restore the saved table. */
  resumeHost: string | null;
}

/** How the app ended: the exit status and the line to print once the screen is gone. */
export interface NetExit {
  code: number;
  line: string | null;
}

export interface NetTableAppProps {
  table: NetTableLike;
  joinLine: string | null;
  /** Where the finished game's log is kept on this machine (for the end screen's replay line). */
  savePath: string;
  commands: RejoinCommands;
  onExit: (exit: NetExit) => void;
  /**
   * The table's game's screens, loaded by the caller before the first frame (null: a game without
   * screens); left out, the app loads them itself and draws nothing until they are there.
   */
  screens?: NetGameScreens | null;
}

/** The line after leaving by choice (q, or Ctrl-C). */
function leavingLine(table: NetTableLike, commands: RejoinCommands, t: NetTexts, tables: string): string | null {
  const started = table.lobby?.started === true;
  if (table.end) return null;
  // Nothing of a turn-based table is closed by leaving it: it waits on the server.
  if (table.turn) return t.leftTurnTable(table.code, tables);
  if (!started) return table.host ? t.closedTable(table.code) : t.leftLobby(table.code);
  if (table.host && commands.resumeHost && table.lobby?.embedded) return t.hostSaved(commands.resumeHost);
  return t.leftTable(commands.rejoin);
}

/**
 * The quit question's note: what leaving this table does (the shell's own note speaks of
 * --resume, which is local play's): a turn-based table waits; the host of a table in its own
 * program closes it, saved; any other seat leaves the others playing. A live table on a server
 * with accounts could go turn-based instead: the note says which key asks.
 */
function quitNote(table: NetTableLike, commands: RejoinCommands, t: NetTexts, tables: string): string {
  if (table.turn || table.lobby?.turnBased) return t.quitTurnTable(tables);
  if (table.host && commands.resumeHost && table.lobby?.embedded) return t.quitHostSaved(commands.resumeHost);
  return table.lobby?.embedded ? t.quitSeat(commands.rejoin) : `${t.quitSeat(commands.rejoin)}\n${t.quitLaterHint}`;
}

/** The line when the table went away under this seat, or null while it is still there. */
function closedLine(table: NetTableLike, commands: RejoinCommands, t: NetTexts): string | null {
  if (table.end || table.status !== 'closed') return null;
  if (table.closedBy) return table.closedBy.params.resumable ? t.hostClosedResumable(commands.rejoin) : t.hostClosedLobby;
  return t.lostConnection(commands.rejoin);
}

/** The game's screens as given, or loaded from the screens' registry (undefined while they load). */
function useNetGameScreens(game: string, given: NetGameScreens | null | undefined): NetGameScreens | null | undefined {
  const [loaded, setLoaded] = useState<NetGameScreens | null | undefined>(undefined);
  useEffect(() => {
    if (given !== undefined) return;
    let live = true;
    netGameScreens(game).then(
      (screens) => live && setLoaded(screens),
      () => live && setLoaded(null),
    );
    return () => {
      live = false;
    };
  }, [game, given]);
  return given !== undefined ? given : loaded;
}

export function NetTableApp(props: NetTableAppProps) {
  const screens = useNetGameScreens(props.table.game, props.screens);
  return <KeyRoot>{screens !== undefined && <NetTable {...props} screens={screens} />}</KeyRoot>;
}

function NetTable({ table, joinLine, savePath, commands, onExit, screens }: NetTableAppProps & { screens: NetGameScreens | null }) {
  const { exit } = useApp();
  const lang = useLang();
  const t = useTexts(NET_TEXTS);
  const sharedTexts = useTexts(SHARED_TEXTS);
  // On an SSH session the local commands (tables, replay) are not the player's to run: the session's ways instead.
  const overSsh = useOverSsh();
  const tablesWay = overSsh ? sharedTexts.sshTables : command(table.game, 'tables');
  const tablesTexts = useTexts(NET_TABLES);
  const eventTexts = useTexts(NET_EVENT_TABLE);
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => table.subscribe(() => redraw()), [table]);
  // Countdowns of reconnecting players tick once a second.
  useEffect(() => {
    const timer = setInterval(redraw, 1000);
    return () => clearInterval(timer);
  }, []);
  const seatScreen = screens?.seat ?? null;
  // The host pressed m (lobby) or M (game): the next key names the seat to mute or unmute.
  const [muting, setMuting] = useState(false);
  const mutingNow = useRef(false);
  mutingNow.current = muting;
  // The host's mute is confirmed on the board's message line until the next move (as the screen-reader mode says it).
  const mutedNow = useRef<{ seat: number; muted: boolean; at: number } | null>(null);
  const client = useMemo(
    () =>
      seatScreen &&
      remoteClient(table, seatScreen.game, {
        firstRoundNotes: true,
        prompt: () => (mutingNow.current ? 'mutePrompt' : null),
        confirmed: () => {
          const done = mutedNow.current;
          if (!done || (table.update?.movesMade ?? 0) !== done.at) return null;
          const name = table.lobby?.seats.find((s) => s.seat === done.seat)?.name ?? '';
          return { code: 'muted', params: { seat: done.seat, name, muted: done.muted } };
        },
      }),
    [table, seatScreen],
  );
  const codes = screens?.codes ?? null;
  const noticeWords = useMemo(() => (n: CodedNotice) => netNoticeWords({ t, lang, game: codes ?? { game: table.game, refusal: null }, seat: table.seat }, n), [t, lang, table, codes]);
  const { lobby, update } = table;
  // The players' names on the board (bots keep the game's word for a seat, with "(bot)" beside it).
  const names = useMemo(
    () => (seat: number) => {
      const s = lobby?.seats[seat - 1];
      return s && !s.bot && s.name ? s.name : null;
    },
    [lobby],
  );

  // Every seat sees which seats the host muted, as in the lobby: the silence is explained, and
  // the muted player knows before a phrase is refused.
  const mutedMarks = useMemo(() => (seat: number, short?: boolean) => (lobby?.muted?.includes(seat) ? (short ? t.mutedMarkShort : t.mutedMark) : null), [lobby, t]);

  const ended = useRef(false);
  const quit = (code: number, line: string | null): void => {
    if (ended.current) return;
    ended.current = true;
    onExit({ code, line });
    exit();
  };
  // The table closed under this seat (its host closed it, or the connection is gone for good).
  const closed = closedLine(table, commands, t);
  useEffect(() => {
    if (closed) quit(1, closed);
  }, [closed]);

  const playing = lobby?.started === true && update !== null;
  // Told (when the terminal is not focused) as the waiting room fills and the game begins (1),
  // and each time this seat becomes the one to move (2); unknown while connecting.
  const noticeTexts = useTexts(TURN_NOTICE);
  const waiting = !lobby || (lobby.started && !update) ? null : table.end || !update || !lobby.started ? 0 : update.toMove === table.seat ? 2 : 1;
  const gameName = seatScreen ? seatScreen.title(lang) : printable(table.game);
  useTurnNotice(waiting, waiting === 2 ? noticeTexts.noticeYourTurn(gameName, table.code) : noticeTexts.noticeGameStarted(gameName, table.code));
  const muteSeats = lobby ? seatsToMute(lobby, table.seat) : [];
  const request = table.host ? (table.watchRequests[0]?.id ?? null) : null;
  const onMuteKey = (action: MuteAction | null): void => {
    if (action?.type === 'mute') {
      table.mute(action.seat, action.muted);
      mutedNow.current = { seat: action.seat, muted: action.muted, at: table.update?.movesMade ?? 0 };
    }
    setMuting(false);
  };
  const muteCtx = () => ({ muteSeats, muted: lobby?.muted ?? [] });
  const lobbyCtx = () => ({
    host: table.host && lobby !== null,
    botSeats: lobby ? seatsForBots(lobby, table.seat) : [],
    request,
    muteSeats,
  });
  // The lobby's keys (the game screen has its own, and takes the table's as its host's keys).
  useKeyLayer(
    KEY_PRIORITY.screen,
    (pressed) => {
      for (const press of pressed) {
        const interrupted = actionOf(INTERRUPT_KEYMAP, press, null) !== null;
        if (!interrupted && muting) {
          onMuteKey(actionOf(MUTE_KEYMAP, press, muteCtx()));
          continue;
        }
        const action = interrupted ? null : actionOf(LOBBY_KEYMAP, press, lobbyCtx());
        if (interrupted || action?.type === 'leave') {
          quit(interrupted ? 1 : 0, leavingLine(table, commands, t, tablesWay));
          break;
        }
        if (action?.type === 'start') table.start(true);
        if (action?.type === 'bot') table.giveToBot(action.seat);
        if (action?.type === 'answer') table.answerWatch(action.id, action.allow);
        if (action?.type === 'muting') setMuting(true);
      }
      return pressed.length;
    },
    !playing,
  );
  // During the game the seat to mute covers the table's keys for one key, as the phrase menu does.
  useKeyLayer(
    KEY_PRIORITY.cover,
    (pressed) => {
      onMuteKey(actionOf(MUTE_KEYMAP, pressed[0], muteCtx()));
      return 1;
    },
    playing && muting && !table.end,
  );
  // The quick-phrase menu covers the table's keys while it is open: a number says a phrase.
  const [phrasesOpen, setPhrasesOpen] = useState(false);
  const phrases = client?.phrases ?? [];
  useKeyLayer(
    KEY_PRIORITY.cover,
    (pressed) => {
      const action = actionOf(PHRASE_MENU_KEYMAP, pressed[0], { count: phrases.length });
      if (action?.type === 'say') client?.say(table.seat, phrases[action.index]);
      if (action) setPhrasesOpen(false);
      return 1;
    },
    playing && phrasesOpen && !table.end,
  );
  // The host gives a seat whose player left to a bot, answers a request to watch and mutes a
  // player; anyone opens the quick phrases.
  const host: HostKeys<TableAction, TableKeyId, TableKeyCtx> = {
    keymap: TABLE_KEYMAP,
    ctx: () => ({
      host: table.host,
      vacated: table.lobby?.seats.find((s) => s.vacated && !s.bot)?.seat ?? null,
      canSay: phrases.length > 0 && !table.end,
      request,
      muteSeats,
      canPace: !table.end,
      pacePending: Boolean(table.lobby?.pace),
    }),
    help: Object.fromEntries(TABLE_KEYMAP.map((b) => [b.id, t.netKeyHelp[b.id]])) as Record<TableKeyId, readonly [string, string]>,
    perform: (action) => {
      if (action.type === 'bot') table.giveToBot(action.seat);
      else if (action.type === 'answer') table.answerWatch(action.id, action.allow);
      else if (action.type === 'muting') setMuting(true);
      // A proposal waiting is the one answered; else this seat proposes the other pace.
      else if (action.type === 'pace') table.pace(table.lobby?.pace?.to ?? ((table.lobby?.turnBased ?? Boolean(table.turn)) ? 'live' : 'turn'), action.agree);
      else setPhrasesOpen(true);
    },
  };
  const size = useTerminalSize();
  const theme = useTheme();
  // A turn-based table: its clock line, and what happened since this seat's last visit.
  const seatName = useMemo(() => (seat: number) => names(seat) ?? (lobby?.seats[seat - 1]?.name || `#${seat}`), [names, lobby]);
  const turnPanel = useTurnPanel(table, seatName, Date.now(), playing && !table.end);

  if (!seatScreen || !client) return <Text>{t.unknownGame(printable(table.game))}</Text>;
  if (!lobby) return <Text>{table.status === 'connected' ? t.connecting : t.connectionLost}</Text>;
  if (!playing) {
    return (
      <LobbyScreen
        lobby={lobby}
        title={seatScreen.title(lang)}
        mySeat={table.seat}
        isHost={table.host}
        joinLine={joinLine}
        reconnectLeft={(s) => table.reconnectMsLeft(s)}
        message={null}
        watchRequests={table.watchRequests}
        muting={muting}
        turnLine={waitingTurnLine(t, tablesTexts, lobby, table.turn)}
        eventLine={waitingEventLine(eventTexts, lobby, table.eventWeek)}
      />
    );
  }
  const onExitGame = (reason: ExitReason) => {
    // After the end every way out of the end screen just leaves (a new game is a new table), and
    // the terminal keeps what a local game leaves there: the result and the replay of this seat's copy.
    if (table.end) return quit(0, afterGameLines(table, seatScreen, client, savePath, { lang, ascii: theme.ascii }, t, overSsh ? sharedTexts.sshLogKept : null));
    if (reason === 'over') return quit(0, null);
    if (reason === 'quit') return quit(0, leavingLine(table, commands, t, tablesWay));
    return quit(1, leavingLine(table, commands, t, tablesWay));
  };
  // The phrase menu takes rows under the board; too few left for the board's smallest size, and the board steps aside.
  const menuWidth = Math.min(size.columns, 100);
  const menuOpen = phrasesOpen && !table.end;
  const menuRows = menuOpen ? phraseMenuRows(phrases, menuWidth, sharedTexts) : 0;
  const hideBoard = menuOpen && size.rows - menuRows < MIN_ROWS;
  const menu = { open: menuOpen, rows: hideBoard ? 0 : menuRows, hideBoard };
  // What leaving does here: the quit question's note, and the help's q row.
  const leaving = quitNote(table, commands, t, tablesWay);
  // A team event's deal sealed until its week ends: no log was kept here, so the end screen offers no replay.
  const sealed = table.deal?.sealedUntil !== undefined;
  const dealLines = table.end
    ? [
        table.deal?.sealedUntil !== undefined ? t.dealSealed(sealedUntilText(table.deal.sealedUntil)) : table.deal?.matches ? t.dealOk : t.dealBad,
        ...(table.end.seedChosen ? [t.dealChosenByHost] : []),
      ]
    : [];
  return (
    <SeatNamesProvider names={names} marks={mutedMarks}>
      <NoticeWordsProvider words={noticeWords}>
        <Box flexDirection="column">
          <Box flexDirection="column" display={menu.hideBoard ? 'none' : 'flex'}>
            <ReservedRows.Provider value={menu.rows}>
              <QuitNote.Provider value={leaving}>
                <QuitHelp.Provider value={t.quitHelp(leaving.replace(/\n/g, ' '))}>
                  {turnPanel.summary ?? <seatScreen.Screen client={client} lobby={lobby} seat={table.seat} savePath={sealed ? '' : savePath} host={host as HostKeys<unknown>} onExit={onExitGame} />}
                </QuitHelp.Provider>
              </QuitNote.Provider>
            </ReservedRows.Provider>
          </Box>
          {turnPanel.clock !== null && !turnPanel.summary && (
            <Text bold={table.turn?.toMove === table.seat} wrap="truncate-end">
              {turnPanel.clock}
            </Text>
          )}
          {menu.open && <PhraseMenu phrases={phrases} width={menuWidth} />}
          {dealLines.map((line) => (
            <Text key={line} color={line === t.dealBad ? tint(theme, 'bad') : undefined} dimColor={line !== t.dealBad}>
              {line}
            </Text>
          ))}
        </Box>
      </NoticeWordsProvider>
    </SeatNamesProvider>
  );
}
