// One server process, started and stopped: Colyseus with a WebSocket transport behind our own
// HTTP edge (quotas, timeouts, origins, the matchmaking routes), the table room, bots on worker
// threads, optional Redis presence and driver (several processes sharing rooms), room logs in a
// data folder, and the restoring of unfinished rooms after a crash or a restart. The routes that
// sit on the accounts are wired in server-accounts.ts; the options and the handle are named in
// server-options.ts.
import { SpreadPingTransport } from './spread-ping-transport.js';
import { LocalPresence, Server, matchMaker } from '@colyseus/core';
import { IndexedLocalDriver } from '../scale/indexed-local-driver.js';
import type { AddressInfo } from 'node:net';
import { isMainThread } from 'node:worker_threads';
import { printable } from '../../core/printable.js';
import { type EdgeEvent, createHttpEdge } from '../http/http-edge.js';
import { FAREWELL_SECONDS, FRAME_MAX_BYTES } from '../wire/messages.js';
import { pruneRoomLogs, prepareDataDir, roomsToRestore } from '../logs/room-files.js';
import { capRoomLogs } from '../logs/room-log-cap.js';
import { type RoomEvent, type RoomServices, offerRestore, roomServices } from './room-services.js';
import { checkCreate } from '../state/room-setup.js';
import { diskRoomStore } from '../logs/room-store.js';
import type { RedisTables } from '../scale/redis-tables.js';
import type { FindTable } from '../scale/table-takeover.js';
import { startServerBots } from '../bots/server-bots.js';
import { DEFAULT_LIMITS, type ServerBots, type ServerLimits } from './server-limits.js';
import { ROOM_NAME, tableRoomFor } from '../room/table-room.js';
import { startOperatorHttp } from '../operator/operator-http.js';
import { monitorPanel } from '../operator/monitor-panel.js';
import { ServerMetrics } from './server-metrics.js';
import { operatorActsFor, rateWith, startAccountParts } from './server-accounts.js';
import type { NetServer, NetServerOptions } from './server-options.js';
import type { PushPort } from '../push/push-port.js';
import type { TurnTableActions } from '../turn/turn-port.js';

/** How long a drain waits for the rooms to close before it stops anyway (their logs are on disk). */
const DRAIN_WAIT_MS = 6000;
const HOUR_MS = 60 * 60 * 1000;
const CAP_CHECK_MS = 10 * 60 * 1000;

/** Colyseus's own complaints (a client's bad frame…) as one printable line on stderr, never a stack. */
const oneLine = (args: unknown[]): string => printable(args.map((a) => String(a instanceof Error ? a.message : a).split('\n')[0]).join(' '));
const oneLineLogger = {
  debug: () => {},
  trace: () => {},
  info: () => {},
  warn: (...args: unknown[]) => void process.stderr.write(`colyseus: ${oneLine(args)}\n`),
  error: (...args: unknown[]) => void process.stderr.write(`colyseus: ${oneLine(args)}\n`),
};

/** Colyseus, except that the matchmaking routes are the edge's (Colyseus would wrap every request listener). */
class EdgeServer extends Server {
  protected override attachMatchMakingRoutes(): void {}
}

const within = (ms: number, work: Promise<unknown>): Promise<unknown> => {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]).finally(() => clearTimeout(timer));
};

async function loadRedis() {
  const [{ RedisPresence }, { FencedRedisDriver }, { RedisTables }, { tableFinder }, { RedisQuickLedger }] = await Promise.all([
    import('@colyseus/redis-presence'),
    import('../scale/fenced-redis-driver.js'),
    import('../scale/redis-tables.js'),
    import('../scale/table-takeover.js'),
    import('../quick/redis-quick-ledger.js'),
  ]);
  return { RedisPresence, FencedRedisDriver, RedisTables, tableFinder, RedisQuickLedger };
}

