// The room logs bounded by disk as well as by days. Attacked as a stranger would: one address
// starts tables and walks away from each, and every one leaves a log behind. Past the cap the
// server removes the oldest abandoned tables' logs first, then the oldest finished games' — and
// never a log changed within the abandoned limit (a table --resume may still bring back) nor one
// of a table that is open.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { botSeedFor, netGame } from '../../src/net/wire/games.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { capRoomLogs } from '../../src/net/logs/room-log-cap.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { playWithBot, waitFor } from './net-helpers.js';

const MINUTE = 60_000;
const age = (path: string, minutes: number): void => {
  const t = new Date(Date.now() - minutes * MINUTE);
  utimesSync(path, t, t);
};
const logsIn = (data: string): string[] =>
  readdirSync(join(data, 'rooms'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort();
const sizeOf = (data: string, code: string): number => statSync(join(data, 'rooms', `${code}.json`)).size;

/** A log under `code`, finished or not, `minutes` old. */
function writeLog(data: string, code: string, finished: boolean, minutes: number, bytes = 1000): void {
  const path = join(data, 'rooms', `${code}.json`);
  const log = { format: 'cardgames-log', version: 1, game: 'regicide', seed: 's', options: {}, moves: ['x'.repeat(bytes)], result: finished ? { won: true } : null, room: { code } };
  writeFileSync(path, JSON.stringify(log));
  age(path, minutes);
}

describe('the room logs on disk', () => {
  it('are removed past the cap: abandoned tables oldest first, then finished games; fresh and open ones stay', async () => {
    const data = mkdtempSync(join(tmpdir(), 'net-cap-'));
    const rooms = join(data, 'rooms');
    mkdirSync(rooms);
    writeLog(data, 'DONE-0001', true, 3 * 24 * 60);
    writeLog(data, 'DONE-0002', true, 2 * 24 * 60);
    writeLog(data, 'LEFT-0001', false, 60);
    writeLog(data, 'LEFT-0002', false, 30);
    writeLog(data, 'OPEN-0001', false, 24 * 60);
    writeLog(data, 'HERE-0001', false, 1);
    // A damaged file (a disk that filled up mid-write) is no finished game.
    writeFileSync(join(rooms, 'DAMG-0001.json'), '{"result":');
    age(join(rooms, 'DAMG-0001.json'), 20);
    const open = new Set(['OPEN-0001']);
    const total = logsIn(data).reduce((sum, code) => sum + sizeOf(data, code), 0);
    const keep = ['DONE-0002', 'OPEN-0001', 'HERE-0001'];
    const cap = keep.reduce((sum, code) => sum + sizeOf(data, code), 0);
    expect(total).toBeGreaterThan(cap);

    const removed = await capRoomLogs(data, { maxBytes: cap, keepNewerThanMs: 10 * MINUTE, open });
    expect(removed.map((r) => r.code)).toEqual(['LEFT-0001', 'LEFT-0002', 'DAMG-0001', 'DONE-0001']);
    expect(removed.map((r) => r.finished)).toEqual([false, false, false, true]);
    expect(logsIn(data)).toEqual([...keep].sort());

    // Under the cap nothing goes; a cap of 0 is no cap; what cannot go stays even over the cap.
    expect(await capRoomLogs(data, { maxBytes: cap, keepNewerThanMs: 10 * MINUTE, open })).toEqual([]);
    expect(await capRoomLogs(data, { maxBytes: 0, keepNewerThanMs: 10 * MINUTE, open })).toEqual([]);
    expect((await capRoomLogs(data, { maxBytes: 1, keepNewerThanMs: 10 * MINUTE, open })).map((r) => r.code)).toEqual(['DONE-0002']);
    expect(logsIn(data)).toEqual(['HERE-0001', 'OPEN-0001']);
  });

  it('do not grow without bound when one address starts tables and walks away', async () => {
    const data = mkdtempSync(join(tmpdir(), 'net-cap-'));
    const net = netGame('regicide');
    // The stranger: four tables from 127.0.0.1, each started with a server bot and a few moves made, then left.
    let server: NetServer = await startNetServer({ port: 0, host: '127.0.0.1', dataDir: data, botDelayMs: 0, limits: { botTablesPerAddress: 10 } });
    const left: string[] = [];
    try {
      for (let i = 0; i < 4; i++) {
        const seed = `cap-${i}`;
        const table = await RemoteTable.create(parseServerAddress(`127.0.0.1:${server.port}`), {
          game: 'regicide',
          options: { players: 2, variants: [] },
          seed,
          bots: [2],
          botLevel: 'easy',
          botDelayMs: 0,
        });
        let moves = 0;
        table.subscribe((c) => c.kind === 'update' && (moves = c.update.movesMade));
        const stop = playWithBot(table, net.game, net.makeBot('easy', botSeedFor(seed, 1)));
        await waitFor(table, () => moves >= 2, 20_000, 'a few moves');
        stop();
        (table as unknown as { leaving: boolean }).leaving = true;
        left.push(table.code);
      }
    } finally {
      await server.close();
    }
    expect(logsIn(data)).toEqual([...left].sort());
    // Time passes: the tables were left an hour, 50, 40 and 30 minutes ago (the abandoned limit is 10).
    left.forEach((code, i) => age(join(data, 'rooms', `${code}.json`), 60 - 10 * i));
    // An honest game that finished two days ago, and a table left a moment ago.
    const finished = JSON.parse(readFileSync(join(data, 'rooms', `${left[0]}.json`), 'utf8'));
    writeFileSync(join(data, 'rooms', 'DONE-2222.json'), JSON.stringify({ ...finished, result: { won: false }, room: { ...finished.room, code: 'DONE-2222' } }));
    age(join(data, 'rooms', 'DONE-2222.json'), 2 * 24 * 60);
    writeFileSync(join(data, 'rooms', 'HERE-2222.json'), JSON.stringify({ ...finished, room: { ...finished.room, code: 'HERE-2222' } }));
    const keep = ['DONE-2222', 'HERE-2222', left[3]];
    const cap = keep.reduce((sum, code) => sum + sizeOf(data, code), 0);

    const events: { event: string; room?: string }[] = [];
    server = await startNetServer({ port: 0, host: '127.0.0.1', dataDir: data, logEvent: (e) => events.push(e), limits: { abandonedMinutes: 10, roomLogsMaxBytes: cap } });
    await server.close();
    expect(logsIn(data)).toEqual([...keep].sort());
    expect(events.filter((e) => e.event === 'logRemoved').map((e) => e.room)).toEqual(left.slice(0, 3));
  });
});
