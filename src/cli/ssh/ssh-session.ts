// One SSH session from the menu to the games and back: a game of one (today's deal among them) and
// the lessons on tables of their own in this process, and every table with bots or other people
// on the game server beside it — the same server tables `host --server` opens, so `join` clients
// and scripts sit at them too. Its open public tables (the lobby, `regicide lobby`'s screen) and
// quick match (`play --online`'s quickSeat) reach that server as any client does. A key's player keeps saves, statistics, lesson progress and seats;
// a guest's games are kept nowhere. A session that goes away (a closed window, a dropped
// connection) leaves its screen as `q` does; Ctrl-C in a game or lesson leaves it as `q` does
// too, back to the menu, and Ctrl-C at the menu ends the session.
import { randomBytes } from 'node:crypto';
import type { GameLog } from '../../core/log.js';
import { printable, quoted } from '../../core/printable.js';
import type { ServerAddress } from '../../net/address.js';
import { BRIDGE_HEADER } from '../../net/client-address.js';
import { RemoteTable } from '../../net/remote-table.js';
import { normalizeRoomCode } from '../../net/room-code.js';
import { serverSeed } from '../../net/server-seed.js';
import type { SshSession } from '../../net/ssh/ssh-server.js';
import { clientAt, openAt } from '../../modules/play.js';
import { gameModule } from '../../modules/registry.js';
import { keepFinishedLog } from '../finished-log.js';
import { failureLine } from '../table-failure.js';
import type { TableAttempt } from '../../ui/net/texts/connect.js';
import { openFailure } from '../resume-words.js';
import type { SessionScreen } from '../../ui/shared/run-screen.js';
import { type ChosenPlayers, type MenuChoice, runSshMenu, sshTexts } from '../../ui/ssh/entry.js';
import { resolveLang, type Lang } from '../../text/lang.js';
import { loadSession, saveSession } from '../net-sessions.js';
import { attemptOf } from '../../store/log-marks.js';
import { nextAttemptIn } from '../next-attempt.js';
import type { HintPool, SessionHintDesk } from './hint-pool.js';
import { dailyOpening, menuGames, type ServedGame, servedGames } from './served-games.js';
import { lessonBook, type LessonsLeft, playLessons } from './ssh-lessons.js';
import { keepPlayerTheme, playerEnv, playerStore, playerTheme } from './ssh-player.js';
import type { ThemeName } from '../../ui/shared/palettes.js';
import type { UiChoice } from '../../ui/shared/run-screen.js';
import { accountCommand, isAccountCommand, sshAccountOf } from './ssh-account.js';
import type { Prover } from '../../net/account-client.js';
import type { AccountService } from '../../net/account-service.js';
import type { KeyVouchers } from '../../net/ssh-vouchers.js';
import type { DailyResults } from '../../net/daily/daily-results.js';
import { type SessionDaily, sendSessionDaily } from './ssh-daily.js';
import { chooseSessionTable, sessionFinishedLines, sessionTablesRead, sessionTurns, type SshFinishedSource, type SshTablesSource } from './ssh-tables.js';
import { isOver } from '../../ui/net/tables-rows.js';
import type { Ladder } from '../../net/ladder/ladder.js';
import { sessionLadder } from './ssh-ladder.js';
import type { PuzzleCrowd } from '../../net/puzzles/puzzle-crowd.js';
import { playSessionPuzzle } from './ssh-puzzle.js';
import type { TeamEvents } from '../../net/events/team-events.js';
import { sessionEventWeek } from './ssh-event.js';
import { SSH_EVENT_TEXTS } from '../../ui/ssh/ssh-event-strings.js';
import { textsFor } from '../../ui/shared/texts-for.js';
import { command } from '../../ui/shared/commands.js';
import { SHARED_TEXTS } from '../../ui/shared/shared-strings.js';
import { lobbyList, LobbyFailure } from '../../net/lobby-client.js';
import type { LobbyRead } from '../../net/lobby-watch.js';
import { lobbyTroubleWords } from '../../ui/net/lobby-words.js';
import { lobbyTexts } from '../lobby-server.js';
import { quickRequest } from '../quick-request.js';
import { screenReaderWanted } from '../screen-reader.js';
import { QuickAllFull, quickSeat } from '../quick-match.js';
import { remoteQuickDeps } from '../quick-remote.js';