/** The command a push names to open a table: with this server's address when it is known to others. */
function joinCommandOf(o: NetServerOptions, port: number): (game: string, code: string) => string {
  const wildcard = o.host === '0.0.0.0' || o.host === '::';
  const address = o.publicAddress ?? (wildcard ? undefined : `${o.host}:${port}`);
  return (game, code) => `${game} join ${code}${address ? ` --server ${address}` : ''}`;
}

/** The options and the handle, named by front ends and tests with the server. */
export type { NetServer, NetServerOptions };

export async function startNetServer(o: NetServerOptions): Promise<NetServer> {
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...o.limits };
  const metrics = new ServerMetrics();
  const logEvent = (e: RoomEvent | EdgeEvent): void => {
    metrics.observe(e);
    o.logEvent?.(e);
  };
  // Everything this process writes is readable by its owner only (the room store sets its own modes too).
  if (isMainThread) process.umask(0o077);
  if (o.dataDir) prepareDataDir(o.dataDir);

  // With Redis the tables' logs and leases live there (any process can take a table over); the
  // disk is the single process's. Loaded only with --redis.
  const redis = o.redisUrl ? await loadRedis() : undefined;
  const tables: RedisTables | undefined =
    redis && o.redisUrl
      ? new redis.RedisTables({
          url: o.redisUrl,
          processId: () => matchMaker.processId,
          publicAddress: o.publicAddress,
          finishedLogDays: limits.finishedLogDays,
          onError: (message) => logEvent({ event: 'redisError', message }),
          onProcesses: (addresses) => logEvent({ event: 'processes', live: addresses }),
        })
      : undefined;
  // The accounts, and everything that sits on them, loaded only when the server keeps accounts (server-accounts.ts).
  const onAccounts = o.database ? await startAccountParts(o.database, o, limits, logEvent) : undefined;
  const { accounts, banList, daily, pushes, ladder, events, puzzles, miner, turnParts, turnTables, turn } = onAccounts ?? {};
  // Where the tables' and the clock's pushes go: the service, or what a test gives.
  const pushPort: PushPort | undefined = o.push ?? pushes?.service;
  let findTable: FindTable | undefined;
  // A join by code finds a parked turn-based table too (restored here), before Redis's takeover is asked.
  let turnFind: FindTable | undefined;
  // The edge asks the room's own check of create options before it counts or makes anything.
  const notReady = (): string | null => tables?.problem() ?? null;
  // With Redis, quick matches on every process decide through one ledger (two players asking two processes at once meet).
  const quickLedger = redis && o.redisUrl ? new redis.RedisQuickLedger(o.redisUrl) : undefined;
  const edge = createHttpEdge({
    ...(quickLedger && { quickLedger }),
    limits,
    onEvent: logEvent,
    checkCreate: (options) => void checkCreate(options, services),
    bridge: o.bridge,
    findTable: () => turnFind ?? findTable,
    onRefusal: (code) => metrics.refused(code),
    notReady,
    lobbyTiming: o.lobbyTiming,
    ...(onAccounts && { otherRoutes: onAccounts.route }),
    ...(banList && { isBanned: (address: string) => banList.isAddressBanned(address) }),
  });
  const bots: ServerBots | undefined = o.botWorkers ? startServerBots(o.botWorkers) : undefined;
  const farewells = new Set<Promise<void>>();
  // A read that changed the bans closes what they now catch among the connections already open (a ban
  // made on another process is read here within banRefreshMs).
  const liveRooms: NonNullable<RoomServices['liveRooms']> = new Set();
  banList?.onRead(() => {
    for (const room of liveRooms) room.closeBanned((c) => banList.isBanned(c));
  });
  const services = roomServices({
    farewells,
    store: tables ? tables.store() : o.dataDir ? diskRoomStore(o.dataDir) : null,
    ...(tables && { peers: () => tables.peers() }),
    logEvent,
    limits,
    bots,
    metrics,
    embedded: o.embedded ?? false,
    tableClosed: edge.tableClosed,
    botsJoining: edge.botsJoining,
    ownerOf: edge.ownerOf,
    tableRestored: edge.tableRestored,
    ...(accounts && { accounts: accounts.accounts, proofAddresses: accounts.own, liveRooms, ...(o.bridge?.vouchers && { vouchers: o.bridge.vouchers }) }),
    ...(ladder && { gameEnded: rateWith(ladder.ladder, logEvent) }),
    ...(events && { events: events.events }),
    ...(o.botDelayMs !== undefined && { botDelayMs: o.botDelayMs }),
    ...(o.reconnectSeconds !== undefined && { reconnectSeconds: o.reconnectSeconds }),
    ...(turn && { turn }),
    ...(pushPort && { push: pushPort }),
  });
  const turnRestore = turn && turnParts ? turnParts.turnRestorer(services, turn) : undefined;
  const turnActions = turnRestore && turnParts ? turnParts.turnActions(turnRestore) : undefined;

  const presence = redis && o.redisUrl ? new redis.RedisPresence(o.redisUrl) : undefined;
  const driver = redis && o.redisUrl ? new redis.FencedRedisDriver(o.redisUrl) : undefined;
  // Each client pinged every 5 s and cut off after 3 unanswered, the pings spread over the 5 s (spread-ping-transport.ts).
  const transport = new SpreadPingTransport({
    server: edge.server,
    verifyClient: edge.verifyClient,
    maxPayload: FRAME_MAX_BYTES,
    pingInterval: 5000,
    pingMaxRetries: 3,
  });
  const server = new EdgeServer({
    transport,
    presence: presence ?? new LocalPresence(),
    driver: driver ?? new IndexedLocalDriver(),
    greet: false,
    logger: oneLineLogger,
    gracefullyShutdown: false,
    publicAddress: o.publicAddress,
    // A room opens on the process the host asked; other processes reach it through Redis.
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
  });
  server.define(ROOM_NAME, tableRoomFor(services));
  await server.listen(o.port, o.host);
  const port = (edge.server.address() as AddressInfo).port;
  if (turn && turn.serverAddress === '') turn.serverAddress = `${o.host === '0.0.0.0' || o.host === '::' ? '127.0.0.1' : o.host}:${port}`;

  if (tables) {
    await tables.start();
    findTable = redis!.tableFinder(tables, services);
  }
  if (turnRestore && turnParts) turnFind = turnParts.turnFinder(turnRestore, findTable);
  const restored: string[] = [];
  if (o.resume && o.dataDir && !tables) {
    const keep = new Set(o.keepTable ? [o.keepTable] : []);
    const saved = roomsToRestore(o.dataDir, limits.abandonedMinutes, (file, why) => logEvent({ event: 'restoreSkipped', room: file, message: why }), { keep });
    for (const log of saved) {
      // A table that went turn-based ("continue later") lives in the database: a live log left behind (a crash in the switch) is not it.
      if (turnTables && (await turnTables.exists(log.room.code))) {
        logEvent({ event: 'restoreSkipped', room: log.room.code, message: 'the table is turn-based now' });
        continue;
      }
      // Only the server's own createRoom call holds the ticket: a client cannot ask for a restore.
      const ticket = offerRestore(services, log);
      try {
        await matchMaker.createRoom(ROOM_NAME, { restore: ticket });
        restored.push(log.room.code);
      } catch (e) {
        services.restores.delete(ticket);
        logEvent({ event: 'restoreFailed', room: log.room.code, message: (e as Error).message });
      }
    }
  }

  const prune = (): void => {
    if (!o.dataDir) return;
    for (const code of pruneRoomLogs(o.dataDir, limits.finishedLogDays)) logEvent({ event: 'logRemoved', room: code, days: limits.finishedLogDays });
  };
  prune();
  const pruning = setInterval(prune, HOUR_MS);
  pruning.unref();
  // The logs' disk cap, checked more often than the days (a stranger's abandoned tables add up within hours).
  let capping: Promise<void> | null = null;
  const cap = (): Promise<void> => {
    const dataDir = o.dataDir;
    if (!dataDir || limits.roomLogsMaxBytes <= 0 || capping) return capping ?? Promise.resolve();
    capping = (async () => {
      const open = new Set((await matchMaker.query({ name: ROOM_NAME })).map((r) => r.roomId));
      const removed = await capRoomLogs(dataDir, { maxBytes: limits.roomLogsMaxBytes, keepNewerThanMs: limits.abandonedMinutes * 60_000, open });
      for (const r of removed) logEvent({ event: 'logRemoved', room: r.code, bytes: r.bytes, finished: r.finished, maxBytes: limits.roomLogsMaxBytes });
    })()
      .catch((e: Error) => logEvent({ event: 'logCapFailed', message: e.message }))
      .finally(() => (capping = null));
    return capping;
  };
  await cap();
  const capChecks = setInterval(() => void cap(), CAP_CHECK_MS);
  capChecks.unref();
  const monitor = o.operator && o.monitorPassword ? await monitorPanel(o.monitorPassword, { guessesPerMinute: limits.monitorGuessesPerMinute }) : undefined;
  const acts = o.operator && o.operatorToken && accounts && banList ? await operatorActsFor(o.operatorToken, accounts, banList, limits, logEvent, daily?.results, o.clock) : undefined;
  const operator = o.operator ? await startOperatorHttp({ ...o.operator, metrics, notReady: () => edge.notReady() ?? notReady(), monitor, acts }) : undefined;
  // Only now: a client coming back before its table was restored would be told there is no such table.
  edge.open();
  // The turn-based tables' clock (turn-clock.ts), on the accounts' database: it acts through the
  // tables' own actions (turn-actions.ts), or the ones a test gives.
  const clockActions: TurnTableActions | undefined = o.turnActions ?? turnActions;
  const turnClock =
    accounts && clockActions
      ? new (await import('../turn/turn-clock.js')).TurnClock(accounts.database.db, {
          actions: clockActions,
          ...(pushPort && { push: pushPort }),
          ...(o.clock && { now: o.clock }),
          ...(o.turnSweepMs !== undefined && { sweepMs: o.turnSweepMs }),
          remindersPerDay: limits.remindersPerDay,
          joinCommand: joinCommandOf(o, port),
          onError: (message) => logEvent({ event: 'turnClockError', message }),
        })
      : undefined;
  turnClock?.start();

  return {
    port,
    ...(operator && { operatorPort: operator.port }),
    ...(accounts && { accounts: accounts.accounts }),
    restored,
    ...(banList && { bans: banList }),
    ...(daily && { daily: daily.results }),
    ...(turnTables && turnActions && { turn: { tables: turnTables, actions: turnActions } }),
    ...(ladder && { ladder: ladder.ladder }),
    ...(events && { events: events.events }),
    ...(puzzles && { puzzles: puzzles.crowd }),
    async close() {
      // A table its host closed first tells the seats still coming back (a few seconds at most).
      await within(FAREWELL_SECONDS * 1000 + 1000, Promise.all(farewells));
      edge.drain();
      clearInterval(pruning);
      clearInterval(capChecks);
      // Each room finishes its last write and closes its clients with the code that fits (onBeforeShutdown).
      await within(DRAIN_WAIT_MS, server.gracefullyShutdown(false));
      await tables?.stop().catch(() => {});
      await quickLedger?.close().catch(() => {});
      await bots?.close();
      operator?.close();
      edge.server.close();
      edge.server.closeAllConnections();
      banList?.stop();
      await turnClock?.stop();
      // The pushes under way finish (a few seconds at most) before their database closes.
      await pushes?.stop().catch(() => {});
      // A game being mined is called off (its claim goes stale; the next start mines it again).
      await miner?.stop().catch(() => {});
      // A ceiling still being proven is dropped, its worker ended (the next start proves it again).
      // Not waited for: the closed events write nothing more, and the worker holds no process open.
      // (Waiting for a worker ended while it was still starting from source left a client's leave
      // hanging in the tests: table-identity-restart.)
      void events?.events.close();
      await accounts?.close().catch(() => {});
    },
  };
}
