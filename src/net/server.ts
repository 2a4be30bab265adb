// One server process: Colyseus with a WebSocket transport behind our own HTTP edge (quotas,
// timeouts, origins, the matchmaking routes), the table room, bots on worker threads, optional
// Redis presence and driver (several processes sharing rooms), room logs in a data folder, and
// the restoring of unfinished rooms after a crash or a restart.
import { LocalPresence, Server, matchMaker } from '@colyseus/core';
import { IndexedLocalDriver } from './indexed-local-driver.js';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { AddressInfo } from 'node:net';
import { isMainThread } from 'node:worker_threads';
import { printable } from '../core/printable.js';
import type { AccountService } from './account-service.js';
import type { Bridge } from './client-address.js';
import { type EdgeEvent, createHttpEdge } from './http-edge.js';
import type { LobbyTiming } from './lobby-http.js';
import { FAREWELL_SECONDS, FRAME_MAX_BYTES } from './messages.js';
import { pruneRoomLogs, prepareDataDir, roomsToRestore } from './room-files.js';
import { capRoomLogs } from './room-log-cap.js';
import { type RoomEvent, type RoomServices, offerRestore, roomServices } from './room-services.js';
import { checkCreate } from './room-setup.js';
import { diskRoomStore } from './room-store.js';
import type { RedisTables } from './redis-tables.js';
import type { FindTable } from './table-takeover.js';
import { startServerBots } from './server-bots.js';
import { DEFAULT_LIMITS, type ServerBots, type ServerLimits } from './server-limits.js';
import { ROOM_NAME, tableRoomFor } from './table-room.js';
import { startOperatorHttp } from './operator-http.js';
import { monitorPanel } from './monitor-panel.js';
import { ServerMetrics } from './server-metrics.js';
import type { AccountHttp } from './account-http.js';
import type { BanList } from './bans.js';
import type { DailyResults } from './daily-results.js';
import type { PushPort } from './push/push-port.js';
import type { TurnTableActions } from './turn/turn-port.js';
import type { TurnServices } from './turn/turn-services.js';
import type { TurnTables } from './turn/turn-tables.js';
import type { FinishedGame } from './finished-game.js';
import type { Ladder } from './ladder/ladder.js';
import type { RatingSystem } from './ladder/rating-system.js';
import type { TeamEvents, TeamEventsOptions } from './events/team-events.js';

export interface NetServerOptions {
  port: number;
  /** Interface to listen on: 0.0.0.0 for a LAN, 127.0.0.1 for this machine only. */
  host: string;
  dataDir?: string;
  redisUrl?: string;
  /** Restore the unfinished rooms saved in dataDir (those abandoned longer than the limit are skipped). */
  resume?: boolean;
  /** With `resume`: this table is restored however long it has been abandoned (`host --resume`: the host's own). */
  keepTable?: string;
  logEvent?: (event: RoomEvent | EdgeEvent) => void;
  /** Default pause of the server's bots before they move. */
  botDelayMs?: number;
  /** How long a dropped player keeps the seat (default two minutes; tests shorten it). */
  reconnectSeconds?: number;
  /** With Redis: the address other processes' clients use to reach this one (host:port). */
  publicAddress?: string;
  /** The limits this server enforces; what is not given is DEFAULT_LIMITS. */
  limits?: Partial<ServerLimits>;
  /** Worker threads for the server's bots; 0 (the default here): bots decide on the message loop. */
  botWorkers?: number;
  /** The server runs inside the host's program (`host`): the host's quit closes its tables. */
  embedded?: boolean;
  /** This process's SSH front, which names its players' addresses (client-address.ts). */
  bridge?: Bridge;
  /** The operator's own listener (/metrics, /healthz, the monitor); absent: none. */
  operator?: { host: string; port: number };
  /** With `operator`: Colyseus's monitor panel at /monitor behind this password. */
  monitorPassword?: string;
  /** The accounts' database (a SQLite file or a postgres:// URL); absent: no accounts (an embedded table). */
  database?: string;
  /** With `database`: the seed of a game's daily deal on a UTC day, for the daily field (daily-http.ts); absent: no field. */
  dailySeed?(game: string, day: string): Promise<string>;
  /** The lobby's timing: how often its listing is read, how long a long poll waits (tests shorten them). */
  lobbyTiming?: LobbyTiming;
  /** With `operator` and `database`: the operator's acts (bans, renames, the lobby) behind this token. */
  operatorToken?: string;
  /** How often the bans are read again from the database (other processes' acts); default 3 s. */
  banRefreshMs?: number;
  /** The time the turn-based tables, their clock and the pushes go by (default Date.now; tests run days in a moment). */
  clock?: () => number;
  /** With `database`: what the turn-based clock asks of the tables at a deadline; absent: no clock runs. */
  turnActions?: TurnTableActions;
  /** With `database`: where the turn-based clock's reminders go; absent: nowhere. */
  push?: PushPort;
  /** Lists of `…/tables/mine` one address may ask a minute (default 30; the load bench, all on loopback, raises it). */
  turnListsPerMinute?: number;
  /** How often the turn-based clock sweeps (default 10 s). */
  turnSweepMs?: number;
  /** With `database`: the ladder's rating system; absent: Glicko-2 from its library. */
  ratingSystem?: RatingSystem;
  /** Ladder requests one address may make a minute (default 60). */
  ladderPerMinute?: number;
  /** With `database`: the weekly team events' clock (default `clock`, else Date.now; tests move to another week). */
  eventClock?: () => number;
  /** With `database`: how a week's deal's ceiling is proven (default: the game's solver on a worker thread). */
  proveCeiling?: TeamEventsOptions['prove'];
}

