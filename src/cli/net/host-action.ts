// What `host` does: opens a table, on a server of this machine (embedded) or on one named with
// --server, takes seat 1 and plays it at this terminal (or speaks the protocol with --json).
// Loaded only when it runs, so that Colyseus is not loaded for a solo game or for --help.
import { gameModule } from '../../modules/registry.js';
import { netGame } from '../../net/wire/games.js';
import { parseServerAddress } from '../../net/client/address.js';
import type { WatchPolicy } from '../../net/wire/messages.js';
import { RemoteTable } from '../../net/client/remote-table.js';
import { startNetServer } from '../../net/server/server.js';
import type { Lang } from '../../text/lang.js';
import { command } from '../../ui/shared/commands.js';
import type { ThemeName } from '../../ui/shared/palettes.js';
import { oneLineOnUncaught, problemText, UsageError } from '../program/errors.js';
import { type EventHostFlags, eventHostServer } from '../event/event-host.js';
import { connectFailure, defaultDataDir, reachableHost, serverChoice } from '../serve/local-server.js';
import { DEFAULT_PORT } from './net-defaults.js';
import { runNetProtocol } from './net-protocol.js';
import { loadSession, saveSession } from './net-sessions.js';
import { keepFinishedLogOf, netLines, rejoinCommand, screenChoice } from './net-table-run.js';
import { chosenLang } from '../program/option-parsers.js';
import { screenReaderWanted } from '../program/screen-reader.js';
import type { ServerLimitFlags } from '../serve/server-options.js';
import { tableFailure } from './table-failure.js';
import { terminalProver } from '../account/terminal-prover.js';
import { type TurnHostFlags, turnHostChoice } from '../turn/turn-host.js';
import { notifyWanted } from '../turn/turn-notify-option.js';
import { usageTexts } from '../words/usage-texts.js';
import { addressLine } from '../words/line-texts.js';

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

/** The table's options from the flags, checked by the game's module: a usage error for what the game does not take. */
function gameOptions(id: string, flags: HostFlags): object {
  try {
    return gameModule(id).hostOptions(flags);
  } catch (e) {
    throw new UsageError(problemText(e));
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
    const ui = await import('../../ui/net/entry.js');
    return await ui.runNetTable({ table, joinLine: command(id, 'join', joinAddress), savePath, commands, ui: screenChoice(flags.lang, flags.theme, flags.mouse), notify: notifyWanted(flags) });
  } finally {
    await server?.close();
  }
}
