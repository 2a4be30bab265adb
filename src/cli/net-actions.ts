// What host, join and serve do. Loaded only when one of them runs, so that the network client
// and server (Colyseus) are not loaded for a solo game or for --help.
import { networkInterfaces } from 'node:os';
import { join as joinPath } from 'node:path';
import { gameModule } from '../modules/registry.js';
import { netGame } from '../net/games.js';
import { type RoomAddress, parseRoomAddress, parseServerAddress } from '../net/address.js';
import type { WatchPolicy } from '../net/messages.js';
import { RemoteTable } from '../net/remote-table.js';
import { startNetServer } from '../net/server.js';
import type { TurnTables } from '../net/turn/turn-tables.js';
import { turnResultFor } from '../net/turn/turn-result.js';
import type { TeamEvents } from '../net/events/team-events.js';
import { MONITOR_PASSWORD_MIN } from '../net/monitor-panel.js';
import { OPERATOR_TOKEN_MIN, OPERATOR_TOKEN_VARIABLE } from '../net/operator-acts.js';
import { defaultBotWorkers } from '../net/server-bots.js';
import { APP_FOLDER, dataHome } from '../store/data-dir.js';
import { sqliteFileIn } from '../net/db/where.js';
import { screenReaderWanted } from './screen-reader.js';
import { createSaveStore } from '../store/save-store.js';
import { keepFinishedLog } from './finished-log.js';
import { logLines } from './log-lines.js';
import { chosenLang } from './option-parsers.js';
import type { Lang } from '../text/lang.js';
import { failureWords, tableFailure } from './table-failure.js';
import { oneLineOnUncaught, UsageError, problemText } from './errors.js';
import { DEFAULT_PORT } from './net-defaults.js';
import { runNetProtocol } from './net-protocol.js';
import { loadSession, saveSession } from './net-sessions.js';
import { type ServerLimitFlags, serverLimitsFrom } from './server-options.js';
import type { SshFlags } from './ssh/ssh-options.js';
import { command } from '../ui/shared/commands.js';
import { terminalProver } from './terminal-prover.js';
import { notifyWanted } from './turn-notify-option.js';
import type { ThemeName } from '../ui/shared/palettes.js';
import { type TurnHostFlags, turnHostChoice } from './turn-host.js';
import { testClock } from './test-clock.js';
import { type EventHostFlags, eventHostServer, joinEventChoice } from './event-host.js';
import { usageTexts } from './words/usage-texts.js';
import { addressLine, lineTexts } from './words/line-texts.js';

export interface HostFlags extends ServerLimitFlags, TurnHostFlags, EventHostFlags {
  screenReader?: boolean;
  lang?: Lang;
  theme?: ThemeName;
  /** false: --no-mouse. */
  mouse?: boolean;
  players?: number;
  first?: 1 | 2;
  variant?: string[];
  seed?: string;
  bots?: number[];
  bot?: string;
  port: number;
  listen: string;
  name?: string;
  json?: boolean;
  server?: string;
  data?: string;
  resume?: boolean;
  botDelay?: number;
  watchers?: WatchPolicy;
  watcherGreetings?: boolean;
  /** List the table in the server's lobby while it waits for players. */
  public?: boolean;
  /** False: --no-notify (or the settings file's notify = false). */
  notify?: boolean;
}

export interface JoinFlags {
  screenReader?: boolean;
  lang?: Lang;
  theme?: ThemeName;
  /** false: --no-mouse. */
  mouse?: boolean;
  name?: string;
  seat?: number;
  json?: boolean;
  resume?: boolean;
  /** False: --no-notify (or the settings file's notify = false). */
  notify?: boolean;
  /** --event: the player joins a team event's table knowingly (its sealed end is believed only then). */
  event?: boolean;
}

export interface ServeFlags extends ServerLimitFlags, SshFlags {
  port: number;
  listen: string;
  redis?: string;
  data?: string;
  resume?: boolean;
  publicAddress?: string;
  botDelay?: number;
  operatorListen?: { host: string; port: number };
  monitor?: boolean;
  database?: string;
  /** Tests only: the time from a file (test-clock.ts). */
  testClock?: boolean;
}

