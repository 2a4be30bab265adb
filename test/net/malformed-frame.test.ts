// A frame that is not valid msgpack, or a payload of the wrong shape, gets an error with a code —
// not a disconnect (Colyseus by itself closes the connection of a client whose frame it cannot
// decode). The client stays at the table and its next good move is played.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RemoteChange, RemoteTable } from '../../src/net/client/remote-table.js';
import { waitFor } from './net-helpers.js';
import { type RoomServer, startRoomServer } from './room-server.js';

let server: RoomServer;
beforeAll(async () => {
  server = await startRoomServer();
});
afterAll(async () => {
  await server?.close();
});

const ROOM_DATA = 13;
const ROOM_DATA_BYTES = 17;
/** A ROOM_DATA frame of type "move" whose payload is raw bytes. */
const frame = (payload: number[]): Uint8Array => new Uint8Array([ROOM_DATA, 0xa4, ...Buffer.from('move'), ...payload]);

describe('malformed frames', () => {
  it('bad msgpack and bad shapes are answered with errors; the connection stays and the game goes on', async () => {
    const host = await RemoteTable.create(server.address, { game: 'thronfolge', options: { first: 1, variants: [] }, seed: 'malformed-1' });
    const guest = await RemoteTable.join({ ...server.address, code: host.code }, {});
    await waitFor(host, () => host.update !== null && host.update.legal.length > 0, 10_000, 'the host to move');
    const log: RemoteChange[] = [];
    host.subscribe((c) => log.push(c));
    const raw = (bytes: Uint8Array) => host.connection.connection.send(bytes);
    // Strings announced longer than what follows (str8 and str32), a map header with no entries
    // following; then a frame whose type string is cut short.
    raw(frame([0xdb, 0xff, 0xff, 0xff, 0xff, 0x61]));
    raw(frame([0xd9, 0xff, 0x61]));
    raw(frame([0x85]));
    raw(new Uint8Array([ROOM_DATA, 0xa9, 0x6d]));
    // Well-formed msgpack, wrong shapes: a bare string, a move without its position.
    host.sendRaw('move', host.update!.legal[0]);
    host.sendRaw('move', { text: host.update!.legal[0] });
    const codes = () => log.flatMap((c) => (c.kind === 'error' ? [c.code] : []));
    await waitFor(host, () => codes().length >= 6, 10_000, 'six errors');
    expect(codes().slice(0, 3)).toEqual(['badFrame', 'badFrame', 'badFrame']);
    // The cut-short type is read as some other type, or not at all: an error either way.
    expect(codes()[3]).toMatch(/^(badFrame|unknownType)$/);
    expect(codes().slice(4)).toEqual(['badMessage', 'badMessage']);
    expect(host.status).toBe('connected');
    expect(log.some((c) => c.kind === 'connection')).toBe(false);
    expect(host.update!.movesMade).toBe(0);
    // Still at the table: the next good move is played.
    host.submit(host.update!.legal[0]);
    await waitFor(host, () => host.update!.movesMade === 1, 10_000, 'the move');
    await Promise.all([host.leave(), guest.leave()]);
  });

  it("Colyseus's own keys and unknown frames are answered with errors too: no message type closes the connection", async () => {
    const host = await RemoteTable.create(server.address, { game: 'thronfolge', options: { first: 1, variants: [] }, seed: 'malformed-2' });
    const guest = await RemoteTable.join({ ...server.address, code: host.code }, {});
    await waitFor(host, () => host.update !== null && host.update.legal.length > 0, 10_000, 'the host to move');
    const log: RemoteChange[] = [];
    host.subscribe((c) => log.push(c));
    // Colyseus's fallback handler's own key closed the connection (4002); its catch-all key, an
    // object's inherited names and a number are types no handler has.
    for (const type of ['__no_message_handler', '*', '__proto__', 'constructor']) host.sendRaw(type, { text: 'x' });
    const raw = (bytes: number[]) => host.connection.connection.send(new Uint8Array(bytes));
    raw([ROOM_DATA, 0x07, 0x81, 0xa1, 0x61, 0x01]);
    // Raw bytes under Colyseus's own key (ROOM_DATA_BYTES), a protocol byte the server does not know, an empty frame.
    raw([ROOM_DATA_BYTES, 0xb4, ...Buffer.from('__no_message_handler'), 1, 2, 3]);
    raw([0x63, 1, 2]);
    raw([]);
    const codes = () => log.flatMap((c) => (c.kind === 'error' ? [c.code] : []));
    await waitFor(host, () => codes().length >= 8, 10_000, 'eight errors');
    expect(codes()).toEqual(['unknownType', 'unknownType', 'unknownType', 'unknownType', 'unknownType', 'unknownType', 'badFrame', 'badFrame']);
    expect(host.status).toBe('connected');
    expect(log.some((c) => c.kind === 'connection')).toBe(false);
    // Still at the table: the next good move is played.
    host.submit(host.update!.legal[0]);
    await waitFor(host, () => host.update!.movesMade === 1, 10_000, 'the move');
    await Promise.all([host.leave(), guest.leave()]);
  });
});