export interface SshSessionContext {
  dataDir: string;
  /** The game server of this process, as the SSH front reaches it. */
  server: ServerAddress;
  /** The game server's address as players elsewhere reach it (for `join ADDRESS/CODE`). */
  publicServer: string;
  /** `ssh -p PORT HOST`, for the line that brings a player back to a table. */
  sshCommand: string;
  bridgeSecret: string;
  /** The bots' pause at the sessions' tables (unset: the game server's). */
  botDelayMs?: number;
  /** The seed of every new game (tests fix the deals); unset: each game draws its own. */
  seed?: string;
  /** Where the sessions' hints are worked out, off the message loop. */
  hints: HintPool;
  /** The game server's accounts (serve keeps them): a session's key is its player's account. */
  accounts?: AccountService;
  /** The front's vouchers for its sessions' keys, read by the game server beside it. */
  vouchers?: KeyVouchers;
  /** The game server's daily field: a session's finished daily game is sent to it (ssh-daily.ts). */
  daily?: DailyResults;
  /** The game server's list of an account's turn-based tables (ssh-tables.ts: the adapter). */
  myTables?: SshTablesSource;
  /** The game server's end of an account's finished turn-based table (Your tables shows it; ssh-tables.ts). */
  finishedTables?: SshFinishedSource;
  /** How often the menu asks how many tables wait for the player's move (tests: shorter). */
  turnsRefreshMs?: number;
  /** The game server's Thronfolge ladder: the menu's Ladder shows it, read in-process (ssh-ladder.ts). */
  ladder?: Ladder;
  /** The game server's weekly team events: the menu's row shows the week and plays it (ssh-event.ts). */
  events?: TeamEvents;
  /** The game server's puzzles' crowd: the menu's row plays the day's puzzle, its first try counted in-process (ssh-puzzle.ts). */
  puzzles?: PuzzleCrowd;
}

/** The session's screen for the entries, and whether the session is gone. */
interface SessionPlace extends SessionScreen {
  gone(): boolean;
}

