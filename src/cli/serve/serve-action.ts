// What `serve` does: a game server for many tables (with its SSH front when asked), its events
// as log lines, until SIGINT or SIGTERM drains it.
import type { TeamEvents } from '../../net/events/team-events.js';
import { sqliteFileIn } from '../../net/db/where.js';
import { MONITOR_PASSWORD_MIN } from '../../net/operator/monitor-panel.js';
import { OPERATOR_TOKEN_MIN, OPERATOR_TOKEN_VARIABLE } from '../../net/operator/operator-acts.js';
import { startNetServer } from '../../net/server/server.js';
import { turnResultFor } from '../../net/turn/turn-result.js';
import type { TurnTables } from '../../net/turn/turn-tables.js';
import { UsageError } from '../program/errors.js';
import { connectFailure, defaultDataDir, reachableHost, serverChoice } from './local-server.js';
import { logLines } from './log-lines.js';
import type { ServerLimitFlags } from './server-options.js';
import type { SshFlags } from '../ssh/ssh-options.js';
import { testClock } from './test-clock.js';
import { lineTexts } from '../words/line-texts.js';

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
  if (Array.from(password).length < MONITOR_PASSWORD_MIN) throw new UsageError(lineTexts().serve.monitorPassword(MONITOR_PASSWORD_MIN, 'REGICIDE_MONITOR_PASSWORD'));
  return password;
}

/**
 * The operator's token, from the environment: with it (and --operator-listen) the operator's acts
 * are on; without it they are off. The same variable is what `operator` sends.
 */
function operatorToken(flags: ServeFlags, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const token = env[OPERATOR_TOKEN_VARIABLE];
  if (!flags.operatorListen || token === undefined || token === '') return undefined;
  if (Array.from(token).length < OPERATOR_TOKEN_MIN || /\s/.test(token)) throw new UsageError(lineTexts().serve.tokenForm(OPERATOR_TOKEN_VARIABLE, OPERATOR_TOKEN_MIN));
  return token;
}

/** The SSH front's "Your tables": an account's turn-based tables in the shape `…/tables/mine` answers. */
const myTablesOf =
  (tables: TurnTables) =>
  async (accountId: string): Promise<unknown> => ({ now: tables.now(), tables: await tables.mine(accountId) });

/** The SSH front's end of an account's finished turn-based table, in the shape `…/tables/result` answers. */
const finishedOf =
  (tables: TurnTables, events: TeamEvents | undefined) =>
  (accountId: string, code: string): Promise<unknown> =>
    turnResultFor(tables, events, accountId, code);

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
  const ssh = flags.ssh === undefined ? null : await import('../ssh/ssh-front.js');
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
      dailySeed: async (game, day) => (await import('../ssh/served-games.js')).seedOffTheLoop(game, day),
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
    const { sshLimitsFrom } = await import('../ssh/ssh-options.js');
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
