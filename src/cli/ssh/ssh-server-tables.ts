// The session's tables on the game server beside the front: opened, joined by code, found in the
// lobby or by quick match, the account's own (Your tables), watched, and the week's event tables —
// each on the session's terminal until the player leaves it, with the line the menu then shows.
import { randomBytes } from 'node:crypto';
import { printable } from '../../core/printable.js';
import { RemoteTable } from '../../net/client/remote-table.js';
import { normalizeRoomCode } from '../../net/wire/room-code.js';
import { gameModule } from '../../modules/registry.js';
import { keepFinishedLog } from '../saves/finished-log.js';
import { failureLine } from '../net/table-failure.js';
import type { TableAttempt } from '../../ui/net/texts/connect.js';
import { type MenuChoice, sshTexts } from '../../ui/ssh/entry.js';
import type { Lang } from '../../text/lang.js';
import { loadSession, saveSession } from '../net/net-sessions.js';
import type { ServedGame } from './served-games.js';
import { playerStore } from './ssh-player.js';
import { chooseSessionTable, sessionFinishedLines, sessionTablesRead, type SshTablesSource } from './ssh-tables.js';
import { isOver } from '../../ui/net/tables-rows.js';
import { textsFor } from '../../ui/shared/texts-for.js';
import { command } from '../../ui/shared/commands.js';
import { SHARED_TEXTS } from '../../ui/shared/shared-strings.js';
import { lobbyList, LobbyFailure } from '../../net/lobby/lobby-client.js';
import type { LobbyRead } from '../../net/lobby/lobby-watch.js';
import { lobbyTroubleWords } from '../../ui/net/lobby-words.js';
import { lobbyTexts } from '../lobby/lobby-server.js';
import { quickRequest } from '../lobby/quick-request.js';
import { QuickAllFull, quickSeat } from '../lobby/quick-match.js';
import { remoteQuickDeps } from '../lobby/quick-remote.js';
import type { At, SshSessionContext } from './session-at.js';
import { onSessionLines } from './session-lines.js';

type ServerChoice = Extract<MenuChoice, { kind: 'join' } | { kind: 'bots' } | { kind: 'own' }>;

/** The server's open public tables, live, on the lobby's own screen; Enter joins the chosen one (as by its code). */
export async function openTables(at: At): Promise<string | null> {
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
export async function yourTables(at: At, source: SshTablesSource, accountId: string): Promise<string | null> {
  const finished = at.ctx.finishedTables;
  const env = at.env;
  const read = sessionTablesRead(source, accountId, at.ctx.publicServer, finished !== undefined && env !== null);
  let chosen;
  if (at.screenReader) {
    // One line per table; a session that goes away leaves the list as Ctrl-C does.
    const { runTablesLines } = await import('../../ui/net/tables-lines.js');
    const offGone = at.place.onGone(() => at.place.lines.input.emit('data', '\u0003'));
    chosen = await runTablesLines({ server: printable(at.ctx.publicServer), read, lang: at.lang() }, at.place.lines);
    offGone();
  } else chosen = await chooseSessionTable(read, at.ctx.publicServer, at.lang(), at.place, at.ui().theme);
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
export async function quickAtServer(at: At, game: string, players: number): Promise<string | null> {
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
export async function watchAtServer(at: At, text: string): Promise<string | null> {
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
  if (at.screenReader) {
    // The table's public log as lines, as `watch` writes it to a pipe; q leaves (see session-lines.ts).
    const [{ runWatchLog }, { moveLinesOf }, { gameCodes }] = await Promise.all([import('../net/watch-log.js'), import('../net/watch-lines.js'), import('../../ui/net/code-words.js')]);
    const [moveLines, codes] = await Promise.all([moveLinesOf(table.game), gameCodes(table.game)]);
    const run = { table, lang: at.lang(), savePath, replayCommand: at.ctx.sshCommand, moveLines, codes };
    await onSessionLines(at.place, (io) => runWatchLog({ ...run, output: io.output, input: io.input }));
    return null;
  }
  let line: string | null = null;
  const { runWatchScreen } = await import('../../ui/net/watch-entry.js');
  await runWatchScreen({ table, savePath, replayCommand: at.ctx.sshCommand, ui: at.ui(), session: { ...at.place, say: (l) => (line = l) } });
  return line;
}

/** A table on the game server: opened for this player (with bots, for friends, a duel) or joined by code. */
export async function playAtServer(at: At, choice: ServerChoice): Promise<string | null> {
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
export async function playEvent(at: At, game: string, choice: Extract<MenuChoice, { kind: 'eventTable' } | { kind: 'eventJoin' }>): Promise<string | null> {
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
  const shared = textsFor(SHARED_TEXTS, at.lang(), false);
  // The program's own join is for a terminal of the joiner's own, and says so.
  const joinLine = `${sshJoin}   ·   ${shared.sshOwnTerminal(command(table.game, 'join', `${at.ctx.publicServer}/${table.code}`))}`;
  const commands = { rejoin: sshJoin, resumeHost: null };
  if (at.screenReader) {
    // The table as lines on the session's terminal; a session that goes away leaves it as Ctrl-C does.
    const { runNetLines } = await import('../../ui/net/net-lines.js');
    const offGone = at.place.onGone(() => at.place.lines.input.emit('data', '\u0003'));
    await runNetLines({ table, joinLine, commands, ui: at.ui(), savePath, overSsh: { logKept: shared.sshLogKept, tables: shared.sshTables } }, at.place.lines);
    offGone();
    return null;
  }
  const { runNetTable } = await import('../../ui/net/entry.js');
  await runNetTable({ table, joinLine, savePath, commands, ui: at.ui(), session: { ...at.place, say: (l) => (line = l) } });
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
