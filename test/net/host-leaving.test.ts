// The host leaving: with the server in the host's program (`host`) its quit closes the table at
// once and every other player is told (and can come back once the host resumes it); on a neutral
// server the host role passes to the next person, who can then give the host's seat to a bot.
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { botSeedFor, netGame } from '../../src/net/wire/games.js';
import { type RemoteChange, RemoteTable } from '../../src/net/client/remote-table.js';
import { startNetServer } from '../../src/net/server/server.js';
import { engineGame, playWithBot, waitFor } from './net-helpers.js';

const net = netGame('regicide');
const options = { players: 2, variants: [] };

describe('the host of an embedded server', () => {
  it('quits: the others are told at once, nothing waits; resumed, everyone plays on', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'net-host-quits-'));
    let server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0, dataDir, embedded: true });
    let address = parseServerAddress(`127.0.0.1:${server.port}`);
    const seed = 'host-quits-5';
    const host = await RemoteTable.create(address, { game: 'regicide', options, seed, botLevel: 'easy' });
    const guest = await RemoteTable.join({ ...address, code: host.code }, { name: 'Gus' });
    const guestLog: RemoteChange[] = [];
    guest.subscribe((c) => guestLog.push(c));
    const stopHost = playWithBot(host, net.game, net.makeBot('easy', botSeedFor(seed, 1)));
    const stopGuest = playWithBot(guest, net.game, net.makeBot('easy', botSeedFor(seed, 2)));
    await waitFor(host, () => (host.update?.movesMade ?? 0) >= 4, 20_000, 'a few moves');
    stopHost();
    stopGuest();
    const hostSeat = host.session();
    const guestSeat = guest.session();
    await host.leave();
    await waitFor(guest, () => guest.status === 'closed', 10_000, 'the guest to hear the table closed');
    expect(guest.closedBy).toMatchObject({ code: 'hostClosed', params: { resumable: true } });
    expect(guestLog.some((c) => c.kind === 'connection' && c.status === 'reconnecting')).toBe(false);
    // The host's program closes its server without waiting on anyone.
    const closing = performance.now();
    await server.close();
    expect(performance.now() - closing).toBeLessThan(5_000);

    // The saved table is readable by its owner only: it holds the seed.
    expect(statSync(join(dataDir, 'rooms')).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'rooms', `${hostSeat.code}.json`)).mode & 0o777).toBe(0o600);

    // `host --resume`: the server restores the table; both seats rejoin with their tokens.
    server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0, dataDir, embedded: true, resume: true });
    expect(server.restored).toEqual([hostSeat.code]);
    address = parseServerAddress(`127.0.0.1:${server.port}`);
    const host2 = await RemoteTable.join({ ...address, code: hostSeat.code }, { seatToken: hostSeat.seatToken });
    const guest2 = await RemoteTable.join({ ...address, code: guestSeat.code }, { seatToken: guestSeat.seatToken });
    expect([host2.seat, guest2.seat, host2.host]).toEqual([1, 2, true]);
    for (const t of [host2, guest2]) playWithBot(t, net.game, net.makeBot('easy', botSeedFor(seed, t.seat)));
    await Promise.all([host2, guest2].map((t) => waitFor(t, () => t.end !== null, 30_000, 'the end')));
    expect((host2.end!.log as { moves: string[] }).moves).toEqual(engineGame('regicide', options, seed, 'easy').moves);
    await Promise.all([host2.leave(), guest2.leave()]);
    await server.close();
  });

  it('closes its lobby: the guest is told it was not resumable', async () => {
    const server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0, embedded: true });
    const address = parseServerAddress(`127.0.0.1:${server.port}`);
    const host = await RemoteTable.create(address, { game: 'regicide', options: { players: 3, variants: [] } });
    const guest = await RemoteTable.join({ ...address, code: host.code }, {});
    await waitFor(guest, () => guest.lobby !== null, 5_000, 'the lobby');
    await host.leave();
    await waitFor(guest, () => guest.status === 'closed', 10_000, 'the guest to hear the table closed');
    expect(guest.closedBy).toMatchObject({ code: 'hostClosed', params: { resumable: false } });
    await server.close();
  });
});

describe('the host on a neutral server', () => {
  it('leaves for good: the host role passes on, and the new host gives the old seat to a bot', async () => {
    const server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0 });
    const address = parseServerAddress(`127.0.0.1:${server.port}`);
    const seed = 'host-leaves-3';
    const host = await RemoteTable.create(address, { game: 'regicide', options: { players: 3, variants: [] }, seed, botLevel: 'easy', name: 'Ann' });
    const second = await RemoteTable.join({ ...address, code: host.code }, { name: 'Bob' });
    const third = await RemoteTable.join({ ...address, code: host.code }, { name: 'Cy' });
    const notices: RemoteChange[] = [];
    third.subscribe((c) => c.kind === 'notice' && notices.push(c));
    await waitFor(host, () => host.update !== null, 10_000, 'the start');
    expect([host.host, second.host]).toEqual([true, false]);
    await host.leave();
    await waitFor(second, () => second.host, 10_000, 'the host role to pass');
    expect(notices).toMatchObject([{ code: 'hostLeft', params: { seat: 1, name: 'Ann', newHost: 2, newHostName: 'Bob' } }]);
    expect(third.host).toBe(false);
    // Only the new host may give the seat to a bot.
    third.giveToBot(1);
    await waitFor(third, (c) => c?.kind === 'error', 5_000, 'the refusal');
    second.giveToBot(1);
    await waitFor(second, () => second.lobby!.seats[0].bot, 5_000, 'the bot in seat 1');
    for (const t of [second, third]) playWithBot(t, net.game, net.makeBot('easy', botSeedFor(seed, t.seat)));
    await Promise.all([second, third].map((t) => waitFor(t, () => t.end !== null, 30_000, 'the end')));
    await Promise.all([second.leave(), third.leave()]);
    await server.close();
  });
});
