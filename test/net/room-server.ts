// A Colyseus server on loopback with a table room made from given services (a slow store, a
// limit, a room class changed for an attack), for tests that need more than startNetServer offers.
import { LocalDriver, LocalPresence, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { AddressInfo } from 'node:net';
import { parseServerAddress, type ServerAddress } from '../../src/net/client/address.js';
import { FRAME_MAX_BYTES } from '../../src/net/wire/messages.js';
import { type RoomServices, roomServices } from '../../src/net/server/room-services.js';
import { DEFAULT_LIMITS } from '../../src/net/server/server-limits.js';
import { ROOM_NAME, tableRoomFor, type TableRoom } from '../../src/net/room/table-room.js';

export interface RoomServer {
  address: ServerAddress;
  services: RoomServices;
  close(): Promise<void>;
}

export async function startRoomServer(given: Partial<RoomServices> = {}, change?: (room: typeof TableRoom) => typeof TableRoom): Promise<RoomServer> {
  const services = roomServices({ botDelayMs: 0, ...given, limits: { ...DEFAULT_LIMITS, ...given.limits } });
  const transport = new WebSocketTransport({ maxPayload: FRAME_MAX_BYTES });
  const server = new Server({ transport, presence: new LocalPresence(), driver: new LocalDriver(), greet: false, gracefullyShutdown: false });
  const room = tableRoomFor(services);
  server.define(ROOM_NAME, change ? change(room) : room);
  await server.listen(0, '127.0.0.1');
  // Colyseus leaves a request for any other route unanswered; a real server's edge says 404 (a join's challenge is asked there).
  transport.server!.on('request', (req, res) => {
    if ((req.url ?? '').includes('/matchmake/')) return;
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ code: 'notFound', error: 'not found' }));
  });
  const port = (transport.server!.address() as AddressInfo).port;
  return { address: parseServerAddress(`127.0.0.1:${port}`), services, close: () => server.gracefullyShutdown(false) };
}
