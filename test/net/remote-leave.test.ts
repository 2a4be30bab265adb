// Leaving a table whose server is gone: the client is between connections (reconnecting), and
// colyseus.js would answer its leave only when a connection that closed already closes again.
// Leaving must end at once all the same (a player quitting after the server died, a test's clean-up).
// A file of its own: Colyseus's matchmaker is one per process, so one server runs at a time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { startNetServer } from '../../src/net/server/server.js';
import { waitFor } from './net-helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'remote-leave-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('leaving a table', () => {
  it('ends while the client is reconnecting to a server that is gone', async () => {
    const server = await startNetServer({ port: 0, host: '127.0.0.1', dataDir: dir, botDelayMs: 0 });
    const at = parseServerAddress(`127.0.0.1:${server.port}`);
    const host = await RemoteTable.create(at, { game: 'regicide', options: { players: 2, variants: [] }, name: 'Host' });
    const guest = await RemoteTable.join({ ...at, code: host.code }, { name: 'Guest' });
    await waitFor(guest, () => guest.update !== null, 10_000, 'the start');
    await server.close();
    await waitFor(guest, () => guest.status === 'reconnecting', 10_000, 'the guest reconnecting');
    await waitFor(host, () => host.status === 'reconnecting', 10_000, 'the host reconnecting');
    // Without the fix both leaves wait for ever (the test's own timeout ends them).
    await Promise.all([guest.leave(), host.leave()]);
    expect([guest.status, host.status]).toEqual(['closed', 'closed']);
  }, 30_000);
});
