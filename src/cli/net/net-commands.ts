// The networked commands of every game's program: `host` (an embedded server and seat 1 here),
// `join` (a seat at someone's table), `watch` (a table without a seat), `lobby` (a server's open
// public tables), `tables` (the player's turn-based tables) and `serve` (a headless server for
// rooms of every game).
import { type Command, InvalidArgumentError, Option } from 'commander';
import type { GameCard } from '../../modules/card.js';
import type { GameCli } from '../program/game-cli.js';
import { runCommand } from '../program/errors.js';
import { WATCH_POLICIES } from '../../net/wire/watch-policies.js';
import { TURN_TIMEOUTS } from '../../net/wire/turn-timeouts.js';
import type { HostFlags } from './host-action.js';
import type { JoinFlags } from './join-action.js';
import type { ServeFlags } from '../serve/serve-action.js';
import type { WatchFlags } from './watch-action.js';
import type { LobbyFlags } from '../lobby/lobby-action.js';
import type { TablesFlags } from '../turn/tables-action.js';
import { gameCards } from '../../modules/cards.js';
import { DEFAULT_PORT } from './net-defaults.js';
import { collect, langOption, parseIntInRange, parseListenAddress, parseSeatList, parseSeed, noMouseOption, themeOption } from '../program/option-parsers.js';
import { accountLimitOptions, addServerLimitOptions, monitorGuessesOption } from '../serve/server-options.js';
import { addSshOptions } from '../ssh/ssh-options.js';
import { isPostgresUrl } from '../../net/db/where.js';
import { addOperatorCommand } from '../operator/operator-command.js';
import { addNotifyOption } from '../turn/turn-notify-option.js';

const portOption = (): Option => new Option('--port <port>', 'port to listen on').argParser(parseIntInRange('--port', 0, 65535)).default(DEFAULT_PORT);
const listenOption = (): Option => new Option('--listen <address>', 'interface to listen on: 0.0.0.0 (the LAN) or 127.0.0.1 (this machine)').default('0.0.0.0');
const botDelayOption = (): Option => new Option('--bot-delay <ms>', 'pause of the bots before they move').argParser(parseIntInRange('--bot-delay', 0, 5000)).hideHelp();

function parseDatabaseUrl(text: string): string {
  if (!isPostgresUrl(text)) throw new InvalidArgumentError(argumentReason((t) => t.database));
  return text;
}

import { addScreenReaderOption } from '../program/screen-reader.js';
import { argumentReason } from '../words/argument-texts.js';

