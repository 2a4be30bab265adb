// A networked table in the screen-reader mode: the lobby as lines (said again only when it
// changes), the host's keys (Enter starts, a seat number gives that seat to a bot, a/x answer a
// request to watch), then the game as the same lines as local play, fed by the remote table's
// client, with the players' names and what they say (signals, phrases) and the table's news as
// lines of their own.
import { printable } from '../../core/printable.js';
import { gameModule } from '../../modules/registry.js';
import { remoteClient } from '../../net/client/remote-client.js';
import { uiGame } from '../games.js';
import { command } from '../shared/commands.js';
import { textsFor } from '../shared/texts-for.js';
import { type LinePress, pressesOf, type LineStreams, runLines } from '../shared/line-session.js';
import type { UiChoice } from '../shared/run-screen.js';
import { LINE_TEXTS } from '../shared/texts/lines.js';
import { SPOKEN_TEXTS } from '../shared/texts/spoken.js';
import { SHARED_TALK } from '../shared/texts/talk.js';
import { netNoticeWords } from './notice-words.js';
import { gameCodes } from './code-words.js';
import { seatStatus, seatsForBots, seatsToMute } from './LobbyScreen.js';
import { MUTE_KEYMAP } from './net-keymap.js';
import { actionOf } from '../shared/keymap.js';
import type { Key } from 'ink';
import { NET_TEXTS, type NetTexts } from './net-strings.js';
import type { RejoinCommands } from './NetTableApp.js';
import type { LobbyMessage, NetTableLike } from './types.js';
import { NET_TABLES, type TablesTexts } from './texts/tables.js';
import { waitingTurnLine } from './lobby-turn.js';
import { waitingEventLine } from './lobby-event.js';
import { type EventTableTexts, NET_EVENT_TABLE } from './texts/event-table.js';
import { sayTurns } from './turn-lines.js';

export interface NetLines {
  table: NetTableLike;
  joinLine: string | null;
  commands: RejoinCommands;
  ui: UiChoice;
  /** Where this seat's copy of the finished game's log is kept ('' or left out: nowhere). */
  savePath?: string;
  /** Over SSH: where the log is kept instead of a local replay command, and how the player reaches their tables (the menu). */
  overSsh?: { logKept: string; tables: string };
}

/** The lobby in lines: the table, each seat, and the keys. */
export function lobbyLines(lobby: LobbyMessage, table: NetTableLike, joinLine: string | null, t: NetTexts, tt?: TablesTexts, et?: EventTableTexts): string[] {
  const title = uiGame(lobby.game)?.title ?? lobby.game;
  const turnLine = tt ? waitingTurnLine(t, tt, lobby, table.turn) : null;
  const eventLine = et ? waitingEventLine(et, lobby, table.eventWeek) : null;
  return [
    t.tableTitle(title, lobby.code),
    ...(eventLine ? [eventLine.text] : []),
    ...(turnLine ? [turnLine] : []),
    ...(joinLine ? [`${t.othersJoin} ${joinLine}`] : []),
    ...lobby.seats.map((s) => t.seatLine(s.seat, s.name, seatStatus(s, null, t), s.seat === table.seat, s.seat === lobby.host)),
    // Who watches (the host of a table that asks hears who asks, below).
    ...(lobby.watching && lobby.watching !== 'no' ? [t.watchersLine(lobby.watchers ?? [])] : []),
    lobby.seedChosen ? t.seedChosen : t.serverSeed,
    table.host ? t.hostKeys(seatsForBots(lobby, table.seat)) : t.guestKeys,
    ...(table.host && table.watchRequests.length > 0 ? [t.watchRequest(table.watchRequests[0].name, table.watchRequests.length, t.netKeyHelp.lobbyAllow[0], t.netKeyHelp.lobbyRefuse[0])] : []),
  ];
}

/** Waits in the lobby until the game starts (true) or the player leaves (false). */
function lobbyPhase({ table, joinLine, ui }: NetLines, t: NetTexts, io: LineStreams): Promise<boolean> {
  const tt = textsFor(NET_TABLES, ui.lang, ui.ascii);
  const et = textsFor(NET_EVENT_TABLE, ui.lang, ui.ascii);
  return new Promise((resolve) => {
    let told = '';
    const say = (): void => {
      if (table.lobby?.started && table.update) return done(true);
      if (table.status === 'closed') return done(false);
      const lines = table.lobby ? lobbyLines(table.lobby, table, joinLine, t, tt, et) : [table.status === 'connected' ? t.connecting : t.connectionLost];
      const text = lines.join('\n');
      if (text !== told) io.output.write(`${text}\n`);
      told = text;
    };
    const onData = (data: Buffer | string): void => {
      for (const press of pressesOf(String(data))) {
        if (press === 'interrupt' || (press !== 'escape' && press.input === 'q')) return done(false);
        if (press === 'escape' || !table.host || !table.lobby) continue;
        const request = table.watchRequests[0];
        if (press.enter) table.start(true);
        else if ((press.input === 'a' || press.input === 'x') && request) table.answerWatch(request.id, press.input === 'a');
        else if (/^[1-4]$/.test(press.input) && seatsForBots(table.lobby, table.seat).includes(Number(press.input))) table.giveToBot(Number(press.input));
      }
    };
    const unsubscribe = table.subscribe(say);
    const done = (started: boolean): void => {
      unsubscribe();
      io.input.off('data', onData);
      resolve(started);
    };
    if (io.input.isTTY) io.input.setRawMode(true);
    io.input.setEncoding('utf8');
    io.input.on('data', onData);
    io.input.resume();
    say();
  });
}

