// Each move names the position it answers (moves made so far): a move sent twice, or one that
// answers a position the table has left, is refused with a code and applied at most once. During
// an outage the JSON protocol writes one `waiting` line and stays quiet until the table is back.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNetProtocol } from '../../src/cli/net/net-protocol.js';
import { type RemoteChange, RemoteTable } from '../../src/net/client/remote-table.js';
import { cutConnection, waitFor } from './net-helpers.js';
import { type RoomServer, startRoomServer } from './room-server.js';

let server: RoomServer;
beforeAll(async () => {
  server = await startRoomServer({ reconnectSeconds: 20 });
});
afterAll(async () => {
  await server?.close();
});

const errorCodes = (log: RemoteChange[]): string[] => log.flatMap((c) => (c.kind === 'error' ? [c.code] : []));

describe('moves that name their position', () => {
  it('a duplicated move is played once; a stale one is refused', async () => {
    const host = await RemoteTable.create(server.address, { game: 'regicide', options: { players: 2, variants: [] }, seed: 'twice-3' });
    const guest = await RemoteTable.join({ ...server.address, code: host.code }, {});
    await waitFor(host, () => host.update !== null, 10_000, 'the start');
    const mover = host.update!.toMove === 1 ? host : guest;
    const log: RemoteChange[] = [];
    mover.subscribe((c) => log.push(c));
    await waitFor(mover, () => mover.update!.legal.length > 0, 10_000, "the mover's turn");
    // The same move twice in a row, as a double key press or a resend would send it.
    const move = mover.update!.legal.find((m) => m !== 'yield')!;
    mover.sendRaw('move', { text: move, at: 0 });
    mover.sendRaw('move', { text: move, at: 0 });
    await waitFor(mover, () => errorCodes(log).length > 0, 10_000, 'the refusal of the second');
    expect(errorCodes(log)).toEqual(['staleMove']);
    const refusal = log.find((c) => c.kind === 'error');
    expect(refusal).toMatchObject({ params: { at: 0, movesMade: 1 } });
    await waitFor(mover, () => mover.update!.movesMade === 1, 5_000, 'the one move');

    // A move for a position the table has left (it answers move 0 after move 1): refused.
    const next = host.update!.toMove === host.seat ? host : guest;
    const nextLog: RemoteChange[] = [];
    next.subscribe((c) => nextLog.push(c));
    next.sendRaw('move', { text: next.update!.legal[0], at: 0 });
    await waitFor(next, () => errorCodes(nextLog).length > 0, 10_000, 'the stale refusal');
    expect(errorCodes(nextLog)).toEqual(['staleMove']);
    expect(host.update!.movesMade).toBe(1);
    expect(guest.update!.movesMade).toBe(1);
    await Promise.all([host.leave(), guest.leave()]);
  });
});

describe('the JSON protocol during an outage', () => {
  it('writes one waiting line, answers nothing meanwhile, and writes the state again once back', async () => {
    const host = await RemoteTable.create(server.address, { game: 'thronfolge', options: { first: 2, variants: [] }, seed: 'outage-1' });
    const guest = await RemoteTable.join({ ...server.address, code: host.code }, {});
    const input = new PassThrough();
    const output = new PassThrough();
    const lines: Record<string, unknown>[] = [];
    let buffer = '';
    output.on('data', (d: Buffer) => {
      buffer += d.toString();
      for (let i = buffer.indexOf('\n'); i >= 0; i = buffer.indexOf('\n')) {
        lines.push(JSON.parse(buffer.slice(0, i)));
        buffer = buffer.slice(i + 1);
      }
    });
    const run = runNetProtocol({ table: guest, rejoinCommand: 'npx thronfolge join --resume X', input, output, errors: new PassThrough() });
    const until = async (check: () => boolean, what: string) => {
      for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
      if (!check()) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(lines)}`);
    };
    await until(() => lines.some((l) => l.type === 'state'), 'the first state line');
    const before = lines.length;
    cutConnection(guest);
    await until(() => lines.some((l) => l.type === 'waiting' && l.reconnecting === true), 'the waiting line');
    // A script that keeps answering during the outage: nothing is sent, nothing is written.
    for (let i = 0; i < 5; i++) input.write('take\n');
    await until(() => lines.some((l) => l.type === 'waiting' && l.reconnecting === false), 'the table to be back');
    const during = lines.slice(
      before,
      lines.findIndex((l) => l.type === 'waiting' && l.reconnecting === false),
    );
    expect(during).toEqual([{ type: 'waiting', reconnecting: true }]);
    await until(() => lines.filter((l) => l.type === 'state').length >= 2, 'the state line again');
    expect(guest.update!.movesMade).toBe(0);
    input.end();
    await run;
    await host.leave();
  });
});
