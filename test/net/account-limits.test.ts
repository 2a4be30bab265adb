// The limits per account and per address of the account routes, attacked as an outsider would:
// one account linking key after key, one account changing its name again and again, and one
// address (an IPv6 /64, however many of its addresses it uses) claiming names for account after
// account. Each listener below names one client address for every request it routes, as a proxy
// would.
import { mkdtempSync, rmSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerAddress, type ServerAddress } from '../../src/net/client/address.js';
import { accountAct } from '../../src/net/accounts/account-client.js';
import { type AccountHttp, startAccountHttp } from '../../src/net/accounts/account-http.js';
import { type ClientKey, clientKey } from '../../src/net/accounts/client-key.js';
import { sqliteFileIn } from '../../src/net/db/where.js';

const dir = mkdtempSync(join(tmpdir(), 'account-limits-'));
const keyIn = (name: string): ClientKey => clientKey(join(dir, 'keys', name));
let accounts: AccountHttp;
const listeners: Server[] = [];

/** A listener whose every request comes from `client`. */
async function from(client: string): Promise<ServerAddress> {
  const http = createServer((req, res) => void (accounts.route(req, res, client, {}) || res.writeHead(404).end()));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  listeners.push(http);
  return parseServerAddress(`127.0.0.1:${(http.address() as AddressInfo).port}`);
}

beforeAll(async () => {
  accounts = await startAccountHttp({ database: sqliteFileIn(dir), keysPerAccount: 2, nameChangesPerDay: 2, namesPerAddressPerDay: 3 });
});
afterAll(async () => {
  for (const l of listeners) l.close();
  await accounts?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('keys per account', () => {
  it('refuses a key past the limit, and keeps the code for a later one', async () => {
    const server = await from('192.0.2.10');
    const owner = keyIn('owner');
    const code = async (): Promise<string> => String(((await accountAct(server, owner, 'link-code')) as { ok: true; body: { code: string } }).body.code);
    expect(await accountAct(server, keyIn('second'), 'link', { code: await code() })).toMatchObject({ ok: true });
    const third = await code();
    expect(await accountAct(server, keyIn('third'), 'link', { code: third })).toMatchObject({ ok: false, code: 'tooManyKeys', status: 409 });
    expect(await accountAct(server, keyIn('fourth'), 'link', { code: third })).toMatchObject({ ok: false, code: 'tooManyKeys' });
    const shown = await accountAct(server, owner, 'show');
    expect(shown.ok && (shown.body.account as { keys: unknown[] }).keys).toHaveLength(2);
  });
});

describe('name changes per account', () => {
  it('refuses a third name in a day; claiming the name it holds again costs nothing', async () => {
    const server = await from('192.0.2.20');
    const fickle = keyIn('fickle');
    expect(await accountAct(server, fickle, 'claim', { name: 'First' })).toMatchObject({ ok: true });
    expect(await accountAct(server, fickle, 'claim', { name: 'First' })).toMatchObject({ ok: true });
    expect(await accountAct(server, fickle, 'claim', { name: 'Second' })).toMatchObject({ ok: true });
    expect(await accountAct(server, fickle, 'claim', { name: 'Third' })).toMatchObject({ ok: false, code: 'accountNames', status: 429 });
    expect(await accountAct(server, fickle, 'show')).toMatchObject({ ok: true, body: { account: { name: 'Second' } } });
  });
});

describe('names claimed per address', () => {
  it('counts an IPv6 /64 as one address over every account, and another address apart', async () => {
    const one = await from('2001:db8:5:6::1');
    const sameHost = await from('2001:db8:5:6:ffff::2');
    const elsewhere = await from('2001:db8:5:7::1');
    expect(await accountAct(one, keyIn('sock-1'), 'claim', { name: 'Sock One' })).toMatchObject({ ok: true });
    expect(await accountAct(sameHost, keyIn('sock-2'), 'claim', { name: 'Sock Two' })).toMatchObject({ ok: true });
    expect(await accountAct(one, keyIn('sock-3'), 'claim', { name: 'Sock Three' })).toMatchObject({ ok: true });
    expect(await accountAct(sameHost, keyIn('sock-4'), 'claim', { name: 'Sock Four' })).toMatchObject({ ok: false, code: 'addressNames', status: 429 });
    // A deleted account's claims still count for its address.
    expect(await accountAct(one, keyIn('sock-1'), 'delete')).toMatchObject({ ok: true });
    expect(await accountAct(one, keyIn('sock-5'), 'claim', { name: 'Sock Five' })).toMatchObject({ ok: false, code: 'addressNames' });
    expect(await accountAct(elsewhere, keyIn('sock-4'), 'claim', { name: 'Sock Four' })).toMatchObject({ ok: true });
  });
});
