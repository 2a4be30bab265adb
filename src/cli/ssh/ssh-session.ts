// One SSH session from the menu to the games and back: a game of one (today's deal among them) and
// the lessons on tables of their own in this process, and every table with bots or other people
// on the game server beside it — the same server tables `host --server` opens, so `join` clients
// and scripts sit at them too. Its open public tables (the lobby, `regicide lobby`'s screen) and
// quick match (`play --online`'s quickSeat) reach that server as any client does. A key's player keeps saves, statistics, lesson progress and seats;
// a guest's games are kept nowhere. A session that goes away (a closed window, a dropped
// connection) leaves its screen as `q` does; Ctrl-C in a game or lesson leaves it as `q` does
// too, back to the menu, and Ctrl-C at the menu ends the session.
import { printable, quoted } from '../../core/printable.js';
import type { ServerAddress } from '../../net/client/address.js';
import { BRIDGE_HEADER } from '../../net/http/client-address.js';
import type { SshSession } from '../../net/ssh/ssh-server.js';
import { type ChosenPlayers, runSshMenu, sshTexts } from '../../ui/ssh/entry.js';
import { resolveLang, type Lang } from '../../text/lang.js';
import { menuGames, servedGames } from './served-games.js';
import { lessonBook, playLessons } from './ssh-lessons.js';
import { keepPlayerTheme, playerEnv, playerTheme } from './ssh-player.js';
import type { ThemeName } from '../../ui/shared/palettes.js';
import { accountCommand, isAccountCommand, sshAccountOf } from './ssh-account.js';
import { sessionTablesRead, sessionTurns } from './ssh-tables.js';
import { sessionLadder } from './ssh-ladder.js';
import { playSessionPuzzle } from './ssh-puzzle.js';
import { sessionEventWeek } from './ssh-event.js';
import { SSH_EVENT_TEXTS } from '../../ui/ssh/ssh-event-strings.js';
import { textsFor } from '../../ui/shared/texts-for.js';
import { screenReaderWanted } from '../program/screen-reader.js';
import { type At, type SshSessionContext, sessionPlace } from './session-at.js';
import { afterLessons, playSolo } from './ssh-solo.js';
import { openTables, playAtServer, playEvent, quickAtServer, watchAtServer, yourTables } from './ssh-server-tables.js';

export type { SshSessionContext };

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
      const answer = await accountCommand(session.command, account, ctx.accounts, lang, ctx.sshCommand);
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
      const menu = await runSshMenu({ facts, lang, players, theme, session: place, ...(at.screenReader && { lines: place.lines }) });
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
        else if (game) notice = await afterLessons(at, game, await playLessons(game, lessons, at.ui(), place, at.screenReader));
        continue;
      }
      if (choice.kind === 'claim' || choice.kind === 'linkCode') {
        const answer = await accountCommand(choice.kind === 'claim' ? `claim ${choice.name}` : 'link', account, ctx.accounts, lang, ctx.sshCommand);
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
          notice = await playSessionPuzzle({ crowd: ctx.puzzles, accountId: account.id, screens: puzzleGame.puzzle, server: ctx.publicServer }, at.ui(), place, at.screenReader);
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
