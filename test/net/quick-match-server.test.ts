// Quick match's seats at a real server on loopback (the lobby's quick answer stood in for by the
// matchmaker: it opens the table with the client's own create options, as the route will): the
// player the server opened a table for takes seat 1 as its host with the hostKey it sent, the next
// joins it as seat 2 (the table fills and starts), and a third, sent to that table, asks again.
import { matchMaker } from '@colyseus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerAddress, type ServerAddress } from '../../src/net/client/address.js';
import type { QuickAnswer, QuickRequest } from '../../src/net/lobby/lobby-client.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { ROOM_NAME } from '../../src/net/wire/table-room-name.js';
import { QUICK_RETRIES, QuickAllFull, quickSeat } from '../../src/cli/lobby/quick-match.js';
import { quickRequestOf } from '../../src/cli/lobby/quick-play.js';

let server: NetServer;
let address: ServerAddress;
const tables: RemoteTable[] = [];
beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0 });
  address = parseServerAddress(`127.0.0.1:${server.port}`);
});
afterAll(async () => {
  await Promise.all(tables.map((t) => t.leave()));
  await server?.close();
});

const join = async (a: Parameters<typeof RemoteTable.join>[0], o: Parameters<typeof RemoteTable.join>[1]) => {
  const table = await RemoteTable.join(a, o);
  tables.push(table);
  return table;
};

describe('quick match at a real server', () => {
  it('hosts the table opened with its options, the next player fills it, a third is sent on', async () => {
    let open: string | null = null;
    const asked: QuickRequest[] = [];
    // The route's decision, in short: the open table when there is one, else one opened with the client's create options.
    const quick = async (_s: ServerAddress, request: QuickRequest): Promise<QuickAnswer> => {
      asked.push(request);
      if (open) return { code: open, host: false };
      open = (await matchMaker.createRoom(ROOM_NAME, request.create)).roomId;
      return { code: open, host: true };
    };
    const first = await quickSeat(address, quickRequestOf('regicide', { screenReader: false, name: 'Ann', players: 2 }, 'en', 'a'.repeat(32)), { quick, join });
    expect(first.host).toBe(true);
    expect(first.table.seat).toBe(1);
    expect(first.table.host).toBe(true);
    const second = await quickSeat(address, quickRequestOf('regicide', { screenReader: false, name: 'Bo', players: 2 }, 'en', 'b'.repeat(32)), { quick, join });
    expect(second).toMatchObject({ host: false, code: first.code });
    expect(second.table.seat).toBe(2);
    // A third player is sent to the same (now full, started) table every time: it asks again, then gives up.
    const before = asked.length;
    await expect(quickSeat(address, quickRequestOf('regicide', { screenReader: false, name: 'Cy', players: 2 }, 'en', 'c'.repeat(32)), { quick, join })).rejects.toBeInstanceOf(QuickAllFull);
    expect(asked.length - before).toBe(QUICK_RETRIES + 1);
  });
});
