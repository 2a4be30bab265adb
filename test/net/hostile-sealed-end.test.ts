// A hostile server may not switch off the check of the deal's commitment: it sends the end of an
// ordinary table "sealed" as a team event's would be (no seed, salt or log; revealed at the week's
// end), and the client checks the deal as at any table — it fails, for want of a seed. Its lobby
// claiming the week's event does not help it either: the host created an ordinary table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoWeekOf, weekBounds } from '../../src/net/events/event-week.js';
import { botSeedFor, netGame } from '../../src/net/games.js';
import type { EndMessage, LobbyMessage } from '../../src/net/messages.js';
import { RemoteTable } from '../../src/net/remote-table.js';
import type { TableRoom } from '../../src/net/table-room.js';
import { playWithBot, waitFor } from './net-helpers.js';
import { type RoomServer, startRoomServer } from './room-server.js';

const until = weekBounds(isoWeekOf(Date.now()))!.end;
/** The lobby claims the table is this week's event's. */
let lying = false;
let server: RoomServer;
beforeAll(async () => {
  server = await startRoomServer({}, (Room) => {
    const proto = Room.prototype as unknown as { endMessage: (this: TableRoom) => EndMessage; lobby: (this: TableRoom) => LobbyMessage };
    const honestLobby = proto.lobby;
    proto.lobby = function () {
      return lying ? { ...honestLobby.call(this), event: isoWeekOf(Date.now()) } : honestLobby.call(this);
    };
    const honestEnd = proto.endMessage;
    proto.endMessage = function () {
      return { ...honestEnd.call(this), seed: '', salt: '', log: null, seedChosen: false, sealedUntil: until };
    };
    return Room;
  });
});
afterAll(async () => {
  await server?.close();
});

describe('a hostile server sealing the end of a table that is no team event', () => {
  it.each([false, true])('gets the deal reported as not matching its commitment, not as sealed (its lobby claiming the event: %s)', async (claim) => {
    lying = claim;
    const net = netGame('regicide');
    const host = await RemoteTable.create(server.address, { game: 'regicide', options: { players: 2 }, bots: [2], botLevel: 'easy', botDelayMs: 0 });
    expect(host.lobby?.event).toBe(claim ? isoWeekOf(Date.now()) : undefined);
    playWithBot(host, net.game, net.makeBot('easy', botSeedFor(host.code, 1)));
    await waitFor(host, () => host.end !== null, 60_000, 'the end');
    expect(host.end).toMatchObject({ seed: '', log: null, sealedUntil: until });
    expect(host.deal).toEqual({ shown: host.state.commitmentShown, matches: false });
    await host.leave();
  });
});
