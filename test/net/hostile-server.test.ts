// A client does not trust a server's text: names, error and notice words that a hostile server
// fills with escape sequences reach the screen and the JSON lines only as printable text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RemoteChange, RemoteTable, saidOf } from '../../src/net/client/remote-table.js';
import type { TableRoom } from '../../src/net/room/table-room.js';
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
      return { ...lobby, seats: lobby.seats.map((s) => ({ ...s, name: `${ESC}${s.name}` })), watchers: [`${ESC}Eve`] };
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
    expect(host.lobby!.watchers).toEqual(['\\u{1b}]0;PWNED\\u{7}\\u{1b}[2JEve']);
    const error = log.find((c) => c.kind === 'error')!;
    expect(error).toMatchObject({ code: 'unknown', message: expect.stringContaining('bad\\u{1b}') });
    await host.leave();
  });
});

describe('table talk from a hostile server', () => {
  it("keeps only codes and counts: text in a code or a parameter is dropped, a watcher's name made printable", () => {
    expect(saidOf({ at: 3, seat: 2, kind: 'phrase', code: `good-luck${ESC}`, params: {} })).toBeNull();
    expect(saidOf({ at: 3, seat: 2, kind: 'phrase', code: 'my-hand', params: { cards: ESC } })).toBeNull();
    expect(saidOf({ at: 3, seat: 2, kind: 'signal', value: ESC })).toBeNull();
    expect(saidOf({ at: 3, seat: 7, kind: 'signal', value: 'go' })).toBeNull();
    expect(saidOf({ at: 3, seat: 2, kind: 'signal', value: 'go', extra: ESC })).toEqual({ at: 3, seat: 2, kind: 'signal', value: 'go' });
    const greeting = saidOf({ at: 3, seat: 0, watcher: `${ESC}Eve`, kind: 'phrase', code: 'sorry', params: { x: 1 } });
    expect(JSON.stringify(greeting)).not.toContain('\u001b');
    expect(greeting).toMatchObject({ seat: 0, code: 'sorry', params: {}, watcher: expect.stringContaining('Eve') });
  });
});
