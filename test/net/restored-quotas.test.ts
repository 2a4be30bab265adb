// Tables that come back (a restart's --resume; a takeover from Redis takes the same way into the
// room) still count against the address that opened them. The attack: hold as many bot tables as
// allowed, have the server restart, and open more — without the count after the restore, the
// address would hold twice its quota.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { RemoteTable, type TableRefused } from '../../src/net/client/remote-table.js';
import { roomLogPath } from '../../src/net/logs/room-store.js';
import { type NetServerOptions, startNetServer } from '../../src/net/server/server.js';
import { waitFor } from './net-helpers.js';

const limits = { botTablesPerAddress: 2 };

async function serverWith(o: Partial<NetServerOptions>) {
  const server = await startNetServer({ port: 0, host: '127.0.0.1', limits, ...o });
  return { server, address: parseServerAddress(`127.0.0.1:${server.port}`) };
}

/** A started bot table whose host (seat 1) is to move, so it stays unfinished. */
async function botTable(address: ReturnType<typeof parseServerAddress>): Promise<RemoteTable> {
  const host = await RemoteTable.create(address, { game: 'regicide', options: { players: 2, variants: [] }, bots: [2], botLevel: 'easy' });
  await waitFor(host, () => host.update !== null, 10_000, 'the start');
  return host;
}

const refusalOf = (attempt: Promise<unknown>): Promise<TableRefused | null> =>
  attempt.then(
    () => null,
    (e: unknown) => e as TableRefused,
  );

describe('bot tables per address after a restore', () => {
  it("a restart with --resume brings the address's bot tables back counted: one more is refused", async () => {
    const data = mkdtempSync(join(tmpdir(), 'net-restored-quota-'));
    const first = await serverWith({ dataDir: data });
    const tables = [await botTable(first.address), await botTable(first.address)];
    const codes = tables.map((t) => t.code).sort();
    expect((await refusalOf(botTable(first.address)))?.code).toBe('botTableQuota');
    // The saved record knows who opened each table (never sent to a client).
    for (const code of codes) expect(JSON.parse(readFileSync(roomLogPath(data, code), 'utf8')).room.owner).toBe('127.0.0.1');
    await first.server.close();
    await Promise.all(tables.map((t) => t.leave().catch(() => {})));

    const second = await serverWith({ dataDir: data, resume: true });
    try {
      expect([...second.server.restored].sort()).toEqual(codes);
      const refused = await refusalOf(botTable(second.address));
      expect(refused?.code).toBe('botTableQuota');
      // A table without server bots is still the address's to open.
      const plain = await RemoteTable.create(second.address, { game: 'regicide', options: { players: 2, variants: [] } });
      await plain.leave();
    } finally {
      await second.server.close();
    }
  });
});