export async function runNetLines(screen: NetLines, io: LineStreams): Promise<number> {
  const { table, commands, ui } = screen;
  const { lang } = ui;
  const t = textsFor(NET_TEXTS, lang, ui.ascii);
  const started = await lobbyPhase(screen, t, io);
  if (!started) {
    if (io.input.isTTY) io.input.setRawMode(false);
    io.input.pause();
    const line = table.turn ? t.leftTurnTable(table.code, screen.overSsh?.tables ?? command(table.game, 'tables')) : table.host ? t.closedTable(table.code) : t.leftLobby(table.code);
    io.output.write(`${line}\n`);
    await table.leave();
    return 0;
  }
  // The lobby's lines said the deal's notes already.
  const client = remoteClient(table, gameModule(table.game).game, { firstRoundNotes: false });
  const screens = uiGame(table.game);
  if (!screens) throw new Error(`no screens for ${table.game}`);
  // The players' names, as the board gives them (a bot keeps the game's word for its seat); read
  // at each line, so a seat given to a bot is said as one. Printable again: they came from clients.
  const names = (seat: number): string | null => {
    const s = table.lobby?.seats[seat - 1];
    return s && !s.bot && s.name ? printable(s.name) : null;
  };
  const [game, codes] = await Promise.all([screens.lineGame(ui, names), gameCodes(table.game)]);
  // The host gives a seat whose player left to a bot (B), answers a request to watch (A, X) and
  // mutes a seat (M, then its number: the digit picks no card), as on the screen.
  let muting = false;
  const hostKeys = (press: LinePress): 'handled' | null => {
    if (!table.host) return null;
    const muteSeats = table.lobby ? seatsToMute(table.lobby, table.seat) : [];
    if (muting) {
      muting = false;
      const action = actionOf(MUTE_KEYMAP, { input: press.input, key: { return: press.enter } as Key }, { muteSeats, muted: table.lobby?.muted ?? [] });
      if (action?.type === 'mute') {
        table.mute(action.seat, action.muted);
        // The screen shows the mark on the board; a reader hears what the key did.
        io.output.write(`${t.mutedLine(names(action.seat) ?? String(action.seat), action.muted)}\n`);
      }
      return 'handled';
    }
    if (press.input === 'M' && muteSeats.length > 0 && !table.end) {
      muting = true;
      io.output.write(`${t.mutePrompt}\n`);
      return 'handled';
    }
    const left = table.lobby?.seats.find((s) => s.vacated && !s.bot);
    const request = table.watchRequests[0];
    if (press.input === 'B' && left) table.giveToBot(left.seat);
    if ((press.input === 'A' || press.input === 'X') && request) table.answerWatch(request.id, press.input === 'A');
    return null;
  };
  // The quick phrases (s on the screen, where s here repeats the situation): m, then a number.
  const talk = textsFor(SHARED_TALK, lang, ui.ascii);
  const list = client.phrases.map((code, i) => `${i + 1} ${talk.phraseMenuWord(code)}`).join(', ');
  const phrases = { menu: `${talk.phraseMenuTitle} ${SPOKEN_TEXTS[lang].parts([list, talk.phraseMenuClose])}`, codes: client.phrases };
  // A turn-based table: what happened since the last visit, then whose move it is and the time left.
  const seatName = (seat: number): string => names(seat) ?? (table.lobby?.seats[seat - 1]?.name || `#${seat}`);
  const stopTurns = sayTurns(table, textsFor(NET_TABLES, lang, ui.ascii), talk, seatName, (line) => void io.output.write(`${line}\n`));
  const how = await runLines(client, game, textsFor(LINE_TEXTS, lang, ui.ascii), io, {
    extraKey: hostKeys,
    noticeWords: (n) => netNoticeWords({ t, lang, game: codes, seat: table.seat }, n),
    phrases,
  });
  stopTurns();
  if (how !== 'over' && !table.end) io.output.write(`${t.leftTable(commands.rejoin)}\n`);
  // After the end, what the screen leaves in the terminal: the result, the replay of this seat's copy, the deal's check.
  if (table.end) {
    const [seatScreen, { afterGameLines }] = await Promise.all([screens.netSeat(), import('./after-game.js')]);
    io.output.write(`${afterGameLines(table, seatScreen, client, screen.savePath ?? '', ui, t, screen.overSsh?.logKept ?? null)}\n`);
  }
  await table.leave();
  return how === 'interrupted' ? 1 : 0;
}
