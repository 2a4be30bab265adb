// A seat bound to its account stays bound when the server restarts and restores the table
// (`serve --resume`): the seat's token in another account's join finds nothing, its own comes back.
// A file of its own: Colyseus's matchmaker is one per process, so one server runs at a time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { keyProver } from '../../src/net/accounts/account-client.js';
import { type ClientKey, clientKey } from '../../src/net/accounts/client-key.js';
import { sqliteFileIn } from '../../src/net/db/where.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { startNetServer } from '../../src/net/server/server.js';
import { waitFor } from './net-helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'table-identity-restart-'));
const keyIn = (name: string): ClientKey => clientKey(join(dir, 'keys', name));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a seat of an account', () => {
  it('keeps the seat bound to its account across a restart (--resume)', async () => {
    const data = join(dir, 'restart');
    const start = (resume: boolean) => startNetServer({ port: 0, host: '127.0.0.1', dataDir: data, database: sqliteFileIn(data), botDelayMs: 0, resume });
    const first = await start(false);
    const at1 = parseServerAddress(`127.0.0.1:${first.port}`);
    const host = await RemoteTable.create(
      at1,
      { game: 'regicide', options: { players: 2, variants: [] }, name: 'Host' },
      keyProver(() => keyIn('restart-host')),
    );
    const guest = await RemoteTable.join(
      { ...at1, code: host.code },
      { name: 'Guest' },
      [],
      keyProver(() => keyIn('restart-guest')),
    );
    await waitFor(guest, () => guest.update !== null, 10_000, 'the start');
    const { code, seatToken } = guest;
    await first.close();
    await Promise.all([host.leave().catch(() => {}), guest.leave().catch(() => {})]);

    const second = await start(true);
    try {
      expect(second.restored).toContain(code);
      const at2 = { ...parseServerAddress(`127.0.0.1:${second.port}`), code };
      await expect(
        RemoteTable.join(
          at2,
          { seatToken },
          [],
          keyProver(() => keyIn('restart-thief')),
        ),
      ).rejects.toThrow();
      const back = await RemoteTable.join(
        at2,
        { seatToken },
        [],
        keyProver(() => keyIn('restart-guest')),
      );
      expect(back.seat).toBe(2);
      await back.leave();
    } finally {
      await second.close();
    }
  });
});
