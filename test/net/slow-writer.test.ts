// "No client sees a move before it is on disk", with a store whose writes take long: every update
// a client receives must describe a position the store has already finished writing. Without the
// journal's outbox the updates would leave while the write is still under way. And a room that
// closes (a draining server) waits for its last write: the move made just before is not lost.
import { matchMaker } from '@colyseus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botSeedFor, netGame } from '../../src/net/wire/games.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import type { RoomLog, RoomStore } from '../../src/net/logs/room-store.js';
import { playWithBot, waitFor } from './net-helpers.js';
import { type RoomServer, startRoomServer } from './room-server.js';

/** A store that takes `ms` per write and remembers how many moves are durable. */
function slowStore(ms = 40): RoomStore & { durable: number; writes: number } {
  const store = {
    durable: 0,
    writes: 0,
    async save(log: RoomLog) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      store.writes++;
      store.durable = Math.max(store.durable, log.moves.length);
    },
    async remove() {},
  };
  return store;
}

let server: RoomServer;
const store = slowStore();
beforeAll(async () => {
  server = await startRoomServer({ store });
});
afterAll(async () => {
  await server?.close();
});

describe('a slow writer', () => {
  it('holds every update back until its move is durable', async () => {
    const seed = 'slow-writer-2';
    const net = netGame('regicide');
    // Seat 2 is a server bot at no delay: moves come faster than the store writes.
    const host = await RemoteTable.create(server.address, { game: 'regicide', options: { players: 3, variants: [] }, seed, bots: [3], botLevel: 'easy', botDelayMs: 0 });
    const guest = await RemoteTable.join({ ...server.address, code: host.code }, {});
    const early: string[] = [];
    for (const t of [host, guest]) {
      t.subscribe((c) => {
        if (c.kind === 'update' && c.update.movesMade > store.durable) early.push(`seat ${t.seat} saw move ${c.update.movesMade} with ${store.durable} durable`);
      });
      playWithBot(t, net.game, net.makeBot('easy', botSeedFor(seed, t.seat)));
    }
    await Promise.all([host, guest].map((t) => waitFor(t, () => t.end !== null, 40_000, 'the end')));
    const moves = (host.end!.log as { moves: string[] }).moves.length;
    expect(early).toEqual([]);
    expect(store.durable).toBe(moves);
    // Writes were coalesced: fewer than one per move (the bot's answers came during a write).
    expect(store.writes).toBeLessThan(moves);
    await Promise.all([host.leave(), guest.leave()]);
  });
});

describe('a room closing during a slow write', () => {
  it('is gone only once the write of its last move is durable', async () => {
    const slow = slowStore(400);
    const own = await startRoomServer({ store: slow });
    try {
      const host = await RemoteTable.create(own.address, { game: 'regicide', options: { players: 2, variants: [] }, seed: 'slow-close-1' });
      const guest = await RemoteTable.join({ ...own.address, code: host.code }, {});
      await Promise.all([host, guest].map((t) => waitFor(t, () => t.update !== null, 10_000, 'the start')));
      const mover = host.update!.toMove === host.seat ? host : guest;
      const room = matchMaker.getLocalRoomById(host.code) as unknown as { s: { table: { movesMade: number } }; journal: { whenIdle(): Promise<void> }; disconnect(): Promise<unknown> };
      await room.journal.whenIdle(); // the start's write is done
      const before = slow.durable;
      mover.submit(mover.update!.legal[0]);
      for (let i = 0; i < 2000 && room.s.table.movesMade === before; i++) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(room.s.table.movesMade).toBe(before + 1);
      // The move is made and its write has just begun: the room closes now.
      expect(slow.durable).toBe(before);
      await room.disconnect();
      expect(slow.durable).toBe(before + 1);
    } finally {
      await own.close();
    }
  });
});
