// A watcher is told what the seats are told about the players (one drops: the countdown; back:
// that they are back), and follows the table across its host's `host --resume`: the host's
// program closing the table mid-game (its server gone) does not end the watcher, whose client
// comes back to the resumed table at the same address and sees the game to its end. Real servers
// on 127.0.0.1, real clients.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { botSeedFor, netGame } from '../../src/net/wire/games.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { startNetServer } from '../../src/net/server/server.js';
import { watchClient } from '../../src/net/client/watch-client.js';
import type { CodedNotice } from '../../src/table/client.js';
import { cutConnection, engineGame, playWithBot, waitFor } from './net-helpers.js';

const net = netGame('regicide');
const options = { players: 2, variants: [] };
const codeOf = (n: ReturnType<ReturnType<typeof watchClient>['notice']>): string | null => (n?.kind === 'coded' ? n.code : null);

describe('a watcher of an embedded server’s table', () => {
  it('hears a player drop and come back, and follows the table across host --resume to its end', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'net-watcher-follows-'));
    let server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0, dataDir, embedded: true, reconnectSeconds: 30 });
    const port = server.port;
    const address = parseServerAddress(`127.0.0.1:${port}`);
    const seed = 'watcher-follows-1';
    const host = await RemoteTable.create(address, { game: 'regicide', options, seed, botLevel: 'easy', name: 'Ann', watchers: 'yes' });
    const guest = await RemoteTable.join({ ...address, code: host.code }, { name: 'Gus' });
    const watcher = await RemoteTable.watch({ ...address, code: host.code }, { name: 'Eve' });
    const watching = watchClient(watcher, net.game);
    const heard: CodedNotice[] = [];
    watching.subscribe(() => {
      const n = watching.notice();
      if (n?.kind === 'coded' && heard.at(-1)?.code !== n.code) heard.push(n);
    });
    const stopHost = playWithBot(host, net.game, net.makeBot('easy', botSeedFor(seed, 1)));
    const stopGuest = playWithBot(guest, net.game, net.makeBot('easy', botSeedFor(seed, 2)));
    await waitFor(watcher, () => (watcher.publicUpdate?.movesMade ?? 0) >= 4, 20_000, 'a few moves');
    stopHost();
    stopGuest();

    // Gus's connection dies: the watcher hears the countdown, then that Gus is back.
    cutConnection(guest);
    await waitFor(watcher, () => codeOf(watching.notice()) === 'reconnecting', 10_000, 'the countdown');
    expect(watching.notice()).toMatchObject({ code: 'reconnecting', params: { seat: 2, name: 'Gus' } });
    await waitFor(watcher, () => codeOf(watching.notice()) === 'returned', 20_000, 'Gus back');
    expect(watching.notice()).toMatchObject({ code: 'returned', params: { seat: 2, name: 'Gus' } });

    // The host quits (the table is saved) and the host's program stops its server.
    const hostSeat = host.session();
    const guestSeat = guest.session();
    await host.leave();
    await waitFor(guest, () => guest.status === 'closed', 10_000, 'the guest to hear the table closed');
    await server.close();
    // The watcher is not gone: it waits for the table to come back, and says so.
    await waitFor(watcher, () => codeOf(watching.notice()) === 'hostAway', 10_000, 'the wait for the resume');
    expect(watcher.status).toBe('reconnecting');
    expect(watching.status()).toBe('watching');

    // `host --resume`: the server at the same address restores the table; the seats come back.
    server = await startNetServer({ port, host: '127.0.0.1', botDelayMs: 0, dataDir, embedded: true, resume: true });
    const host2 = await RemoteTable.join({ ...address, code: hostSeat.code }, { seatToken: hostSeat.seatToken });
    const guest2 = await RemoteTable.join({ ...address, code: guestSeat.code }, { seatToken: guestSeat.seatToken });
    // Back in, the table's welcome clears its closing.
    await waitFor(watcher, () => watcher.status === 'connected' && watcher.closedBy === null, 20_000, 'the watcher back at the resumed table');
    for (const t of [host2, guest2]) playWithBot(t, net.game, net.makeBot('easy', botSeedFor(seed, t.seat)));
    await waitFor(watcher, () => watcher.end !== null, 30_000, 'the end, watched');
    expect((watcher.end!.log as { moves: string[] }).moves).toEqual(engineGame('regicide', options, seed, 'easy').moves);
    expect(heard.map((n) => n.code)).toEqual(expect.arrayContaining(['reconnecting', 'returned', 'hostAway']));
    await Promise.all([host2.leave(), guest2.leave(), watcher.leave()]);
    await server.close();
  }, 90_000);
});
