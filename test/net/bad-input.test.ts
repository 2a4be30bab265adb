// Bad input: malformed and unknown messages, moves for another seat, oversized messages and a
// flood are refused to the sender alone; the room, the other clients and the game are unaffected
// (the finished game still equals the engine's for the seed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botSeedFor, netGame } from '../../src/net/wire/games.js';
import { parseServerAddress } from '../../src/net/client/address.js';
import { cleanName } from '../../src/net/seats/names.js';
import { type RemoteChange, RemoteTable } from '../../src/net/client/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { engineGame, playWithBot, waitFor } from './net-helpers.js';

let server: NetServer;
beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0 });
});
afterAll(async () => {
  await server?.close();
});

const errorsOf = (log: RemoteChange[]): string[] => log.flatMap((c) => (c.kind === 'error' ? [c.message] : []));

describe('names', () => {
  it('lose control characters, escape sequences and bidi overrides, and are bounded', () => {
    expect(cleanName('\u001b[31mEve\u0007\u202e', 'P')).toBe('[31mEve');
    expect(cleanName('  \u009b  ', 'Player 2')).toBe('Player 2');
    expect(cleanName('a'.repeat(50), 'P')).toHaveLength(20);
    expect(cleanName(42, 'Player 3')).toBe('Player 3');
  });
});

describe('bad input is refused to its sender only', () => {
  it('changes nothing, and the game still equals the engine', async () => {
    const seed = 'bad-input-3';
    const options = { players: 3, variants: [] };
    const address = parseServerAddress(`127.0.0.1:${server.port}`);
    const host = await RemoteTable.create(address, { game: 'regicide', options, seed, botLevel: 'easy', botDelayMs: 0, name: 'Host' });
    const room = { ...address, code: host.code };
    const second = await RemoteTable.join(room, { name: 'Second' });
    const attacker = await RemoteTable.join(room, { name: '\u001b]0;pwned\u0007Mallory\u202e', seat: 3 });
    const logs: RemoteChange[][] = [[], [], []];
    [host, second, attacker].forEach((t, i) => t.subscribe((c) => logs[i].push(c)));
    await waitFor(host, () => host.update !== null, 10_000, 'the start');
    // Without ESC and BEL the rest is harmless text.
    expect(host.lobby!.seats[2].name).toBe(']0;pwnedMallory');

    // Malformed and unknown messages, a seat claimed in the message, moves out of turn, oversized text.
    attacker.sendRaw('move', { seat: host.update!.toMove, move: host.update!.legal[0] ?? 'yield' });
    attacker.sendRaw('chat', 'hello');
    attacker.sendRaw('start', { bots: true });
    attacker.sendRaw('bot', { seat: 2 });
    attacker.submit('play ZZ');
    attacker.submit('x'.repeat(500));
    const toMove = host.update!.toMove!;
    if (toMove !== 3) attacker.submit('yield');
    const expected = toMove !== 3 ? 7 : 6;
    await waitFor(attacker, () => errorsOf(logs[2]).length >= expected, 10_000, 'the refusals');
    expect(errorsOf(logs[2]).join('\n')).toMatch(/unknown message type "chat"/);
    expect(errorsOf(logs[2]).join('\n')).toMatch(/only the host/);

    // A flood: the extra messages are dropped, and a client that floods on is disconnected.
    for (let i = 0; i < 300; i++) attacker.sendRaw('move', 'nonsense');
    await waitFor(attacker, () => attacker.status === 'closed', 10_000, 'the flooding client to be cut off');
    expect(logs[2].some((c) => c.kind === 'error' && c.code === 'rate')).toBe(true);

    // Nothing changed for anyone else: no move, no error.
    expect(host.update!.movesMade).toBe(0);
    expect(errorsOf(logs[0])).toEqual([]);
    expect(errorsOf(logs[1])).toEqual([]);

    // The player comes back on its seat token; a frame above the size limit cuts that connection,
    // and the client reconnects on its own.
    const back = await RemoteTable.join(room, { seatToken: attacker.seatToken, name: 'Mallory' });
    expect(back.seat).toBe(3);
    const backLog: RemoteChange[] = [];
    back.subscribe((c) => backLog.push(c));
    back.sendRaw('move', 'y'.repeat(5000));
    await waitFor(back, () => backLog.some((c) => c.kind === 'connection' && c.status === 'reconnecting'), 10_000, 'the oversized frame to cut the connection');
    await waitFor(back, () => back.status === 'connected', 20_000, 'the reconnection');

    const net = netGame('regicide');
    for (const t of [host, second, back]) playWithBot(t, net.game, net.makeBot('easy', botSeedFor(seed, t.seat)));
    await Promise.all([host, second, back].map((t) => waitFor(t, () => t.end !== null, 30_000, 'the end')));
    const engine = engineGame('regicide', options, seed, 'easy');
    expect((host.end!.log as { moves: string[] }).moves).toEqual(engine.moves);
    // Nothing the attacker sent came back to the host. (Its own bot may outpace the message rate
    // on a fast run: that refusal is the host's own, and its client sends the move again.)
    expect(logs[0].flatMap((c) => (c.kind === 'error' && c.code !== 'rate' ? [c.message] : []))).toEqual([]);
    await Promise.all([host, second, back].map((t) => t.leave()));
  });
});
