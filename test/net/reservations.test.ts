// Seat reservations that never connect (matchmaking requests alone) stay bounded per table:
// past `reservationsPerTable` outstanding ones the table takes no more until they lapse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { waitFor } from './net-helpers.js';
import { type RoomServer, startRoomServer } from './room-server.js';

let server: RoomServer;
beforeAll(async () => {
  server = await startRoomServer({ limits: { reservationsPerTable: 3, reservationsPerAddress: 8 } as never });
});
afterAll(async () => {
  await server?.close();
});

describe('seat reservations', () => {
  it('are bounded per table', async () => {
    const host = await RemoteTable.create(server.address, { game: 'regicide', options: { players: 4, variants: [] } });
    await waitFor(host, () => host.lobby !== null, 5_000, 'the lobby');
    const http = server.address.endpoint.replace(/^ws/, 'http');
    const replies: string[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await fetch(`${http}/matchmake/joinById/${host.code}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      const body = (await res.json()) as { sessionId?: string; error?: string };
      replies.push(body.sessionId ? 'reserved' : 'refused');
    }
    expect(replies).toEqual(['reserved', 'reserved', 'reserved', 'refused', 'refused', 'refused', 'refused', 'refused']);
    await host.leave();
  });
});