function sessionPlace(session: SshSession): SessionPlace {
  const listeners = new Set<() => void>();
  let gone = false;
  session.onClose(() => {
    gone = true;
    for (const listener of [...listeners]) listener();
  });
  return {
    stdin: session.terminal.stdin,
    stdout: session.terminal.stdout,
    // The client's TERM (and what else it sent): which notification its terminal shows.
    env: session.env,
    gone: () => gone,
    onGone(listener) {
      if (gone) {
        queueMicrotask(listener);
        return () => {};
      }
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const nameOf = (user: string): string => printable(user).replace(/\s+/g, ' ').trim().slice(0, 20) || 'guest';

export async function runSshSession(session: SshSession, ctx: SshSessionContext): Promise<void> {
  const place = sessionPlace(session);
  const env = playerEnv(ctx.dataDir, session.player.keyId);
  const account = await sshAccountOf(session.player, ctx.accounts, ctx.vouchers);
  // The name the account claimed is the player's everywhere on this server; else the login name (a guest's).
  const name = account?.name ? printable(account.name) : nameOf(session.player.user);
  let lang: Lang = resolveLang(undefined, session.env);
  // The theme a key's player chose over SSH before (kept with their saves); a guest starts dark.
  let theme: ThemeName = (env && playerTheme(env)) ?? 'dark';
  const server: ServerAddress = { ...ctx.server, headers: { 'X-Forwarded-For': session.player.address, [BRIDGE_HEADER]: ctx.bridgeSecret } };
  const games = await servedGames();
  // The game rated on the server's ladder (its module says so), when it is served here.
  const ladderGame = games.find((g) => g.module.ladder !== undefined);
  // The game whose weekly team event the server runs, when it is served here.
  const eventGame = games.find((g) => g.module.teamEvent !== undefined);
  // The game whose puzzles the server holds, when it is served here with its puzzle screens.
  const puzzleGame = games.find((g) => g.puzzle !== null);
  const lessons = lessonBook(env);
  // One hint at a time for the whole session; its worker is ended when the session goes.
  const hints = ctx.hints.desk();
  place.onGone(() => hints.close());
  // Keys far over the session's allowance (a flood, not a typist): the screen is given back and the session ends.
  session.terminal.onFlood(() => session.end(1, `\u001b[2J\u001b[H\u001b[?25h\u001b[?1049l${sshTexts(lang).keyFlood}\n`));
  const at: At = {
    place,
    env,
    name,
    server,
    ctx,
    games,
    hints,
    lang: () => lang,
    ui: () => ({ lang, ascii: false, color: true, theme }),
    screenReader: screenReaderWanted(undefined, session.env),
    prove: account?.prove,
    field: null,
    eventWeek: null,
    ...(account && ctx.daily && { daily: { results: ctx.daily, accountId: account.id, server: ctx.publicServer } }),
  };
  try {
    if (session.command !== null && isAccountCommand(session.command)) {
      const answer = await accountCommand(session.command, account, ctx.accounts, lang);
      return session.end(answer.ok ? 0 : 1, `${answer.lines.join('\r\n')}\n`);
    }
    if (session.command !== null) {
      const join = /^\s*join\s+(\S+)\s*$/i.exec(session.command);
      if (!join) return session.end(2, `${sshTexts(lang).unknownCommand(quoted(session.command.slice(0, 60)))}\n`);
      const notice = await playAtServer(at, { kind: 'join', code: join[1] });
      return session.end(0, `${notice ?? sshTexts(lang).bye}\n`);
    }
    let notice: string | null = null;
    let players: ChosenPlayers | undefined;
    for (;;) {
      if (place.gone()) return;
      const facts = {
        name: at.name,
        identified: env !== null,
        games: await menuGames(games, env, lessons.read),
        notice,
        ...(account && { account: { name: account.name === null ? null : printable(account.name) } }),
        ...(at.field !== null && { field: at.field }),
        lobby: true,
        tables: Boolean(account && ctx.myTables),
        // The tables waiting for this player's move, watched while the menu is up (a rise notifies).
        ...(account && ctx.myTables && { turns: sessionTurns(sessionTablesRead(ctx.myTables, account.id, ctx.publicServer), ctx.turnsRefreshMs) }),
        ...(account && ctx.puzzles && puzzleGame && { puzzle: puzzleGame.title }),
        ...(account && ctx.ladder && ladderGame && { ladder: ladderGame.title }),
        ...(account && ctx.events && eventGame && { event: eventGame.title }),
        ...(at.eventWeek !== null && { eventWeek: at.eventWeek }),
      };
      // The field of the daily game sent last (or the week read) is shown once, before the menu.
      at.field = null;
      at.eventWeek = null;
      const menu = await runSshMenu({ facts, lang, players, theme, session: place });
      lang = menu.lang;
      if (menu.theme && menu.theme !== theme) {
        theme = menu.theme;
        if (env) keepPlayerTheme(env, theme);
      }
      players = menu.players;
      notice = null;
      const { choice } = menu;
      if (place.gone()) return;
      if (choice.kind === 'quit' || choice.kind === 'interrupted') return session.end(0, `${sshTexts(lang).bye}\n`);
      if (choice.kind === 'daily' || choice.kind === 'learn') {
        const game = games.find((g) => g.module.id === choice.game);
        if (game && choice.kind === 'daily') notice = await playSolo(at, game.module.id, 'daily');
        else if (game) notice = await afterLessons(at, game, await playLessons(game, lessons, at.ui(), place));
        continue;
      }
      if (choice.kind === 'claim' || choice.kind === 'linkCode') {
        const answer = await accountCommand(choice.kind === 'claim' ? `claim ${choice.name}` : 'link', account, ctx.accounts, lang);
        notice = answer.lines.join(' ');
        if (choice.kind === 'claim' && answer.ok && account) {
          account.name = choice.name.normalize('NFC');
          at.name = printable(account.name);
        }
        continue;
      }
      if (choice.kind === 'tables') {
        notice = account && ctx.myTables ? await yourTables(at, ctx.myTables, account.id) : null;
        continue;
      }
      if (choice.kind === 'ladder') {
        // Shown as the field is: first, before the menu, any key leads back.
        if (account && ctx.ladder && ladderGame) at.field = await sessionLadder(ctx.ladder, account.id, lang, ladderGame.title, ctx.publicServer, place.stdout.columns);
        continue;
      }
      if (choice.kind === 'puzzle') {
        if (account && ctx.puzzles && puzzleGame?.puzzle)
          notice = await playSessionPuzzle({ crowd: ctx.puzzles, accountId: account.id, screens: puzzleGame.puzzle, server: ctx.publicServer }, at.ui(), place);
        continue;
      }
      if (choice.kind === 'event') {
        // Shown first at the next menu, with the keys that play it.
        if (account && ctx.events && eventGame) {
          at.eventWeek = await sessionEventWeek(ctx.events, account.id, lang, { id: eventGame.module.id, title: eventGame.title }, ctx.publicServer, place.stdout.columns);
          if (at.eventWeek === null) notice = textsFor(SSH_EVENT_TEXTS, lang, false).unread;
        }
        continue;
      }
      if (choice.kind === 'eventTable' || choice.kind === 'eventJoin') {
        notice = eventGame ? await playEvent(at, eventGame.module.id, choice) : null;
        continue;
      }
      if (choice.kind === 'lobby' || choice.kind === 'quick') {
        notice = choice.kind === 'lobby' ? await openTables(at) : await quickAtServer(at, choice.game, choice.players);
        continue;
      }
      notice = choice.kind === 'solo' ? await playSolo(at, choice.game, choice.resume) : choice.kind === 'watch' ? await watchAtServer(at, choice.code) : await playAtServer(at, choice);
    }
  } catch (e) {
    if (!place.gone()) session.end(1, `${printable((e as Error).message ?? String(e))}\n`);
  }
}

/** Out of the lessons: the menu's line, or the real game they lead into (a game of one where there is one, else a table with bots). */
async function afterLessons(at: At, game: ServedGame, left: LessonsLeft): Promise<string | null> {
  if (!left.play) return left.notice;
  if (at.place.gone()) return null;
  return game.solo ? playSolo(at, game.module.id, false) : playAtServer(at, { kind: 'bots', game: game.module.id, players: game.tables.seats[0] });
}

interface At {
  place: SessionPlace;
  env: NodeJS.ProcessEnv | null;
  name: string;
  server: ServerAddress;
  ctx: SshSessionContext;
  games: readonly ServedGame[];
  hints: SessionHintDesk;
  lang(): Lang;
  /** The client asked for the screen-reader mode (its environment): lines where there are lines. */
  screenReader: boolean;
  /** The display choices of the session's screens: its language and the theme chosen at the menu. */
  ui(): UiChoice;
  /** The session's key at each join, on a server with accounts. */
  prove?: Prover;
  /** Where the session's daily games go: the account's, on a server with a daily field. */
  daily?: SessionDaily;
  /** The day's field after the daily game sent last, until the menu shows it. */
  field: string | null;
  /** The week's team event the menu's row read, until the menu shows it. */
  eventWeek: { text: string; counts: readonly number[] } | null;
}

/**
 * A game of one in this process (no bots, and its hints on the hint workers, so nothing runs on
 * the loop but the moves and the screen). From its
 * end screen: the same options again with a new deal, the same deal again (a retry), or a new
 * game with the defaults.
 */
async function playSolo(at: At, gameId: string, resume: boolean | 'daily'): Promise<string | null> {
  const game = at.games.find((g) => g.module.id === gameId);
  if (!game?.solo) return null;
  const { module, solo } = game;
  const nextAttempt = (log: GameLog, date: string): number => (at.env ? nextAttemptIn(module.id, at.env)(date) : attemptOf(log) + 1);
  const ui = at.ui();
  // A guest's store is never written to: its client keeps the log in memory only.
  const store = playerStore(module.id, at.env ?? { XDG_DATA_HOME: '/nonexistent/ssh-guest' });
  const fresh = (seed: string) => ({ options: module.hostOptions({ players: 1 }), seed, extras: {} });
  type Start = ReturnType<typeof fresh> & { resume?: string | true; retry?: true; daily?: string; attempt?: number };
  let start: Start = { ...fresh(at.ctx.seed ?? serverSeed()), ...(resume === true ? { resume: true as const } : {}) };
  if (resume === 'daily' && game.daily) {
    // Today's unfinished game of the deal goes on; else a new attempt at it (its date and number in the log, for the streak).
    let day;
    try {
      day = await dailyOpening(game, at.env);
    } catch (e) {
      return printable((e as Error).message);
    }
    start = { options: game.daily.soloOptions, seed: day.seed, extras: {}, ...('continue' in day.start ? { resume: day.start.continue } : { daily: day.date, attempt: day.start.attempt }) };
  }
  for (;;) {
    let opened;
    try {
      opened = openAt(module, start, store);
    } catch (e) {
      return printable(openFailure(module.id, e, solo.resumeTexts(ui.lang, false)).message);
    }
    const { client } = clientAt(module, opened, { botDelayMs: at.ctx.botDelayMs ?? 0, hintDesk: at.hints, ...(at.env ? {} : { persist: () => {} }) });
    const reason = await solo.run(client, at.env ? opened.savePath : '', ui, at.place);
    const { log } = opened.table;
    // A finished daily game goes to the day's field at once (a retry's too: the server keeps it apart).
    if (at.daily && log.result !== null) {
      const field = await sendSessionDaily(at.daily, module.id, log, at.env ? opened.savePath : '', ui.lang, at.place.stdout.columns);
      if (field !== null) at.field = field;
    }
    if (at.place.gone()) return null;
    if (reason === 'new') start = fresh(serverSeed());
    else if (reason === 'again') start = { options: log.options, seed: serverSeed(), extras: opened.extras };
    else if (reason === 'retry') start = { options: log.options, seed: log.seed, extras: opened.extras, retry: true, ...(log.daily ? { daily: log.daily, attempt: nextAttempt(log, log.daily) } : {}) };
    else return null;
  }
}

type ServerChoice = Extract<MenuChoice, { kind: 'join' } | { kind: 'bots' } | { kind: 'own' }>;

/** The server's open public tables, live, on the lobby's own screen; Enter joins the chosen one (as by its code). */
async function openTables(at: At): Promise<string | null> {
  const read: LobbyRead = (query, signal) => lobbyList(at.server, query, signal);
  const listing = { server: at.ctx.publicServer, read, games: at.games.map((g) => g.module.id), initial: { game: null, seats: null } };
  let chosen;
  if (at.screenReader) {
    // The screen-reader mode the client asked for (SetEnv REGICIDE_SCREEN_READER=1): one line per table, appended.
    const { runLobbyLines } = await import('../../ui/net/lobby-lines.js');
    chosen = await runLobbyLines({ ...listing, lang: at.lang(), onGone: (listener) => at.place.onGone(listener) }, { input: at.place.stdin, output: at.place.stdout });
  } else {
    const { runLobbyScreen } = await import('../../ui/net/lobby-entry.js');
    chosen = await runLobbyScreen(listing, at.lang(), at.place, at.ui().theme);
  }
  if (chosen === null || at.place.gone()) return null;
  return playAtServer(at, { kind: 'join', code: chosen.code });
}

/**
 * The account's turn-based tables on the list `tables` shows; Enter opens the chosen one (as by its
 * code: the key's voucher takes its seat back), or a finished one's end: fetched, its copy kept with
 * the key's saves, and shown as the day's field is, before the menu.
 */
async function yourTables(at: At, source: SshTablesSource, accountId: string): Promise<string | null> {
  const finished = at.ctx.finishedTables;
  const env = at.env;
  const read = sessionTablesRead(source, accountId, at.ctx.publicServer, finished !== undefined && env !== null);
  const chosen = await chooseSessionTable(read, at.ctx.publicServer, at.lang(), at.place, at.ui().theme);
  if (chosen === null || at.place.gone()) return null;
  if (isOver(chosen) && finished && env) {
    at.field = (await sessionFinishedLines(finished, accountId, chosen.code, at.lang(), (game) => playerStore(game, env).newSavePath())).join('\n');
    return null;
  }
  return playAtServer(at, { kind: 'join', code: chosen.code });
}

/**
 * Quick match as `play --online` makes it: a seat at the oldest open public table that fits, or a
 * public table opened with this session's options (its language among them), whose waiting screen
 * the player then sees until it fills.
 */
async function quickAtServer(at: At, game: string, players: number): Promise<string | null> {
  const lang = at.lang();
  const request = quickRequest(game, { players, name: at.name }, lang, randomBytes(24).toString('base64url'));
  // The session's bot pace and deals, as at the tables it opens itself.
  const create = { ...request.create, ...(at.ctx.botDelayMs !== undefined && { botDelayMs: at.ctx.botDelayMs }), ...(at.ctx.seed !== undefined && { seed: at.ctx.seed }) };
  let seat;
  try {
    seat = await quickSeat(at.server, { ...request, create }, remoteQuickDeps(at.prove));
  } catch (e) {
    if (e instanceof LobbyFailure) return lobbyTroubleWords(lobbyTexts(lang), e, printable(at.ctx.publicServer));
    if (e instanceof QuickAllFull) return sshTexts(lang).quickAllFull;
    return failureLine('join', game, lang, e);
  }
  return sitAt(at, seat.table);
}

/** Watching a table by its code: the watcher's screen on the session's terminal, until q. */
async function watchAtServer(at: At, text: string): Promise<string | null> {
  const t = sshTexts(at.lang());
  const code = normalizeRoomCode(text);
  if (!code) return t.badCode;
  let table: RemoteTable;
  try {
    table = await RemoteTable.watch({ ...at.server, code }, { name: at.name }, at.prove);
  } catch (e) {
    return failureLine('watch', '', at.lang(), e);
  }
  // A key's player keeps the finished game's log (the statistics count it); a guest keeps nothing.
  const savePath = at.env ? keepPlayersLog(table.game, table, at.env) : '';
  let line: string | null = null;
  const { runWatchScreen } = await import('../../ui/net/watch-entry.js');
  await runWatchScreen({ table, savePath, replayCommand: at.ctx.sshCommand, ui: at.ui(), session: { ...at.place, say: (l) => (line = l) } });
  return line;
}

/** A table on the game server: opened for this player (with bots, for friends, a duel) or joined by code. */
async function playAtServer(at: At, choice: ServerChoice): Promise<string | null> {
  const t = sshTexts(at.lang());
  let table: RemoteTable;
  // Which table the player tried to reach, for the line if it fails (a join's game is the table's: not known before).
  let attempt: TableAttempt = 'open';
  try {
    if (choice.kind === 'join') {
      const code = normalizeRoomCode(choice.code);
      if (!code) return t.badCode;
      // A key's player who held a seat there takes it back; anyone else takes a free seat.
      const held = at.env ? heldSeat(at.games, at.env, code) : null;
      attempt = held ? 'rejoin' : 'join';
      table = await RemoteTable.join({ ...at.server, code }, held ? { seatToken: held, name: at.name } : { name: at.name }, [], at.prove);
    } else {
      table = await RemoteTable.create(at.server, createOptions(choice, at.name, at.ctx, at.lang()), at.prove);
    }
  } catch (e) {
    return failureLine(attempt, choice.kind === 'join' ? '' : choice.game, at.lang(), e);
  }
  return sitAt(at, table);
}

/**
 * The week's team event played from its page, as `host --event` and `join --event` do: a table of
 * the week's deal for the chosen count (the seat 1 this player's; the waiting room gives empty seats
 * to bots), or a teammate's table by its code — both chosen as the event's, so their sealed ends
 * are believed.
 */
async function playEvent(at: At, game: string, choice: Extract<MenuChoice, { kind: 'eventTable' } | { kind: 'eventJoin' }>): Promise<string | null> {
  let table: RemoteTable;
  try {
    if (choice.kind === 'eventJoin') {
      const code = normalizeRoomCode(choice.code);
      if (!code) return sshTexts(at.lang()).badCode;
      table = await RemoteTable.join({ ...at.server, code }, { name: at.name }, [], at.prove, true);
    } else {
      // A table of one's own for the count (watched as such a table may be), its deal the week's: no seed of the session's.
      const { seed: _seed, ...own } = createOptions({ kind: 'own', game, players: choice.players }, at.name, at.ctx, at.lang());
      table = await RemoteTable.create(at.server, { ...own, event: true }, at.prove);
    }
  } catch (e) {
    return failureLine(choice.kind === 'eventJoin' ? 'join' : 'open', choice.kind === 'eventJoin' ? '' : game, at.lang(), e);
  }
  return sitAt(at, table);
}

/** A seat taken at a table of the game server: kept for a key's player, then the table's screens until left. */
async function sitAt(at: At, table: RemoteTable): Promise<string | null> {
  if (at.env) saveSession(table.session(), 'join', at.env);
  const savePath = at.env ? keepPlayersLog(table.game, table, at.env) : '';
  const sshJoin = `${at.ctx.sshCommand} -t join ${table.code}`;
  let line: string | null = null;
  const { runNetTable } = await import('../../ui/net/entry.js');
  await runNetTable({
    table,
    // The program's own join is for a terminal of the joiner's own, and says so.
    joinLine: `${sshJoin}   ·   ${textsFor(SHARED_TEXTS, at.lang(), false).sshOwnTerminal(command(table.game, 'join', `${at.ctx.publicServer}/${table.code}`))}`,
    savePath,
    commands: { rejoin: sshJoin, resumeHost: null },
    ui: at.ui(),
    session: { ...at.place, say: (l) => (line = l) },
  });
  return line;
}

/** A table of the chosen game with bots in every other seat, or for friends (who may be watched). */
function createOptions(choice: Exclude<ServerChoice, { kind: 'join' }>, name: string, ctx: SshSessionContext, lang: Lang) {
  const module = gameModule(choice.game);
  const bots = choice.kind === 'bots' ? Array.from({ length: choice.players - 1 }, (_, i) => i + 2) : [];
  const options = module.hostOptions({ players: choice.players, bots });
  // A table for friends may be watched by anyone who has its code (watchers never see a hand).
  const watchers = choice.kind === 'own' ? ('yes' as const) : undefined;
  // A public one is listed in the lobby (Open tables) in the language the session speaks.
  const listed = choice.kind === 'own' && choice.public ? { public: true, lang } : {};
  return { game: module.id, options, bots, botDelayMs: ctx.botDelayMs, name, seed: ctx.seed, watchers, ...listed };
}

/** The seat token this key's player held at table `code` (of whichever game), if any. */
function heldSeat(games: readonly ServedGame[], env: NodeJS.ProcessEnv, code: string): string | null {
  for (const { module } of games) {
    try {
      return loadSession(module.id, 'join', code, env).seatToken;
    } catch {
      // not a table of this game
    }
  }
  return null;
}

/** The finished game's log in the player's own saves (its statistics count it). */
function keepPlayersLog(game: string, table: RemoteTable, env: NodeJS.ProcessEnv): string {
  const path = playerStore(game, env).newSavePath();
  keepFinishedLog(table, path);
  return path;
}
