// Fair deals: without a seed from the host the server draws it; the lobby shows a commitment to
// the deal before the start, the end reveals the seed and salt, and every client checks them (a
// tampered reveal is caught, on the screen's data and in the JSON end line). A seed the host
// chose is announced to every joiner before the start and marked in the end, the log and the stats.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNetProtocol } from '../../src/cli/net/net-protocol.js';
import { dealCommitment } from '../../src/net/wire/deal-commitment.js';
import { botSeedFor, netGame } from '../../src/net/wire/games.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import type { TableRoom } from '../../src/net/room/table-room.js';
import { regicideStats } from '../../src/modules/regicide/stats.js';
import type { GameLog } from '../../src/core/log.js';
import { playWithBot, waitFor } from './net-helpers.js';
import { type RoomServer, startRoomServer } from './room-server.js';

const net = netGame('regicide');
const options = { players: 2, variants: [] };

async function playToEnd(seed: string | undefined, server: RoomServer) {
  const host = await RemoteTable.create(server.address, { game: 'regicide', options, seed, botLevel: 'easy' });
  await waitFor(host, () => host.lobby !== null, 5_000, 'the lobby');
  const lobbyBeforeStart = host.lobby;
  const guest = await RemoteTable.join({ ...server.address, code: host.code }, {});
  for (const t of [host, guest]) playWithBot(t, net.game, net.makeBot('easy', botSeedFor(host.end?.seed ?? 'x', t.seat)));
  await Promise.all([host, guest].map((t) => waitFor(t, () => t.end !== null, 30_000, 'the end')));
  return { host, guest, lobbyBeforeStart };
}

describe('an honest server', () => {
  let server: RoomServer;
  beforeAll(async () => {
    server = await startRoomServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('draws the seed itself, commits to it in the lobby, and the clients check the reveal', async () => {
    const { host, guest, lobbyBeforeStart } = await playToEnd(undefined, server);
    expect(lobbyBeforeStart).toMatchObject({ started: false, seedChosen: false });
    const end = guest.end!;
    expect(end.seedChosen).toBe(false);
    // 128 bits from node:crypto, in the form that shuffles with the 128-bit generator.
    expect(end.seed).toMatch(/^v2-[0-9a-f]{32}$/);
    expect(dealCommitment(end.salt, end.seed)).toBe(guest.commitmentShown);
    expect(guest.commitmentShown).toBe(lobbyBeforeStart!.commitment);
    expect(host.deal).toEqual({ shown: lobbyBeforeStart!.commitment, matches: true });
    expect(guest.deal!.matches).toBe(true);
    expect((end.log as Record<string, unknown>).seedChosenByHost).toBeUndefined();
    await Promise.all([host.leave(), guest.leave()]);
  });

  it('a seed the host chose is told to joiners before the start and marked at the end, in the log and the stats', async () => {
    const host = await RemoteTable.create(server.address, { game: 'regicide', options: { players: 3, variants: [] }, seed: 'chosen-7', botLevel: 'easy' });
    const guest = await RemoteTable.join({ ...server.address, code: host.code }, {});
    await waitFor(guest, () => guest.lobby !== null, 5_000, 'the lobby');
    expect(guest.lobby).toMatchObject({ started: false, seedChosen: true });
    host.start(true);
    for (const t of [host, guest]) playWithBot(t, net.game, net.makeBot('easy', botSeedFor('chosen-7', t.seat)));
    await Promise.all([host, guest].map((t) => waitFor(t, () => t.end !== null, 30_000, 'the end')));
    expect(guest.end).toMatchObject({ seedChosen: true, seed: 'chosen-7' });
    expect(guest.deal!.matches).toBe(true);
    const log = guest.end!.log as GameLog & { seedChosenByHost?: boolean };
    expect(log.seedChosenByHost).toBe(true);
    const stats = regicideStats([{ log, startedMs: 0 }], '2026-12-01');
    expect(stats.hostSeed.games).toBe(1);
    expect(stats.played.games).toBe(0);
    await Promise.all([host.leave(), guest.leave()]);
  });
});

describe('a server that changes the seed after the lobby', () => {
  let server: RoomServer;
  beforeAll(async () => {
    // The attack: the end reveals another seed than the one committed to.
    server = await startRoomServer({}, (Room) => {
      const proto = Room.prototype as unknown as { endMessage(this: TableRoom): Record<string, unknown> };
      const honest = proto.endMessage;
      proto.endMessage = function () {
        return { ...honest.call(this), seed: 'not-the-dealt-seed' };
      };
      return Room;
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is caught by every client, and the JSON end line says so', async () => {
    const host = await RemoteTable.create(server.address, { game: 'regicide', options, botLevel: 'easy' });
    const guest = await RemoteTable.join({ ...server.address, code: host.code }, {});
    const input = new PassThrough();
    const output = new PassThrough();
    let text = '';
    output.on('data', (d: Buffer) => (text += d.toString()));
    const run = runNetProtocol({ table: guest, rejoinCommand: 'x', input, output, errors: new PassThrough() });
    playWithBot(host, net.game, net.makeBot('easy', 'h'));
    playWithBot(guest, net.game, net.makeBot('easy', 'g'));
    expect(await run).toBe(0);
    const endLine = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
      .find((l) => l.type === 'end');
    expect(endLine.deal).toMatchObject({ seed: 'not-the-dealt-seed', matches: false });
    expect(host.deal!.matches).toBe(false);
    await host.leave();
  });
});
