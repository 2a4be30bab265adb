// One server process: Colyseus with a WebSocket transport behind our own HTTP edge (quotas,
// timeouts, origins, the matchmaking routes), the table room, bots on worker threads, optional
// Redis presence and driver (several processes sharing rooms), room logs in a data folder, and
// the restoring of unfinished rooms after a crash or a restart.
import { LocalDriver, LocalPresence, type Room, Server, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { AddressInfo } from 'node:net';
import { isMainThread } from 'node:worker_threads';
import { printable } from '../core/printable.js';
import { type EdgeEvent, createHttpEdge } from './http-edge.js';
import { FRAME_MAX_BYTES } from './messages.js';
import { pruneRoomLogs, prepareDataDir, roomsToRestore } from './room-files.js';
import { type RoomEvent, services } from './room-services.js';
import { startServerBots } from './server-bots.js';
import { DEFAULT_LIMITS, type ServerBots, type ServerLimits } from './server-limits.js';
import { ROOM_NAME, TableRoom } from './table-room.js';

export interface NetServerOptions {
  port: number;
  /** Interface to listen on: 0.0.0.0 for a LAN, 127.0.0.1 for this machine only. */
  host: string;
  dataDir?: string;
  redisUrl?: string;
  /** Restore the unfinished rooms saved in dataDir. */
  resume?: boolean;
  logEvent?: (event: RoomEvent | EdgeEvent) => void;
  /** Default pause of the server's bots before they move. */
  botDelayMs?: number;
  /** How long a dropped player keeps the seat (default two minutes; tests shorten it). */
  reconnectSeconds?: number;
  /** With Redis: the address other processes' clients use to reach this one (host:port). */
  publicAddress?: string;
  /** The operator's limits; what is not given is DEFAULT_LIMITS. */
  limits?: Partial<ServerLimits>;
  /** Worker threads for the server's bots; 0 (the default here): bots decide on the message loop. */
  botWorkers?: number;
}

export interface NetServer {
  port: number;
  /** Codes of the rooms restored from the data folder. */
  restored: string[];
  /**
   * Drains and stops: refuses newcomers and closes every table (its log is on disk). With
   * `restarting` the clients are told the service restarts, and keep trying to come back (to a
   * `--resume`); without, they are told the table closed.
   */
  close(options?: { restarting?: boolean }): Promise<void>;
}

/** How long a drain waits for the rooms to close before it stops anyway (their logs are on disk). */
const DRAIN_WAIT_MS = 6000;
/** Close code for the clients of a restarting server: "service restart", so they keep trying. */
const SERVICE_RESTART = 1012;
/** Colyseus's "consented" close: the clients stop. */
const TABLE_CLOSED = 4000;
const HOUR_MS = 60 * 60 * 1000;

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

/**
 * A dropped player's reconnection keeps a timer of the whole reconnection time that Colyseus
 * does not clear when the room closes: cleared here, so a stopping process does not wait for it.
 */
function releaseReconnectionTimers(room: Room): void {
  const r = room as unknown as { reservedSeats: Record<string, unknown[]>; reservedSeatTimeouts: Record<string, NodeJS.Timeout> };
  for (const [sessionId, seat] of Object.entries(r.reservedSeats)) if (seat[3] === true) clearTimeout(r.reservedSeatTimeouts[sessionId]);
}

const within = (ms: number, work: Promise<unknown>): Promise<unknown> => {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]).finally(() => clearTimeout(timer));
};

export async function startNetServer(o: NetServerOptions): Promise<NetServer> {
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...o.limits };
  const logEvent = o.logEvent ?? (() => {});
  // Everything this process writes (room logs, their folders) is readable by its owner only.
  if (isMainThread) process.umask(0o077);
  if (o.dataDir) prepareDataDir(o.dataDir);

  const edge = createHttpEdge(limits, logEvent);
  const bots: ServerBots | undefined = o.botWorkers ? startServerBots(o.botWorkers) : undefined;
  services.dataDir = o.dataDir;
  services.logEvent = logEvent;
  services.limits = limits;
  services.bots = bots;
  services.tableClosed = edge.tableClosed;
  if (o.botDelayMs !== undefined) services.botDelayMs = o.botDelayMs;
  if (o.reconnectSeconds !== undefined) services.reconnectSeconds = o.reconnectSeconds;

  let presence = undefined;
  let driver = undefined;
  if (o.redisUrl) {
    const [{ RedisPresence }, { RedisDriver }] = await Promise.all([import('@colyseus/redis-presence'), import('@colyseus/redis-driver')]);
    presence = new RedisPresence(o.redisUrl);
    driver = new RedisDriver(o.redisUrl);
  }
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
    driver: driver ?? new LocalDriver(),
    greet: false,
    logger: oneLineLogger,
    gracefullyShutdown: false,
    publicAddress: o.publicAddress,
    // A room opens on the process the host asked; other processes reach it through Redis.
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
  });
  const rooms = new Set<Room>();
  server
    .define(ROOM_NAME, TableRoom)
    .on('create', (room: Room) => rooms.add(room))
    .on('dispose', (room: Room) => {
      rooms.delete(room);
      edge.tableClosed(room.roomId);
    });
  await server.listen(o.port, o.host);
  const port = (edge.server.address() as AddressInfo).port;

  const restored: string[] = [];
  if (o.resume && o.dataDir) {
    const saved = roomsToRestore(o.dataDir, limits.abandonedMinutes, (file, why) => logEvent({ event: 'restoreSkipped', room: file, message: why }));
    for (const log of saved) {
      services.restores.set(log.room.code, log);
      try {
        await matchMaker.createRoom(ROOM_NAME, { restore: log.room.code });
        restored.push(log.room.code);
      } catch (e) {
        services.restores.delete(log.room.code);
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
  // Only now: a client coming back before its table was restored would be told there is no such table.
  edge.open();

  return {
    port,
    restored,
    async close({ restarting = false } = {}) {
      edge.drain();
      clearInterval(pruning);
      for (const room of rooms) {
        releaseReconnectionTimers(room);
        try {
          room.disconnect(restarting ? SERVICE_RESTART : TABLE_CLOSED).catch(() => {});
        } catch {
          // Still being created: gracefullyShutdown below closes it.
        }
      }
      await within(DRAIN_WAIT_MS, server.gracefullyShutdown(false));
      await bots?.close();
      edge.server.close();
      edge.server.closeAllConnections();
    },
  };
}
