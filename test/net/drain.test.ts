// `serve` stopped with SIGTERM while a dropped player's reconnection is pending (the usual case of
// a client crash followed by `join --resume`) drains within 10 s instead of waiting out the
// reconnection time, and every unfinished table comes back with `serve --resume`: the clients
// find it again by themselves and the game ends as the engine's.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { botSeedFor, netGame } from '../../src/net/wire/games.js';
import { CLOSE_SERVER_STOPPING } from '../../src/net/wire/messages.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { within } from './edge-helpers.js';
import { cutConnection, engineGame, freePort, playWithBot, waitFor } from './net-helpers.js';
import { type NetProcess, runProgram } from './net-process.js';

/** A serve process on `port`; resolves once it listens, with its listening line. */
async function startServe(port: number, data: string, resume: boolean): Promise<{ serve: NetProcess; listening: Record<string, any> }> {
  const args = ['serve', '--port', String(port), '--listen', '127.0.0.1', '--data', data, '--bot-delay', '0', '--min-bot-delay', '0', '--bot-workers', '1'];
  const serve = runProgram('regicide', resume ? [...args, '--resume'] : args);
  for (;;) {
    const line = await serve.next();
    if (line.event === 'listening') return { serve, listening: line };
  }
}

/** The events a process writes until it ends. */
async function eventsUntilExit(p: NetProcess): Promise<string[]> {
  const events: string[] = [];
  for (;;) {
    try {
      events.push((await p.next()).event);
    } catch {
      return events;
    }
  }
}

describe('SIGTERM with a reconnection pending', () => {
  it('serve drains within 10 s, and --resume brings the table back to be played to its end', async () => {
    const data = mkdtempSync(join(tmpdir(), 'net-drain-'));
    const port = await freePort();
    const first = await startServe(port, data, false);
    const seed = 'drain-3';
    const options = { players: 3, variants: [] };
    const net = netGame('regicide');
    const address = parseServerAddress(`127.0.0.1:${port}`);
    const host = await RemoteTable.create(address, { game: 'regicide', options, seed, bots: [3], botLevel: 'easy', botDelayMs: 0 });
    const guest = await RemoteTable.join({ ...address, code: host.code }, {});
    const guestToken = guest.seatToken;
    // The guest plays to move 8, then its program dies: the server keeps its seat for two minutes.
    playWithBot(host, net.game, net.makeBot('easy', botSeedFor(seed, 1)));
    playWithBot(guest, net.game, net.makeBot('easy', botSeedFor(seed, 2)));
    await waitFor(host, () => (host.update?.movesMade ?? 0) >= 8, 20_000, 'move 8');
    (guest as unknown as { leaving: boolean }).leaving = true;
    cutConnection(guest);
    await waitFor(host, () => host.lobby!.seats[1].reconnectMsLeft !== null, 10_000, 'the pending reconnection');

    const closeCodes: number[] = [];
    host.connection.onLeave((closeCode) => closeCodes.push(closeCode));
    first.serve.kill('SIGTERM');
    const { code } = await within(10_000, first.serve.exit, 'serve to stop after SIGTERM');
    expect(code).toBe(0);
    expect(await eventsUntilExit(first.serve)).toEqual(expect.arrayContaining(['stopping', 'stopped']));
    // The host's client was told the server is stopping (after the last write), and keeps trying.
    await waitFor(host, () => host.status === 'reconnecting', 10_000, 'the host to start reconnecting');
    expect(closeCodes).toEqual([CLOSE_SERVER_STOPPING]);

    const second = await startServe(port, data, true);
    try {
      expect(second.listening.restored).toEqual([host.code]);
      await waitFor(host, () => host.status === 'connected', 20_000, 'the host to come back');
      const back = await RemoteTable.join({ ...address, code: host.code }, { seatToken: guestToken });
      expect(back.seat).toBe(2);
      playWithBot(back, net.game, net.makeBot('easy', botSeedFor(seed, 2)));
      await Promise.all([host, back].map((t) => waitFor(t, () => t.end !== null, 40_000, 'the end after the restart')));
      expect((host.end!.log as { moves: string[] }).moves).toEqual(engineGame('regicide', options, seed, 'easy').moves);
      await Promise.all([host.leave(), back.leave()]);
    } finally {
      second.serve.kill('SIGTERM');
      await second.serve.exit;
    }
  });
});