export interface NetServer {
  port: number;
  /** The operator listener's port, when there is one. */
  operatorPort?: number;
  /** Codes of the rooms restored from the data folder. */
  restored: string[];
  /** The bans as this process holds them (with a database): the SSH front checks its connections against them. */
  bans?: BanList;
  /** The accounts this server keeps (with `database`): the SSH front's menu acts on them in-process. */
  accounts?: AccountService;
  /** The daily field's results (with accounts and a daily seed): the SSH front submits its sessions' daily games here. */
  daily?: DailyResults;
  /** With accounts: the turn-based tables' rows and what the clock asks of them (turn-clock.ts sweeps with these). */
  turn?: { tables: TurnTables; actions: TurnTableActions };
  /** The Thronfolge ladder (with accounts and its rating library): the SSH front reads it in-process. */
  ladder?: Ladder;
  /** The weekly team events (with accounts). */
  events?: TeamEvents;
  /**
   * Drains and stops: refuses newcomers, lets every table finish its last write and closes it.
   * Clients of a table its host closed are told so (4100); all others that the server is
   * stopping (4101), and keep trying to come back (to a `--resume`).
   */
  close(): Promise<void>;
}

/** How long a drain waits for the rooms to close before it stops anyway (their logs are on disk). */
const DRAIN_WAIT_MS = 6000;
const HOUR_MS = 60 * 60 * 1000;
const BAN_REFRESH_MS = 3000;
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

async function loadTurn() {
  const [{ TurnTables }, { startTurnHttp }, { turnRestorer, turnFinder }, { turnActions }] = await Promise.all([
    import('./turn/turn-tables.js'),
    import('./turn/turn-http.js'),
    import('./turn/turn-restore.js'),
    import('./turn/turn-actions.js'),
  ]);
  return { TurnTables, startTurnHttp, turnRestorer, turnFinder, turnActions };
}

async function loadRedis() {
  const [{ RedisPresence }, { FencedRedisDriver }, { RedisTables }, { tableFinder }, { RedisQuickLedger }] = await Promise.all([
    import('@colyseus/redis-presence'),
    import('./fenced-redis-driver.js'),
    import('./redis-tables.js'),
    import('./table-takeover.js'),
    import('./redis-quick-ledger.js'),
  ]);
  return { RedisPresence, FencedRedisDriver, RedisTables, tableFinder, RedisQuickLedger };
}

/** The operator's acts over this process's accounts and bans; a table is unlisted wherever it lives (Redis's driver finds it). */
async function operatorActsFor(token: string, { accounts, database }: AccountHttp, banList: BanList, limits: ServerLimits, logEvent: (e: RoomEvent) => void, daily: DailyResults | undefined) {
  const [{ operatorActs }, { Bans }] = await Promise.all([import('./operator-acts.js'), import('./bans.js')]);
  return operatorActs({
    token,
    accounts,
    bans: new Bans(database.db),
    banList,
    ...(daily && { daily }),
    guessesPerMinute: limits.monitorGuessesPerMinute,
    onError: (message) => logEvent({ event: 'databaseError', message }),
    async unlist(code) {
      // The driver finds a private table too (every table is: it is joined by its code), on any process with Redis.
      if (!(await matchMaker.driver.findOne({ roomId: code }))) return false;
      // The room keeps `unlisted` once set (the lobby never lists it again).
      await matchMaker.remoteRoomCall(code, 'setMetadata', [{ unlisted: true }]);
      return true;
    },
  });
}

