// A seat that moves when it is not its turn, naming the position the table is at, is told that it
// is not its turn (the room submits a move for the connection's own seat to the table, and keeps
// no stale turn of that seat's to answer "stale" instead), and nothing changes.
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

describe('a move out of turn', () => {
  it('naming the right position is refused as notYourTurn, also from a seat that has moved before', async () => {
    const host = await RemoteTable.create(server.address, { game: 'regicide', options: { players: 2, variants: [] }, seed: 'out-of-turn-1' });
    const guest = await RemoteTable.join({ ...server.address, code: host.code }, {});
    const both = [host, guest];
    await Promise.all(both.map((t) => waitFor(t, () => t.update !== null, 10_000, 'the start')));
    const moved = new Set<number>();
    for (let n = 0; n < 30; n++) {
      const mover = both.find((t) => t.seat === host.update!.toMove)!;
      const other = both.find((t) => t !== mover)!;
      if (moved.has(other.seat)) {
        const log: RemoteChange[] = [];
        const stop = other.subscribe((c) => log.push(c));
        other.sendRaw('move', { text: mover.update!.legal[0], at: n });
        await waitFor(other, () => log.some((c) => c.kind === 'error'), 10_000, 'the refusal');
        stop();
        expect(log.find((c) => c.kind === 'error')).toMatchObject({ code: 'notYourTurn' });
        expect(host.update!.movesMade).toBe(n);
        await Promise.all(both.map((t) => t.leave()));
        return;
      }
      mover.sendRaw('move', { text: mover.update!.legal[0], at: n });
      moved.add(mover.seat);
      await Promise.all(both.map((t) => waitFor(t, () => t.update!.movesMade === n + 1, 10_000, `move ${n + 1}`)));
    }
    throw new Error('the turn never passed back');
  });
});
