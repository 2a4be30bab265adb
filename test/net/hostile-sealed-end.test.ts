// A hostile server may not switch off the check of the deal's commitment: it sends the end of an
// ordinary table "sealed" as a team event's would be (no seed, salt or log; revealed at the week's
// end), and the client checks the deal as at any table — it fails, for want of a seed. Its lobby
// claiming the week's event does not help it either: the host created an ordinary table. Nor does
// it with a player who joins the table: only one who chose an event table before joining (`join
// --event`) believes a sealed end; anyone else is warned in the waiting room that only the server
// says so, and at the end that the deal does not match.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoWeekOf, weekBounds } from '../../src/net/events/event-week.js';
import { botSeedFor, netGame } from '../../src/net/wire/games.js';
import type { EndMessage, LobbyMessage } from '../../src/net/wire/messages.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { waitingEventLine } from '../../src/ui/net/lobby-event.js';
import { NET_EVENT_TABLE } from '../../src/ui/net/texts/event-table.js';
import { NET_END } from '../../src/ui/net/texts/end.js';
import type { TableRoom } from '../../src/net/room/table-room.js';
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

describe('a hostile server whose lobby makes a normal table an event table, to a player joining it', () => {
  it.each([false, true])('is believed only by a player who joined knowingly through join --event (knowingly: %s)', async (knowingly) => {
    lying = true;
    const week = isoWeekOf(Date.now());
    const net = netGame('regicide');
    const host = await RemoteTable.create(server.address, { game: 'regicide', options: { players: 2 }, botLevel: 'easy', botDelayMs: 0, name: 'Host' });
    const joiner = await RemoteTable.join({ ...server.address, code: host.code }, { name: 'Guest' }, [], undefined, knowingly);
    for (const t of [host, joiner]) playWithBot(t, net.game, net.makeBot('easy', botSeedFor(host.code, t.seat)));
    await Promise.all([host, joiner].map((t) => waitFor(t, () => t.end !== null, 60_000, `the end at seat ${t.seat}`)));
    // The choice is kept for `join --resume` (only a player's own choice is).
    expect(joiner.session().event).toBe(knowingly ? true : undefined);
    // The server's word reached the joiner either way.
    expect(joiner.lobby?.event).toBe(week);
    expect(joiner.end).toMatchObject({ seed: '', log: null, sealedUntil: until });
    const line = waitingEventLine(NET_EVENT_TABLE.en, joiner.lobby!, joiner.eventWeek);
    if (knowingly) {
      // The player chose an event table: the sealed end is believed, as at the event's own tables.
      expect(joiner.eventWeek).toBe(week);
      expect(joiner.deal).toEqual({ shown: joiner.state.commitmentShown, matches: false, sealedUntil: until });
      expect(line?.believed).toBe(true);
      expect(line?.text).toContain(`Team event table, week ${week}`);
    } else {
      // Only the server says so: the deal is checked as at any table, and does not match.
      expect(joiner.eventWeek).toBeNull();
      expect(joiner.deal).toEqual({ shown: joiner.state.commitmentShown, matches: false });
      expect(line?.believed).toBe(false);
      expect(line?.text).toContain('if the server keeps the results sealed, that check fails');
      expect(line?.text).toContain('join --event');
      expect(NET_END.en.dealBad).toContain('does NOT match');
    }
    await Promise.all([host.leave(), joiner.leave()]);
  });
});
