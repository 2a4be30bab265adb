// The account routes of a real server on loopback, attacked as an outsider would: a proof
// replayed, a proof signed by another key, a proof made for another server, a name with an
// escape sequence, an oversized body. And the acts a player has: show, claim, link a second key
// with a code, export, delete.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerAddress, type ServerAddress } from '../../src/net/client/address.js';
import { accountAct, signedAddress } from '../../src/net/accounts/account-client.js';
import { type ClientKey, clientKey, signLogin } from '../../src/net/accounts/client-key.js';
import { sqliteFileIn } from '../../src/net/db/where.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';

const dir = mkdtempSync(join(tmpdir(), 'account-http-'));
let server: NetServer;
let address: ServerAddress;
let base: string;
const keyIn = (name: string): ClientKey => clientKey(join(dir, 'keys', name));

beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', dataDir: join(dir, 'data'), database: sqliteFileIn(join(dir, 'data')) });
  address = parseServerAddress(`127.0.0.1:${server.port}`);
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const post = async (path: string, body: unknown): Promise<{ status: number; body: any }> => {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
};

/** A proof as the client makes it, with what the attacker changes. */
async function proof(key: ClientKey, change: { signer?: ClientKey; server?: string } = {}): Promise<Record<string, string>> {
  const { body } = await post('/account/challenge', {});
  const server = change.server ?? signedAddress(address);
  return { key: key.publicPem, challenge: body.challenge, server, signature: signLogin(change.signer ?? key, body.challenge, server) };
}

describe('the account routes', () => {
  it("make an account on a key's first proof and find it again", async () => {
    const key = keyIn('first');
    const first = await accountAct(address, key, 'show');
    expect(first).toMatchObject({ ok: true, body: { account: { name: null, keys: [{ fingerprint: key.fingerprint, kind: 'ed25519' }] } } });
    const again = await accountAct(address, key, 'show');
    expect(again.ok && again.body.account).toEqual(first.ok && first.body.account);
  });

  it('refuse a replayed proof', async () => {
    const body = await proof(keyIn('replay'));
    expect((await post('/account/show', body)).status).toBe(200);
    expect(await post('/account/show', body)).toMatchObject({ status: 401, body: { code: 'badProof' } });
    expect(await post('/account/claim', { ...body, name: 'Replayer' })).toMatchObject({ status: 401, body: { code: 'badProof' } });
  });

  it('refuse a proof signed by another key, made for another server, or with a challenge never given', async () => {
    const victim = keyIn('victim');
    const mallory = keyIn('mallory');
    expect(await post('/account/show', await proof(victim, { signer: mallory }))).toMatchObject({ status: 401, body: { code: 'badProof' } });
    expect(await post('/account/show', await proof(victim, { server: 'evil.example:2567' }))).toMatchObject({ status: 401, body: { code: 'badProof' } });
    const made = await proof(victim);
    const unknown = { ...made, challenge: 'A'.repeat(43) };
    expect(await post('/account/show', { ...unknown, signature: signLogin(victim, unknown.challenge, made.server) })).toMatchObject({ status: 401 });
    // The victim's key made no account through any of these.
    expect(await post('/account/export', made)).toMatchObject({ status: 200, body: { name: null, audit: [] } });
  });

  it('claim a name, refusing a taken one, a lookalike by case or NFKC, and escape sequences', async () => {
    const alice = keyIn('alice');
    expect(await accountAct(address, alice, 'claim', { name: 'Alice' })).toMatchObject({ ok: true, body: { account: { name: 'Alice' } } });
    const bob = keyIn('bob');
    expect(await accountAct(address, bob, 'claim', { name: 'ALICE' })).toMatchObject({ ok: false, code: 'nameTaken', status: 409 });
    expect(await accountAct(address, bob, 'claim', { name: 'Ａlice' })).toMatchObject({ ok: false, code: 'nameTaken' });
    expect(await accountAct(address, bob, 'claim', { name: 'Bob\u001b]0;pwned\u0007' })).toMatchObject({ ok: false, code: 'badName', problem: 'notPrintable' });
    expect(await accountAct(address, bob, 'claim', { name: '  ' })).toMatchObject({ ok: false, code: 'badName', problem: 'blank' });
    expect(await accountAct(address, bob, 'claim', { name: 'B'.repeat(21) })).toMatchObject({ ok: false, code: 'badName', problem: 'tooWide' });
  });

  it('link a second key with a one-time code, then export it all and delete it all', async () => {
    const laptop = keyIn('laptop');
    const phone = keyIn('phone');
    await accountAct(address, laptop, 'claim', { name: 'Dana' });
    const issued = await accountAct(address, laptop, 'link-code');
    expect(issued).toMatchObject({ ok: true, body: { code: expect.stringMatching(/^[2-9A-Z]{8}$/) } });
    const code = issued.ok ? String(issued.body.code) : '';
    expect(await accountAct(address, phone, 'link', { code })).toMatchObject({ ok: true, body: { account: { name: 'Dana' } } });
    expect(await accountAct(address, keyIn('thief'), 'link', { code })).toMatchObject({ ok: false, code: 'noCode' });
    const exported = await accountAct(address, phone, 'export');
    expect(exported.ok && (exported.body.keys as { fingerprint: string }[]).map((k) => k.fingerprint).sort()).toEqual([laptop.fingerprint, phone.fingerprint].sort());
    expect(await accountAct(address, phone, 'delete')).toMatchObject({ ok: true, body: { deleted: true } });
    // Gone: the name is free, and either key starts over with an empty account.
    expect(await accountAct(address, laptop, 'show')).toMatchObject({ ok: true, body: { account: { name: null, keys: [{ fingerprint: laptop.fingerprint }] } } });
    expect(await accountAct(address, keyIn('newcomer'), 'claim', { name: 'dana' })).toMatchObject({ ok: true });
  });

  it('refuse an oversized body, a body that is not an object, and an unknown route', async () => {
    const big = JSON.stringify({ ...(await proof(keyIn('big'))), name: 'x'.repeat(10_000) });
    expect(await post('/account/claim', big)).toMatchObject({ status: 413, body: { code: 'tooLarge' } });
    expect(await post('/account/show', '[1,2]')).toMatchObject({ status: 400, body: { code: 'badRequest' } });
    expect(await post('/account/show', '{"key":')).toMatchObject({ status: 400, body: { code: 'badRequest' } });
    expect((await post('/account/nothing', {})).status).toBe(404);
  });
});

