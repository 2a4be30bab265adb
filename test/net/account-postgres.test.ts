// Two server processes on one PostgreSQL serve the same accounts: a `serve --database
// postgres://…` started as a player's operator would, and a second server in this process. A
// name claimed through one is the account's through the other, and taken there too.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { accountAct } from '../../src/net/accounts/account-client.js';
import { clientKey } from '../../src/net/accounts/client-key.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { ROOT, binPath } from '../cli/drive.js';
import { type TestPostgres, hasPostgres, noPostgresWarning, startPostgres } from './postgres-helpers.js';

if (!hasPostgres) console.warn(noPostgresWarning('account-postgres.test.ts'));

describe.runIf(hasPostgres)('accounts on one PostgreSQL, two processes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'account-pg-'));
  let postgres: TestPostgres;
  let serve: ChildProcess;
  let servePort: number;
  let second: NetServer;

  beforeAll(async () => {
    postgres = await startPostgres();
    serve = spawn(process.execPath, [binPath('regicide'), 'serve', '--port', '0', '--listen', '127.0.0.1', '--data', join(dir, 'serve'), '--database', postgres.url], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    servePort = await new Promise<number>((resolve, reject) => {
      serve.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
      createInterface({ input: serve.stdout! }).on('line', (line) => {
        const event = JSON.parse(line) as { event: string; port?: number; database?: string };
        if (event.event === 'listening') {
          expect(event.database).toBe('postgres');
          resolve(event.port!);
        }
      });
    });
    second = await startNetServer({ port: 0, host: '127.0.0.1', database: postgres.url });
  }, 60_000);
  afterAll(async () => {
    if (serve && serve.exitCode === null) await new Promise((resolve) => (serve.once('exit', resolve), serve.kill('SIGTERM')));
    await second?.close();
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('knows on one what was made on the other', async () => {
    const one = parseServerAddress(`127.0.0.1:${servePort}`);
    const two = parseServerAddress(`127.0.0.1:${second.port}`);
    const key = clientKey(join(dir, 'keys', 'ida'));
    expect(await accountAct(one, key, 'claim', { name: 'Ida' })).toMatchObject({ ok: true, body: { account: { name: 'Ida' } } });
    expect(await accountAct(two, key, 'show')).toMatchObject({ ok: true, body: { account: { name: 'Ida', keys: [{ fingerprint: key.fingerprint }] } } });
    expect(await accountAct(two, clientKey(join(dir, 'keys', 'other')), 'claim', { name: 'IDA' })).toMatchObject({ ok: false, code: 'nameTaken' });
  });
});
