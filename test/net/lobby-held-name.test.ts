// A public table's creator name in the lobby, on a server with accounts: a guest who opens a table
// under a name an account claimed (or a look-alike of it) is not listed under it, while a free
// name is. The name is looked up while the table's code is claimed (room-open.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { accountAct } from '../../src/net/accounts/account-client.js';
import { clientKey } from '../../src/net/accounts/client-key.js';
import { sqliteFileIn } from '../../src/net/db/where.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { createBody, postJson } from './edge-helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'lobby-held-name-'));
let server: NetServer;

beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', dataDir: join(dir, 'data'), database: sqliteFileIn(join(dir, 'data')), limits: { publicTablesPerAddress: 5 } });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the lobby lists a table under its creator name', () => {
  it('unless an account holds that name or one it looks like', async () => {
    const claimed = await accountAct(parseServerAddress(`127.0.0.1:${server.port}`), clientKey(join(dir, 'keys', 'alice')), 'claim', { name: 'Alice' });
    expect(claimed).toMatchObject({ ok: true });
    const codes: Record<string, string> = {};
    // Opened together, as a burst of tables is: their name lookups share one query.
    await Promise.all(
      ['ＡLICE', 'Alice', 'Ann'].map(async (name, i) => {
        const created = await postJson(server.port, '/matchmake/create/table', createBody({ name, public: true, hostKey: `${i}`.repeat(24) }));
        if (created.status !== 200) throw new Error(JSON.stringify(created.json));
        const answer = created.json as { room: { roomId: string } };
        codes[name] = answer.room.roomId;
      }),
    );
    const listed = (await postJson(server.port, '/lobby/list', {})).json as { tables: { code: string; host: string }[] };
    const hostOf = (name: string): string | undefined => listed.tables.find((t) => t.code === codes[name])?.host;
    expect(hostOf('Ann')).toBe('Ann');
    expect(hostOf('Alice')).toBe('');
    expect(hostOf('ＡLICE')).toBe('');
  });
});