/** The monitor's password, from the environment (a command line is visible to every user of the machine). */
function monitorPassword(flags: ServeFlags, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (!flags.monitor) return undefined;
  if (!flags.operatorListen) throw new UsageError(lineTexts().serve.monitorNeedsListen);
  const password = env.REGICIDE_MONITOR_PASSWORD ?? '';
  if ([...password].length < MONITOR_PASSWORD_MIN) throw new UsageError(lineTexts().serve.monitorPassword(MONITOR_PASSWORD_MIN, 'REGICIDE_MONITOR_PASSWORD'));
  return password;
}

/**
 * The operator's token, from the environment: with it (and --operator-listen) the operator's acts
 * are on; without it they are off. The same variable is what `operator` sends.
 */
function operatorToken(flags: ServeFlags, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const token = env[OPERATOR_TOKEN_VARIABLE];
  if (!flags.operatorListen || token === undefined || token === '') return undefined;
  if ([...token].length < OPERATOR_TOKEN_MIN || /\s/.test(token)) throw new UsageError(lineTexts().serve.tokenForm(OPERATOR_TOKEN_VARIABLE, OPERATOR_TOKEN_MIN));
  return token;
}

/** The screen's display settings: the language from --lang or the environment, symbols and colours on, --theme, --no-mouse. */
export const screenChoice = (lang?: Lang, theme?: ThemeName, mouse?: boolean) => ({ lang: chosenLang(lang), ascii: false, color: true, theme, ...(mouse === false && { mouse }) });

/**
 * Where the finished game's log is kept on this machine (the end message brings it, seed
 * included, once the game is over): the end screen names it for the replay.
 */
export function keepFinishedLogOf(id: string, table: RemoteTable): string {
  const path = createSaveStore(id).newSavePath();
  keepFinishedLog(table, path);
  return path;
}

/** The server's limits and bot threads from the options (checked when the command line was read). */
/** The SSH front's "Your tables": an account's turn-based tables in the shape `…/tables/mine` answers. */
const myTablesOf =
  (tables: TurnTables) =>
  async (accountId: string): Promise<unknown> => ({ now: tables.now(), tables: await tables.mine(accountId) });

/** The SSH front's end of an account's finished turn-based table, in the shape `…/tables/result` answers. */
const finishedOf =
  (tables: TurnTables, events: TeamEvents | undefined) =>
  (accountId: string, code: string): Promise<unknown> =>
    turnResultFor(tables, events, accountId, code);

const serverChoice = (flags: ServerLimitFlags) => ({ limits: serverLimitsFrom(flags), botWorkers: flags.botWorkers ?? defaultBotWorkers() });

const defaultDataDir = (): string => joinPath(dataHome(), APP_FOLDER, 'net-server');

/** The address others can reach this machine at: its first LAN IPv4 address, or loopback. */
function reachableHost(listen: string): string {
  if (listen !== '0.0.0.0' && listen !== '::') return listen;
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return '127.0.0.1';
}

/** The table's options from the flags, checked by the game's module: a usage error for what the game does not take. */
function gameOptions(id: string, flags: HostFlags): object {
  try {
    return gameModule(id).hostOptions(flags);
  } catch (e) {
    throw new UsageError(problemText(e));
  }
}

/** A server of this machine that could not start (a port in use, say): one line. */
export async function connectFailure<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw new Error(`${what}: ${failureWords(e)}`);
  }
}

/** `host --resume` with the options that find this table again (the port it had, listen address, data folder). */
function resumeHostCommand(id: string, flags: HostFlags, port: number): string {
  const parts = [command(id, 'host', '--resume')];
  if (flags.json) parts.push('--json');
  if (port !== DEFAULT_PORT) parts.push(`--port ${port}`);
  if (flags.listen !== '0.0.0.0') parts.push(`--listen ${flags.listen}`);
  if (flags.data) parts.push(`--data ${/^[\w./-]+$/.test(flags.data) ? flags.data : JSON.stringify(flags.data)}`);
  return parts.join(' ');
}

