// A rejoin flood with a stolen-or-own seat token: rejoins are limited per seat, the other player
// is not sent lobby messages at the flood's rate (they are coalesced), and the flooder cannot take
// the other seat's name — checked on the lobby that answers a message sent after the flood.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RemoteChange, RemoteTable } from '../../src/net/client/remote-table.js';
import { waitFor } from './net-helpers.js';
import { type RoomServer, startRoomServer } from './room-server.js';

let server: RoomServer;
beforeAll(async () => {
  server = await startRoomServer({ limits: { rejoinsPerMinutePerSeat: 6, reservationsPerAddress: 100 } as never });
});
afterAll(async () => {
  await server?.close();
});

describe('a rejoin flood', () => {
  it('is cut off per seat, coalesced for the others, and cannot rename to a taken name', async () => {
    const host = await RemoteTable.create(server.address, { game: 'regicide', options: { players: 2, variants: [] }, name: 'Ann' });
    const guest = await RemoteTable.join({ ...server.address, code: host.code }, { name: 'Bob' });
    await waitFor(host, () => host.update !== null, 10_000, 'the start');
    const hostLog: RemoteChange[] = [];
    host.subscribe((c) => hostLog.push(c));
    const started = performance.now();
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, () => RemoteTable.join({ ...server.address, code: host.code }, { seatToken: guest.seatToken, name: 'Ann' })));
    const admitted = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as { code?: string }] : []));
    expect(admitted.length).toBeLessThanOrEqual(6);
    expect(refused.length).toBeGreaterThanOrEqual(24);
    // Refused at the door (reservations are bounded per table, rejoins per seat), or admitted and
    // at once replaced by a newer rejoin (closed before its welcome).
    expect(refused.every((r) => ['noTable', 'rejoinQuota', 'closed'].includes(r.code!))).toBe(true);
    expect(refused.some((r) => r.code === 'rejoinQuota')).toBe(true);
    // The flooder kept its own name. Every join above has had its answer; the host's mute comes
    // after them, so the lobby that shows it is the table after the whole flood.
    host.mute(2, true);
    await waitFor(host, () => (host.lobby?.muted ?? []).includes(2), 10_000, 'the lobby after the flood');
    expect(host.lobby!.seats.map((s) => s.name)).toEqual(['Ann', 'Bob']);
    // Lobby messages reached the host at most about five a second, not once per rejoin.
    const seconds = (performance.now() - started) / 1000;
    const lobbies = hostLog.filter((c) => c.kind === 'lobby').length;
    expect(lobbies).toBeLessThanOrEqual(Math.ceil(seconds * 5) + 2);
    await Promise.all([host, ...admitted].map((t) => t.leave()));
  });
});