/** The command a push names to open a table: with this server's address when it is known to others. */
function joinCommandOf(o: NetServerOptions, port: number): (game: string, code: string) => string {
  const wildcard = o.host === '0.0.0.0' || o.host === '::';
  const address = o.publicAddress ?? (wildcard ? undefined : `${o.host}:${port}`);
  return (game, code) => `${game} join ${code}${address ? ` --server ${address}` : ''}`;
}

/** The ladder's routes over the accounts, with the rating system given or its library's (loaded only with accounts). */
async function startLadder(accounts: AccountHttp, o: NetServerOptions, logEvent: (e: RoomEvent) => void) {
  const [{ startLadderHttp }, { glicko2 }] = await Promise.all([import('./ladder/ladder-http.js'), import('./ladder/glicko2-library.js')]);
  const system = o.ratingSystem ?? glicko2;
  return startLadderHttp(accounts, system, { ...(o.ladderPerMinute !== undefined && { perMinute: o.ladderPerMinute }), onError: (message) => logEvent({ event: 'databaseError', message }) });
}

/** The weekly team events over the accounts, with their route; each game's ceiling for this week proven in the background. */
async function startEvents(accounts: AccountHttp, o: NetServerOptions, logEvent: (e: RoomEvent) => void) {
  const [{ TeamEvents }, { startEventHttp }, { proveOffTheLoop }, { gameModules }] = await Promise.all([
    import('./events/team-events.js'),
    import('./events/event-http.js'),
    import('./events/ceiling-prover.js'),
    import('../modules/registry.js'),
  ]);
  const onError = (message: string): void => logEvent({ event: 'databaseError', message: printable(message) });
  const now = o.eventClock ?? o.clock;
  const prove = o.proveCeiling ?? ((game: string, seed: string, players: number, signal: AbortSignal) => proveOffTheLoop(game, seed, players, { signal }));
  const events = await TeamEvents.open(accounts.database.db, { prove, onError, ...(now && { now }) });
  for (const m of gameModules()) if (m.teamEvent) void events.prove(m.id);
  return { events, http: startEventHttp(accounts, events, { onError }) };
}