/** Adds host, watch, join and serve to a program. */
export function addNetCommands(program: Command, module: GameCard, host: GameCli['host']): void {
  const id = module.id;
  const hostCommand = host.addOptions(program.command('host').description(host.description));
  hostCommand
    .option('--variant <name>', 'a variant, repeatable', collect)
    .option('--seed <seed>', 'seed of the shuffles (default: random)', parseSeed)
    .option('--bots <seats>', 'seats played by bots from the start, e.g. 3,4', parseSeatList)
    .addOption(new Option('--bot <level>', `strength of the bots (default: ${module.bots.default})`).choices(module.bots.levels))
    .addOption(portOption())
    .addOption(listenOption())
    .option('--name <name>', 'your name at the table')
    .option('--json', 'headless JSON-lines protocol for seat 1 on stdin/stdout')
    .option('--server <address>', 'open the table on a running "serve" at HOST:PORT instead of embedding a server')
    .option('--data <dir>', "folder for the embedded server's room logs")
    .option('--resume', 'after a crash: restore the unfinished tables and take seat 1 again')
    .addOption(new Option('--watchers <who>', 'who may watch: yes (anyone with the address), no, ask (you answer each)').choices(WATCH_POLICIES).default('no'))
    .option('--watcher-greetings', 'watchers may greet the table (good luck, well played, …)')
    .option('--public', "list the table in the server's lobby while it waits for players (default: private, joined by its code)")
    .option('--turn-based', 'a table that waits for its players: a move when you have time, on a server with accounts (--server or the remembered one)')
    .option('--days-per-move <n>', 'with --turn-based: days for each move (default 2)', parseIntInRange('--days-per-move', 1, 14))
    .option('--hours-per-move <n>', 'with --turn-based: hours for each move, for short games', parseIntInRange('--hours-per-move', 1, 14 * 24))
    .addOption(new Option('--on-timeout <what>', 'with --turn-based: when a move runs out of time, a bot takes the seat, the table waits, or the game ends (default: bot)').choices(TURN_TIMEOUTS))
    .addOption(botDelayOption())
    .addOption(langOption('language of the screen and of a refusal'))
    .addOption(themeOption())
    .addOption(noMouseOption());
  // A game with a weekly team event: its tables are opened here too (`<game> event` shows the week).
  if (module.teamEvent) hostCommand.option('--event', "a table of this week's team event: the week's deal for its player count, on a server with accounts (--server or the remembered one)");
  addScreenReaderOption(hostCommand);
  addNotifyOption(hostCommand);
  // Each action is loaded only when its command runs: Colyseus is not loaded for a solo game or for --help.
  addServerLimitOptions(hostCommand).action((flags: HostFlags) => runCommand(id, async () => (await import('./host-action.js')).host(id, flags)));

  program
    .command('watch')
    .description('watch a table someone hosts, live (the public view: hand sizes, never a hand)')
    .argument('[address]', 'the address the host printed: HOST:PORT/CODE')
    .option('--name <name>', 'your name among the watchers')
    .option('--json', "the protocol's public lines on stdout (greetings on stdin, when the host allows them)")
    .addOption(langOption('language of the screen and of a refusal'))
    .addOption(themeOption())
    .addOption(noMouseOption())
    .action((address: string | undefined, flags: WatchFlags) => runCommand(id, async () => (await import('./watch-action.js')).watchTable(id, address, flags)));

  const joinCommand = program
    .command('join')
    .description('take a seat at a table someone hosts')
    .argument('[address]', 'the address the host printed: HOST:PORT/CODE')
    .option('--name <name>', 'your name at the table')
    .option('--seat <n>', 'the seat you would like (if free)', parseIntInRange('--seat', 1, 4))
    .option('--json', 'headless JSON-lines protocol for your seat on stdin/stdout')
    .option('--resume', 'rejoin the seat you held (the latest table, or the one at ADDRESS)')
    .option('--screen-reader', 'plain lines for a screen reader (also REGICIDE_SCREEN_READER=1 or INK_SCREEN_READER=true)')
    .addOption(langOption('language of the screen and of a refusal'))
    .addOption(themeOption())
    .addOption(noMouseOption());
  // Joining a team event's table knowingly: its end, sealed until the week is over, is believed only then.
  if (module.teamEvent) joinCommand.option('--event', "play this table as part of this week's team event: its results stay sealed until the week is over");
  addNotifyOption(joinCommand).action((address: string | undefined, flags: JoinFlags) => runCommand(id, async () => (await import('./join-action.js')).joinTable(id, address, flags)));

  const lobbyCommand = program
    .command('lobby')
    .description("a server's open public tables, live: Enter joins one (--json: the listing once)")
    .option('--server <address>', 'the server, HOST:PORT (remembered for next time, shared with account)')
    .addOption(new Option('--game <game>', `only this game's tables, or all (default: ${id})`).choices([...gameCards().map((m) => m.id), 'all']))
    .option('--seats <n>', 'only tables of this many seats', parseIntInRange('--seats', 2, 4))
    .option('--name <name>', 'your name at the table you join')
    .option('--json', 'print the listing once as one JSON line and exit')
    .addOption(langOption('language of the screen and of a refusal'))
    .addOption(themeOption())
    .addOption(noMouseOption());
  addNotifyOption(addScreenReaderOption(lobbyCommand)).action((flags: LobbyFlags) => runCommand(id, async () => (await import('../lobby/lobby-action.js')).lobby(id, flags)));

  const tablesCommand = program
    .command('tables')
    .description('your turn-based tables on a server: your turn first, with the time left; Enter opens one (--json: the list once)')
    .option('--server <address>', 'the server, HOST:PORT (remembered for next time, shared with account)')
    .option('--name <name>', 'your name at the table you open')
    .option('--json', 'print the list once as one JSON line and exit')
    .addOption(new Option('--refresh-cache', 'only note how many tables wait for you (the background check)').hideHelp())
    .addOption(langOption('language of the screen and of a refusal'))
    .addOption(themeOption());
  addScreenReaderOption(tablesCommand).action((flags: TablesFlags) => runCommand(id, async () => (await import('../turn/tables-action.js')).tables(id, flags)));

  const serveCommand = program
    .command('serve')
    .description('a headless server for tables of every game; one JSON line per room event')
    .addOption(portOption())
    .addOption(listenOption())
    .option('--redis <url>', 'share rooms with other serve processes through Redis, e.g. redis://127.0.0.1:6379')
    .option('--database <url>', 'keep the accounts in PostgreSQL, e.g. postgres://user@127.0.0.1/cards (default: SQLite in the data folder)', parseDatabaseUrl)
    .option('--data <dir>', 'folder for the room logs (one per room, rewritten after every move)')
    .option('--resume', 'restore the unfinished rooms saved in the data folder')
    .option('--public-address <host:port>', 'with --redis: the address clients reach this process at')
    .option('--operator-listen <host:port>', "the operator's own listener: /metrics, /healthz (and the monitor with --monitor); default: none", parseListenAddress('--operator-listen'))
    .option('--monitor', "Colyseus's monitor panel at /monitor on the operator listener, behind the password in $REGICIDE_MONITOR_PASSWORD")
    .addOption(monitorGuessesOption())
    .addOption(botDelayOption())
    // Tests only (../serve/test-clock.ts): the turn-based tables' time from the file the variable names.
    .addOption(new Option('--test-clock', 'go by the time in the file named by the test-clock variable').hideHelp());
  for (const option of accountLimitOptions()) serveCommand.addOption(option);
  addServerLimitOptions(addSshOptions(serveCommand)).action((flags: ServeFlags) => runCommand(id, async () => (await import('../serve/serve-action.js')).serve(flags)));
  // Beside serve, on either game's program: the operator's acts on a running server.
  addOperatorCommand(program, id);
}
