// One server process: Colyseus with a WebSocket transport, the table room, optional Redis
// presence and driver (several processes sharing rooms), room logs in a data folder, and the
// restoring of unfinished rooms after a crash.
import { LocalDriver, LocalPresence, Server, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { AddressInfo } from 'node:net';
import { FRAME_MAX_BYTES } from './messages.js';
import { type RoomEvent, offerRestore, roomServices } from './room-services.js';
import { diskRoomStore, unfinishedRooms } from './room-store.js';
import { DEFAULT_LIMITS, type ServerLimits } from './server-limits.js';
import { ROOM_NAME, tableRoomFor } from './table-room.js';

export interface NetServerOptions {
  port: number;
  /** Interface to listen on: 0.0.0.0 for a LAN, 127.0.0.1 for this machine only. */
  host: string;
  dataDir?: string;
  redisUrl?: string;
  /** Restore the unfinished rooms saved in dataDir. */
  resume?: boolean;
  logEvent?: (event: RoomEvent) => void;
  /** Default pause of the server's bots before they move. */
  botDelayMs?: number;
  /** How long a dropped player keeps the seat (default two minutes; tests shorten it). */
  reconnectSeconds?: number;
  /** With Redis: the address other processes' clients use to reach this one (host:port). */
  publicAddress?: string;
  /** The limits this server enforces (defaults: DEFAULT_LIMITS). */
  limits?: Partial<ServerLimits>;
  /** The server runs inside the host's program (`host`): the host's quit closes its tables. */
  embedded?: boolean;
}

export interface NetServer {
  port: number;
  /** Codes of the rooms restored from the data folder. */
  restored: string[];
  close(): Promise<void>;
}

/** Colyseus's own complaints (a client's bad frame…) as one line on stderr, never a stack on stdout. */
const oneLine = (args: unknown[]): string => args.map((a) => String(a instanceof Error ? a.message : a).split('\n')[0]).join(' ');
const oneLineLogger = {
  debug: () => {},
  trace: () => {},
  info: () => {},
  warn: (...args: unknown[]) => void process.stderr.write(`colyseus: ${oneLine(args)}\n`),
  error: (...args: unknown[]) => void process.stderr.write(`colyseus: ${oneLine(args)}\n`),
};

export async function startNetServer(o: NetServerOptions): Promise<NetServer> {
  const services = roomServices({
    store: o.dataDir ? diskRoomStore(o.dataDir) : null,
    logEvent: o.logEvent ?? (() => {}),
    limits: { ...DEFAULT_LIMITS, ...o.limits },
    embedded: o.embedded ?? false,
    ...(o.botDelayMs !== undefined && { botDelayMs: o.botDelayMs }),
    ...(o.reconnectSeconds !== undefined && { reconnectSeconds: o.reconnectSeconds }),
  });

  let presence = undefined;
  let driver = undefined;
  if (o.redisUrl) {
    const [{ RedisPresence }, { RedisDriver }] = await Promise.all([import('@colyseus/redis-presence'), import('@colyseus/redis-driver')]);
    presence = new RedisPresence(o.redisUrl);
    driver = new RedisDriver(o.redisUrl);
  }
  const transport = new WebSocketTransport({ maxPayload: FRAME_MAX_BYTES, pingInterval: 5000, pingMaxRetries: 3 });
  const server = new Server({
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
  server.define(ROOM_NAME, tableRoomFor(services));
  await server.listen(o.port, o.host);
  const port = (transport.server!.address() as AddressInfo).port;

  const restored: string[] = [];
  if (o.resume && o.dataDir) {
    const saved = unfinishedRooms(o.dataDir, (file, why) => services.logEvent({ event: 'restoreFailed', room: file, message: why }));
    for (const log of saved) {
      const ticket = offerRestore(services, log);
      try {
        await matchMaker.createRoom(ROOM_NAME, { restore: ticket });
        restored.push(log.room.code);
      } catch (e) {
        services.restores.delete(ticket);
        services.logEvent({ event: 'restoreFailed', room: log.room.code, message: (e as Error).message });
      }
    }
  }
  return {
    port,
    restored,
    close: () => server.gracefullyShutdown(false),
  };
}