/** What a room's end does on a server with a ladder: the game is rated (when it is a rated duel), and the room's log says so. */
function rateWith(ladder: Ladder, logEvent: (e: RoomEvent) => void): (game: FinishedGame) => void {
  return (game) => {
    ladder
      .record(game)
      .then((answer) => {
        if (answer.rated) logEvent({ event: 'rated', room: game.key.replace(/^(live|turn):/, ''), changes: answer.changes.map((c) => ({ before: Math.round(c.before), after: Math.round(c.after) })) });
      })
      .catch((e: unknown) => logEvent({ event: 'databaseError', message: printable(String(e instanceof Error ? e.message : e).split('\n')[0]) }));
  };
}

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
  // The accounts and their database, loaded only when the server keeps accounts.
  const accounts = o.database
    ? await (
        await import('./account-http.js')
      ).startAccountHttp({
        database: o.database,
        ...(o.publicAddress && { serverAddresses: [o.publicAddress] }),
        keysPerAccount: limits.keysPerAccount,
        nameChangesPerDay: limits.nameChangesPerAccountPerDay,
        namesPerAddressPerDay: limits.namesPerAddressPerDay,
        challengesPerMinute: limits.challengesPerMinutePerAddress,
        onError: (message) => logEvent({ event: 'databaseError', message }),
      })
    : undefined;
  // The bans, in memory: every process reads them again every few seconds (one PostgreSQL, one list).
  const banList = accounts ? new (await import('./bans.js')).BanList(accounts.database.db, (message) => logEvent({ event: 'databaseError', message })) : undefined;
  await banList?.start(o.banRefreshMs ?? BAN_REFRESH_MS);
  // The daily field sits on the accounts (its results are theirs), loaded with them.
  const daily =
    accounts && o.dailySeed
      ? (await import('./daily-http.js')).startDailyHttp(accounts, {
          dailySeed: o.dailySeed,
          submitsPerMinute: limits.dailySubmitsPerMinutePerAddress,
          onError: (message) => logEvent({ event: 'databaseError', message }),
        })
      : undefined;
  // Holidays of the turn-based clocks (…/tables/holiday) sit on the accounts too.
  const holidays = accounts
    ? (await import('./turn/turn-holiday-http.js')).startTurnHolidayHttp(accounts, {
        daysPerMonth: limits.holidayDaysPerMonth,
        ...(o.clock && { now: o.clock }),
        onError: (message) => logEvent({ event: 'databaseError', message }),
      })
    : undefined;
  // Pushes sit on the accounts too (an account's addresses): the service, its sender, the notify routes.
  const pushes = accounts ? (await import('./push/push-start.js')).startPushes(accounts, limits, { now: o.clock, onEvent: logEvent }) : undefined;
  // Where the tables' and the clock's pushes go: the service, or what a test gives.
  const pushPort: PushPort | undefined = o.push ?? pushes?.service;
  // The Thronfolge ladder sits on the accounts too: it rates the duels their seats finish.
  const ladder = accounts ? await startLadder(accounts, o, logEvent) : undefined;
  // The weekly team events sit on the accounts too: their tables are the rooms', their teams accounts.
  const events = accounts ? await startEvents(accounts, o, logEvent) : undefined;
  const puzzles = accounts ? await (await import('./puzzles/puzzle-http.js')).startPuzzles(accounts, o, logEvent) : undefined;
  let findTable: FindTable | undefined;
  // With accounts: turn-based tables, their rows in the same database (loaded only then).
  const clock = o.clock ?? Date.now;
  const turnParts = accounts ? await loadTurn() : undefined;
  const turnTables = accounts && turnParts ? new turnParts.TurnTables(accounts.database.db, { now: clock, holder: () => matchMaker.processId }) : undefined;
  const turn: TurnServices | undefined = turnTables && { tables: turnTables, serverAddress: o.publicAddress ?? '', tablesPerAccount: limits.turnTablesPerAccount, now: clock, restoring: new Map() };
  const turnHttp =
    accounts && turnParts && turnTables
      ? turnParts.startTurnHttp(accounts, {
          tables: turnTables,
          ...(events && { events: events.events }),
          ...(o.turnListsPerMinute !== undefined && { listsPerMinute: o.turnListsPerMinute }),
          onError: (message) => logEvent({ event: 'databaseError', message }),
        })
      : undefined;
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
    ...(accounts && {
      otherRoutes: (req, res, address, headers) =>
        accounts.route(req, res, address, headers) ||
        (daily?.route(req, res, address, headers) ?? false) ||
        (holidays?.route(req, res, address, headers) ?? false) ||
        (turnHttp?.route(req, res, address, headers) ?? false) ||
        (pushes?.http.route(req, res, address, headers) ?? false) ||
        (puzzles?.route(req, res, address, headers) ?? false) ||
        (ladder?.route(req, res, address, headers) ?? false) ||
        (events?.http.route(req, res, address, headers) ?? false),
    }),
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
  const transport = new WebSocketTransport({
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
  const acts = o.operator && o.operatorToken && accounts && banList ? await operatorActsFor(o.operatorToken, accounts, banList, limits, logEvent, daily?.results) : undefined;
  const operator = o.operator ? await startOperatorHttp({ ...o.operator, metrics, notReady: () => edge.notReady() ?? notReady(), monitor, acts }) : undefined;
  // Only now: a client coming back before its table was restored would be told there is no such table.
  edge.open();
  // The turn-based tables' clock (turn-clock.ts), on the accounts' database: it acts through the
  // tables' own actions (turn-actions.ts), or the ones a test gives.
  const clockActions: TurnTableActions | undefined = o.turnActions ?? turnActions;
  const turnClock =
    accounts && clockActions
      ? new (await import('./turn/turn-clock.js')).TurnClock(accounts.database.db, {
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
      // A ceiling still being proven is dropped, its worker ended (the next start proves it again).
      // Not waited for: the closed events write nothing more, and the worker holds no process open.
      // (Waiting for a worker ended while it was still starting from source left a client's leave
      // hanging in the tests: table-identity-restart.)
      void events?.events.close();
      await accounts?.close().catch(() => {});
    },
  };
}