/** `join --resume` for a seat of the table at `address` (HOST:PORT/CODE). */
const rejoinCommand = (id: string, address: string, json = false): string => command(id, 'join', '--resume', ...(json ? ['--json'] : []), address);

export async function host(id: string, flags: HostFlags): Promise<number> {
  oneLineOnUncaught(id);
  if (!flags.json && (!process.stdin.isTTY || !process.stdout.isTTY)) {
    throw new UsageError(usageTexts().play.needsTerminal(`${id} host --json`));
  }
  if (flags.players === 1) throw new UsageError(usageTexts().net.tableForOne(`${id} play --players 1`));
  if (flags.resume && flags.server) throw new UsageError(usageTexts().net.resumeWithServer);
  // A turn-based table goes to a server with accounts: the one named, or the one remembered.
  const turn = turnHostChoice(id, flags, chosenLang(flags.lang));
  if (turn) flags = { ...flags, server: turn.server };
  // An event table too (its deal is the week's, dealt by that server).
  const eventServer = eventHostServer(id, flags, chosenLang(flags.lang));
  if (eventServer) flags = { ...flags, server: eventServer };
  const options = flags.resume ? {} : gameOptions(id, flags);
  const net = netGame(id);
  if (flags.bot && !net.botLevels.includes(flags.bot)) throw new UsageError(usageTexts().net.botOneOf(net.botLevels.join(', ')));

  // Checked before anything starts: a missing session is a usage error.
  const session = flags.resume ? loadSession(id, 'host') : null;
  let server: Awaited<ReturnType<typeof startNetServer>> | null = null;
  let address;
  let shown: string;
  if (flags.server) {
    try {
      address = parseServerAddress(flags.server);
    } catch (e) {
      throw new UsageError(addressLine('server', flags.server, e));
    }
    shown = address.display;
  } else {
    server = await connectFailure('cannot start the server', () =>
      startNetServer({
        port: flags.port,
        host: flags.listen,
        dataDir: flags.data ?? defaultDataDir(),
        resume: flags.resume,
        // The host's own table comes back however long it waited; others abandoned too long do not.
        keepTable: session?.code,
        botDelayMs: flags.botDelay,
        embedded: true,
        ...serverChoice(flags),
      }),
    );
    address = parseServerAddress(`127.0.0.1:${server.port}`);
    shown = `${reachableHost(flags.listen)}:${server.port}`;
  }
  const table = await tableFailure('open', id, { lang: chosenLang(flags.lang), json: flags.json }, async () => {
    if (session) {
      return RemoteTable.join({ ...address, code: session.code }, { seatToken: session.seatToken, name: flags.name ?? session.name });
    }
    // On a server of others (`--server`) the host is known by its key; the embedded one keeps no accounts.
    const prove = server ? undefined : terminalProver();
    return RemoteTable.create(
      address,
      {
        game: id,
        options,
        seed: flags.seed,
        bots: flags.bots,
        botLevel: flags.bot,
        botDelayMs: flags.botDelay,
        name: flags.name,
        watchers: flags.watchers,
        watcherGreetings: flags.watcherGreetings,
        // A public table is listed in the lobby with the language its host plays in.
        ...(flags.public && { public: true, lang: chosenLang(flags.lang) }),
        ...(turn && { turnBased: turn.turnBased }),
        ...(eventServer && { event: true }),
      },
      prove,
    );
  });
  saveSession(table.session(), 'host');
  table.subscribe((c) => c.kind === 'welcome' && saveSession(table.session(), 'host'));
  const joinAddress = `${shown}/${table.code}`;
  // With the embedded server the host comes back with `host --resume`; on a `serve`, like anyone, with the seat's token.
  const comeBack = server ? resumeHostCommand(id, flags, server.port) : rejoinCommand(id, `${address.display}/${table.code}`, flags.json);
  try {
    if (flags.json) return await runNetProtocol({ table, joinAddress, rejoinCommand: comeBack, input: process.stdin, output: process.stdout, errors: process.stderr });
    const commands = { rejoin: comeBack, resumeHost: server ? comeBack : null };
    const savePath = keepFinishedLogOf(id, table);
    if (screenReaderWanted(flags.screenReader)) return await netLines({ table, joinLine: command(id, 'join', joinAddress), commands, ui: screenChoice(flags.lang, flags.theme), savePath });
    const ui = await import('../ui/net/entry.js');
    return await ui.runNetTable({ table, joinLine: command(id, 'join', joinAddress), savePath, commands, ui: screenChoice(flags.lang, flags.theme, flags.mouse), notify: notifyWanted(flags) });
  } finally {
    await server?.close();
  }
}

