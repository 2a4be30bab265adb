// A client does not trust a server's text: names, error and notice words that a hostile server
// fills with escape sequences reach the screen and the JSON lines only as printable text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RemoteChange, RemoteTable } from '../../src/net/remote-table.js';
import type { TableRoom } from '../../src/net/table-room.js';
import { waitFor } from './net-helpers.js';
import { type RoomServer, startRoomServer } from './room-server.js';

const ESC = '\u001b]0;PWNED\u0007\u001b[2J';
let server: RoomServer;
beforeAll(async () => {
  server = await startRoomServer({}, (Room) => {
    const proto = Room.prototype as unknown as { lobby(this: TableRoom): { seats: { name: string }[] }; refuse(this: TableRoom, client: unknown, e: object): void };
    const honestLobby = proto.lobby;
    proto.lobby = function () {
      const lobby = honestLobby.call(this);
      return { ...lobby, seats: lobby.seats.map((s) => ({ ...s, name: `${ESC}${s.name}` })) };
    };
    const honestRefuse = proto.refuse;
    proto.refuse = function (client, e) {
      honestRefuse.call(this, client, { ...e, code: `x${ESC}`, message: `bad${ESC}`, params: { name: ESC } });
    };
    return Room;
  });
});
afterAll(async () => {
  await server?.close();
});

describe('a hostile server', () => {
  it('gets its names and words shown as printable text only', async () => {
    const host = await RemoteTable.create(server.address, { game: 'regicide', options: { players: 3, variants: [] } });
    const log: RemoteChange[] = [];
    host.subscribe((c) => log.push(c));
    await waitFor(host, () => host.lobby !== null, 5_000, 'the lobby');
    host.sendRaw('chat', 'hi');
    await waitFor(host, () => log.some((c) => c.kind === 'error'), 5_000, 'the error');
    const text = JSON.stringify({ lobby: host.lobby, log });
    expect(text).not.toContain('\u001b');
    expect(text).not.toContain('\u0007');
    expect(host.lobby!.seats[0].name).toContain('\\u{1b}]0;PWNED');
    const error = log.find((c) => c.kind === 'error')!;
    expect(error).toMatchObject({ code: 'unknown', message: expect.stringContaining('bad\\u{1b}') });
    await host.leave();
  });
});
