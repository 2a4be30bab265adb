// Faults: a client's socket cut mid-game comes back on its own; a player whose time ran out is
// replaced by a bot at the host's word; the server killed with SIGKILL mid-game and restarted with
// `serve --resume` restores the room, the clients rejoin, and no move is lost.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botSeedFor, netGame } from '../../src/net/wire/games.js';
import { parseServerAddress } from '../../src/net/client/address.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { binPath, ROOT } from '../cli/drive.js';
import { cutConnection, engineGame, freePort, playWithBot, waitFor } from './net-helpers.js';

const net = netGame('regicide');
const options = { players: 2, variants: [] };

describe('in one server process', () => {
  let server: NetServer;
  beforeAll(async () => {
    server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0, reconnectSeconds: 2 });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function twoSeats(seed: string): Promise<[RemoteTable, RemoteTable]> {
    const address = parseServerAddress(`127.0.0.1:${server.port}`);
    const host = await RemoteTable.create(address, { game: 'regicide', options, seed, botLevel: 'easy', botDelayMs: 0, name: 'Host' });
    const guest = await RemoteTable.join({ ...address, code: host.code }, { name: 'Guest' });
    return [host, guest];
  }

  it('a socket cut mid-game reconnects, the others are told, and the game goes on', async () => {
    const seed = 'cut-1';
    const [host, guest] = await twoSeats(seed);
    playWithBot(host, net.game, net.makeBot('easy', botSeedFor(seed, 1)));
    let cut = false;
    let sawReconnecting = false;
    host.subscribe((c) => {
      if (c.kind === 'lobby' && c.lobby.seats[1].reconnectMsLeft !== null) sawReconnecting = true;
    });
    // The guest plays until move 6, then its socket dies without a goodbye.
    guest.subscribe((c) => {
      if (c.kind === 'update' && c.update.movesMade >= 6 && !cut) {
        cut = true;
        cutConnection(guest);
      }
    });
    playWithBot(guest, net.game, net.makeBot('easy', botSeedFor(seed, 2)));
    await waitFor(guest, () => cut && guest.status === 'connected', 20_000, 'the reconnection');
    await Promise.all([host, guest].map((t) => waitFor(t, () => t.end !== null, 30_000, 'the end')));
    expect(sawReconnecting).toBe(true);
    const moves = engineGame('regicide', options, seed, 'easy').moves;
    expect((host.end!.log as { moves: string[] }).moves).toEqual(moves);
    // Both clients' move history is complete: the rejoined one got it again from the server.
    expect(host.history.map((h) => h.text)).toEqual(moves);
    expect(guest.history.map((h) => h.text)).toEqual(moves);
    await Promise.all([host.leave(), guest.leave()]);
  });

  it('after a player left, the host gives the seat to a bot and the game ends', async () => {
    const [host, guest] = await twoSeats('left-1');
    await waitFor(host, () => host.update !== null, 10_000, 'the start');
    await guest.leave();
    await waitFor(host, () => host.lobby!.seats[1].vacated, 10_000, 'the seat to be vacated');
    host.giveToBot(2);
    playWithBot(host, net.game, net.makeBot('easy', 'whatever'));
    await waitFor(host, () => host.end !== null, 30_000, 'the end');
    expect(host.lobby!.seats[1].bot).toBe(true);
    await host.leave();
  });

  it("a dropped player whose time runs out leaves the seat to the host's bot", async () => {
    const [host, guest] = await twoSeats('expired-1');
    await waitFor(host, () => host.update !== null, 10_000, 'the start');
    host.giveToBot(2);
    await waitFor(host, (c) => c?.kind === 'error', 5_000, 'the refusal while the guest is there');
    // The guest's process dies: no reconnection attempts either.
    (guest as unknown as { leaving: boolean }).leaving = true;
    cutConnection(guest);
    await waitFor(host, () => host.lobby!.seats[1].reconnectMsLeft !== null, 5_000, 'the reconnection countdown');
    await waitFor(host, () => host.lobby!.seats[1].vacated, 10_000, 'the reconnection time to run out');
    host.giveToBot(2);
    await waitFor(host, () => host.lobby!.seats[1].bot, 5_000, 'the bot');
    await host.leave();
  });
});

function startServe(port: number, data: string, resume: boolean): Promise<ChildProcess> {
  const args = [binPath('regicide'), 'serve', '--port', String(port), '--listen', '127.0.0.1', '--data', data, '--bot-delay', '0'];
  const child = spawn(process.execPath, resume ? [...args, '--resume'] : args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (d: string) => {
      out += d;
      if (out.includes('"listening"')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${out}`)));
  });
}

describe('the server killed mid-game', () => {
  it('restarts with --resume; the clients rejoin and the game equals the engine', async () => {
    const data = mkdtempSync(join(tmpdir(), 'net-kill-'));
    const port = await freePort();
    let serve = await startServe(port, data, false);
    const seed = 'kill-3';
    const opts = { players: 3, variants: [] };
    const address = parseServerAddress(`127.0.0.1:${port}`);
    const host = await RemoteTable.create(address, { game: 'regicide', options: opts, seed, bots: [3], botLevel: 'easy', botDelayMs: 0 });
    const guest = await RemoteTable.join({ ...address, code: host.code }, {});
    let killed = false;
    const restarted = new Promise<void>((resolve) => {
      host.subscribe((c) => {
        if (c.kind === 'update' && c.update.movesMade >= 10 && !killed) {
          killed = true;
          serve.kill('SIGKILL');
          serve.once('exit', () => void startServe(port, data, true).then((s) => ((serve = s), resolve())));
        }
      });
    });
    for (const t of [host, guest]) playWithBot(t, net.game, net.makeBot('easy', botSeedFor(seed, t.seat)));
    await restarted;
    try {
      await Promise.all([host, guest].map((t) => waitFor(t, () => t.end !== null, 40_000, 'the end after the restart')));
      const engine = engineGame('regicide', opts, seed, 'easy');
      expect((host.end!.log as { moves: string[] }).moves).toEqual(engine.moves);
      expect(host.end!.result).toEqual(engine.result);
      await Promise.all([host.leave(), guest.leave()]);
    } finally {
      serve.kill('SIGTERM');
    }
  });
});