/** The screen-reader mode at a networked table: lines instead of the screen. */
async function netLines(screen: Parameters<typeof import('../ui/net/net-lines.js').runNetLines>[0]): Promise<number> {
  const { runNetLines } = await import('../ui/net/net-lines.js');
  return runNetLines(screen, { input: process.stdin, output: process.stdout });
}

/** The address argument of `join` or `watch` (HOST:PORT/CODE); a usage error when it is missing or malformed. */
export function roomAddressArgument(command: string, text: string | undefined): RoomAddress {
  if (!text) throw new UsageError(usageTexts().net.needsAddress(command));
  try {
    return parseRoomAddress(text);
  } catch (e) {
    throw new UsageError(addressLine('room', text, e));
  }
}

export async function joinTable(id: string, addressText: string | undefined, flags: JoinFlags): Promise<number> {
  oneLineOnUncaught(id);
  if (!flags.json && (!process.stdin.isTTY || !process.stdout.isTTY)) {
    throw new UsageError(usageTexts().play.needsTerminal(`${id} join --json`));
  }
  let table: RemoteTable;
  if (flags.resume) {
    let given;
    if (addressText) {
      try {
        given = parseRoomAddress(addressText);
      } catch (e) {
        throw new UsageError(addressLine('room', addressText, e));
      }
    }
    const session = loadSession(id, 'join', given?.code);
    // The address given first, then every address the seat knew: any live process of the server finds the table.
    const endpoints = [...new Set([...(given ? [given.endpoint] : []), session.endpoint, ...(session.endpoints ?? [])])];
    // The choice made before the first join holds when the seat is taken back (`--event` may say it too).
    const event = flags.event || (session.event ?? false);
    table = await tableFailure('rejoin', id, { lang: chosenLang(flags.lang), json: flags.json }, () =>
      RemoteTable.rejoin(endpoints, session.code, { seatToken: session.seatToken, name: flags.name ?? session.name }, undefined, event),
    );
  } else {
    const address = roomAddressArgument('join', addressText);
    const event = joinEventChoice(id, flags, chosenLang(flags.lang));
    table = await tableFailure('join', id, { lang: chosenLang(flags.lang), json: flags.json }, () => RemoteTable.join(address, { name: flags.name, seat: flags.seat }, [], terminalProver(), event));
  }
  if (table.game !== id) {
    await table.leave();
    throw new UsageError(usageTexts().net.joinOther(table.game, `${table.game} join`));
  }
  saveSession(table.session(), 'join');
  table.subscribe((c) => c.kind === 'welcome' && saveSession(table.session(), 'join'));
  const comeBack = rejoinCommand(id, `${table.server.display}/${table.code}`, flags.json);
  if (flags.json) return runNetProtocol({ table, rejoinCommand: comeBack, input: process.stdin, output: process.stdout, errors: process.stderr });
  const savePath = keepFinishedLogOf(id, table);
  const commands = { rejoin: comeBack, resumeHost: null };
  if (screenReaderWanted(flags.screenReader)) return netLines({ table, joinLine: null, commands, ui: screenChoice(flags.lang, flags.theme), savePath });
  const ui = await import('../ui/net/entry.js');
  return ui.runNetTable({ table, joinLine: null, savePath, commands, ui: screenChoice(flags.lang, flags.theme, flags.mouse), notify: notifyWanted(flags) });
}

/** SIGTERM: the server drains (every table stays restorable with --resume); after this it stops anyway. */
const STOP_DEADLINE_MS = 9000;