describe('a server without a database', () => {
  it('has no account routes', async () => {
    const plain = await startNetServer({ port: 0, host: '127.0.0.1' });
    try {
      const reply = await accountAct(parseServerAddress(`127.0.0.1:${plain.port}`), keyIn('nowhere'), 'show');
      expect(reply).toMatchObject({ ok: false, status: 404 });
    } finally {
      await plain.close();
    }
  });
});

describe('the account limits', () => {
  it('refuse an address that asks too many challenges, or guesses link codes', async () => {
    const { createServer } = await import('node:http');
    const { startAccountHttp } = await import('../../src/net/accounts/account-http.js');
    const accounts = await startAccountHttp({ database: sqliteFileIn(mkdtempSync(join(dir, 'limits-'))), challengesPerMinute: 8, linkGuessesPerMinute: 2 });
    const http = createServer((req, res) => void (accounts.route(req, res, '192.0.2.1', {}) || res.writeHead(404).end()));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    try {
      const limited = parseServerAddress(`127.0.0.1:${(http.address() as { port: number }).port}`);
      const owner = keyIn('limits-owner');
      const {
        body: { code },
      } = (await accountAct(limited, owner, 'link-code')) as { ok: true; body: { code: string } };
      const guesser = keyIn('limits-guesser');
      expect(await accountAct(limited, guesser, 'link', { code: 'ZZZZZZZZ' })).toMatchObject({ ok: false, code: 'noCode' });
      expect(await accountAct(limited, guesser, 'link', { code: 'YYYYYYYY' })).toMatchObject({ ok: false, code: 'noCode' });
      // Out of guesses: even the right code is not looked up.
      expect(await accountAct(limited, guesser, 'link', { code })).toMatchObject({ ok: false, code: 'tooMany', status: 429 });
      // Four challenges asked so far; four more, then none.
      for (let i = 0; i < 4; i++) expect((await fetch(`http://${limited.display}/account/challenge`, { method: 'POST', body: '{}' })).status).toBe(200);
      expect(await accountAct(limited, owner, 'show')).toMatchObject({ ok: false, code: 'tooMany', status: 429 });
    } finally {
      http.close();
      await accounts.close();
    }
  });
});