export async function serve(flags: ServeFlags): Promise<number> {
  if (flags.resume && flags.redis) throw new UsageError(lineTexts().serve.resumeWithRedis);
  // Room events carry names and refusal texts that came from clients: JSON, and printable.
  const log = logLines();
  const line = (event: object): void => log.line(event);
  const dataDir = flags.data ?? defaultDataDir();
  const choice = serverChoice(flags);
  // The SSH front's tables are the game server's: it connects as a proxy naming each player.
  const ssh = flags.ssh === undefined ? null : await import('./ssh/ssh-front.js');
  const bridge = ssh?.newBridge(flags.listen);
  const password = monitorPassword(flags);
  const token = operatorToken(flags);
  const clock = testClock(flags.testClock);
  const server = await connectFailure('cannot start the server', () =>
    startNetServer({
      port: flags.port,
      host: flags.listen,
      dataDir,
      redisUrl: flags.redis,
      database: flags.database ?? sqliteFileIn(dataDir),
      // The daily field's deals: each game's seed of the day, worked out on a worker thread.
      dailySeed: async (game, day) => (await import('./ssh/served-games.js')).seedOffTheLoop(game, day),
      resume: flags.resume,
      publicAddress: flags.publicAddress,
      botDelayMs: flags.botDelay,
      logEvent: line,
      bridge,
      ...(flags.operatorListen && { operator: flags.operatorListen }),
      ...(password && { monitorPassword: password }),
      ...(token && { operatorToken: token }),
      ...(clock && { clock }),
      ...choice,
    }),
  );
  let front: Awaited<ReturnType<NonNullable<typeof ssh>['startSshFront']>> | null = null;
  if (ssh && bridge && flags.ssh !== undefined) {
    const { sshLimitsFrom } = await import('./ssh/ssh-options.js');
    const sshPort = flags.ssh;
    try {
      front = await connectFailure('cannot start the SSH server', () =>
        ssh.startSshFront({
          port: sshPort,
          listen: flags.listen,
          dataDir,
          gamePort: server.port,
          publicHost: reachableHost(flags.listen),
          bridge,
          accounts: server.accounts,
          ...(server.daily && { daily: server.daily }),
          ...(server.ladder && { ladder: server.ladder }),
          ...(server.events && { events: server.events }),
          ...(server.puzzles && { puzzles: server.puzzles }),
          // "Your tables": the account's turn-based tables, as …/tables/mine answers, read in-process.
          ...(server.turn && { myTables: myTablesOf(server.turn.tables) }),
          // A finished one's end, as …/tables/result answers (the table leaves the list once its end is given).
          ...(server.turn && { finishedTables: finishedOf(server.turn.tables, server.events) }),
          limits: sshLimitsFrom(flags),
          botDelayMs: flags.botDelay,
          seed: flags.sshSeed,
          logEvent: line,
          ...(server.bans && { bans: server.bans }),
        }),
      );
    } catch (e) {
      await server.close();
      throw e;
    }
  }
  const sshFacts = front ? { ssh: front.port, sshFingerprint: front.fingerprint, sshHostKey: front.hostKeyPath } : {};
  line({
    event: 'listening',
    port: server.port,
    ...(server.operatorPort !== undefined && { operatorPort: server.operatorPort }),
    ...sshFacts,
    listen: flags.listen,
    data: dataDir,
    redis: Boolean(flags.redis),
    database: flags.database ? 'postgres' : 'sqlite',
    botWorkers: choice.botWorkers,
    restored: server.restored,
  });
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  line({ event: 'stopping' });
  // A second signal, or a drain that hangs, ends the process at once; the logs on disk are whole.
  const forced = (): void => {
    line({ event: 'stopped', forced: true });
    process.exit(1);
  };
  process.once('SIGINT', forced);
  process.once('SIGTERM', forced);
  setTimeout(forced, STOP_DEADLINE_MS).unref();
  await front?.close();
  await server.close();
  line({ event: 'stopped' });
  // Colyseus may leave timers of closed rooms behind; nothing is left to do, so they do not hold the process.
  setTimeout(() => process.exit(0), 100).unref();
  return 0;
}
