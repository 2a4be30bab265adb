// The operator's acts on the operator listener, attacked and used as they would be: a request
// without the token or with a wrong one is refused and slowed down; a key that proves itself
// until it is banned, then cannot; an address (and an IPv6 /64, and a range) refused on HTTP and
// on the WebSocket upgrade (another process hearing it is operator-cli.test.ts's); a rename the
// player's `account` shows; a table removed from the lobby; and every act in the audit log.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchMaker } from '@colyseus/core';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerAddress, type ServerAddress } from '../../src/net/client/address.js';
import { accountAct } from '../../src/net/accounts/account-client.js';
import { type ClientKey, clientKey } from '../../src/net/accounts/client-key.js';
import { AccountService } from '../../src/net/accounts/account-service.js';
import { BanList, Bans } from '../../src/net/operator/bans.js';
import { openDatabase } from '../../src/net/db/database.js';
import { sqliteFileIn } from '../../src/net/db/where.js';
import { operatorActs } from '../../src/net/operator/operator-acts.js';
import { startOperatorHttp } from '../../src/net/operator/operator-http.js';
import { ServerMetrics } from '../../src/net/server/server-metrics.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { createBody, from, httpRequest, postJson, within } from './edge-helpers.js';

const TOKEN = 'operator-token-of-the-tests';
const dir = mkdtempSync(join(tmpdir(), 'operator-acts-'));
const database = sqliteFileIn(join(dir, 'data'));
let server: NetServer;
let address: ServerAddress;
const keyIn = (name: string): ClientKey => clientKey(join(dir, 'keys', name));

beforeAll(async () => {
  server = await startNetServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(dir, 'data'),
    database,
    operator: { host: '127.0.0.1', port: 0 },
    operatorToken: TOKEN,
    // Two client addresses from one machine: 127.0.0.1 is the proxy that names them.
    limits: { trustProxy: ['127.0.0.1'] },
  });
  address = parseServerAddress(`127.0.0.1:${server.port}`);
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * An operator listener of its own over a database of its own (a second Colyseus server in this
 * process would share the first one's matchmaker), with the acts on when a token is given.
 */
async function operatorListener(o: { token?: string; guessesPerMinute: number }): Promise<{ port: number; close(): Promise<void> }> {
  const opened = await openDatabase(sqliteFileIn(mkdtempSync(join(dir, 'listener-'))));
  const banList = new BanList(opened.db);
  const acts = o.token
    ? operatorActs({ token: o.token, accounts: new AccountService(opened.db), bans: new Bans(opened.db), banList, unlist: async () => false, guessesPerMinute: o.guessesPerMinute })
    : undefined;
  const listener = await startOperatorHttp({ host: '127.0.0.1', port: 0, metrics: new ServerMetrics(), notReady: () => null, acts });
  return {
    port: listener.port,
    async close() {
      listener.close();
      await opened.close();
    },
  };
}

const op = (act: string, body: unknown, token: string | null = TOKEN, port = server.operatorPort!) =>
  postJson(port, `/operator/${act}`, body, token === null ? {} : { Authorization: `Bearer ${token}` });

/** A WebSocket upgrade to a reserved seat from `client` (named by the trusted proxy): its HTTP status, or 101 once open. */
function upgrade(reservation: { room: { processId: string; roomId: string }; sessionId: string }, client: string): Promise<number> {
  const url = `ws://127.0.0.1:${server.port}/${reservation.room.processId}/${reservation.room.roomId}?sessionId=${reservation.sessionId}`;
  const ws = new WebSocket(url, { headers: from(client) });
  return within(
    5000,
    new Promise<number>((resolve) => {
      ws.on('open', () => {
        ws.close();
        resolve(101);
      });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('error', () => resolve(-1));
    }),
    'the upgrade',
  );
}

describe('the operator token', () => {
  it('is needed for every act: none or a wrong one is refused, and nothing is done', async () => {
    const body = { address: '198.51.100.99', reason: 'no token' };
    expect(await op('ban', body, null)).toMatchObject({ status: 401, json: { code: 'badToken' } });
    expect(await op('ban', body, `${TOKEN}x`)).toMatchObject({ status: 401, json: { code: 'badToken' } });
    expect((await postJson(server.operatorPort!, '/operator/ban', body, { Authorization: TOKEN })).status).toBe(401);
    expect((await op('bans', {})).json.bans).toEqual([]);
    // GET is not an act.
    expect((await httpRequest(server.operatorPort!, 'GET', '/operator/bans', undefined, { Authorization: `Bearer ${TOKEN}` })).status).toBe(405);
  });

  it('slows down an address that guesses: past its few wrong tokens even the right one waits', async () => {
    const guarded = await operatorListener({ token: TOKEN, guessesPerMinute: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await op('bans', {}, `guess-${i}-wrong-token`, guarded.port)).status);
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.slice(3)).toContain(429);
      const right = await op('bans', {}, TOKEN, guarded.port);
      expect(right.status).toBe(429);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await guarded.close();
    }
  });

  it('without a token set, the acts are off (404)', async () => {
    const plain = await operatorListener({ guessesPerMinute: 3 });
    try {
      expect((await op('bans', {}, TOKEN, plain.port)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('a key ban', () => {
  it('lets the key prove itself before, refuses it after, and again after the unban', async () => {
    const mallory = keyIn('mallory');
    const before = await accountAct(address, mallory, 'claim', { name: 'Mallory' });
    expect(before).toMatchObject({ ok: true, body: { account: { name: 'Mallory' } } });
    expect(await op('ban', { key: mallory.fingerprint, reason: 'spam at tables' })).toMatchObject({ status: 200, json: { banned: { kind: 'key', target: mallory.fingerprint } } });
    for (const act of ['show', 'claim', 'link-code', 'export'] as const) {
      expect(await accountAct(address, mallory, act, { name: 'Mallory2' })).toMatchObject({ ok: false, code: 'keyBanned', status: 403 });
    }
    // Another key is not touched.
    expect(await accountAct(address, keyIn('bystander'), 'show')).toMatchObject({ ok: true });
    expect(await op('unban', { key: mallory.fingerprint })).toMatchObject({ status: 200 });
    expect(await accountAct(address, mallory, 'show')).toMatchObject({ ok: true, body: { account: { name: 'Mallory' } } });
    expect(await op('unban', { key: mallory.fingerprint })).toMatchObject({ status: 404, json: { code: 'noBan' } });
  });

  it('refuses what is not a fingerprint, a ban without a reason, and a ban of two things', async () => {
    expect(await op('ban', { key: 'SHA256:short', reason: 'x' })).toMatchObject({ status: 400, json: { code: 'badKey' } });
    expect(await op('ban', { key: keyIn('k').fingerprint, reason: '  ' })).toMatchObject({ status: 400, json: { code: 'badReason' } });
    expect(await op('ban', { key: keyIn('k').fingerprint, address: '192.0.2.1', reason: 'x' })).toMatchObject({ status: 400, json: { code: 'badRequest' } });
    expect(await op('ban', { address: '192.0.2.300', reason: 'x' })).toMatchObject({ status: 400, json: { code: 'badAddress' } });
    expect(await op('ban', '[1]')).toMatchObject({ status: 400 });
  });
});

describe('an address ban', () => {
  const create = (client: string) => postJson(server.port, '/matchmake/create/table', createBody(), from(client));

  it('refuses the address on HTTP and on the WebSocket, and nobody else', async () => {
    const reservation = (await create('198.51.100.7')).json;
    expect(reservation.sessionId).toBeTruthy();
    expect(await op('ban', { address: '198.51.100.7', reason: 'floods' })).toMatchObject({ status: 200 });
    expect(await create('198.51.100.7')).toMatchObject({ status: 403, json: { code: 'banned' } });
    expect(await upgrade(reservation, '198.51.100.7')).toBe(403);
    // Its account routes too: every request of the address.
    expect((await postJson(server.port, '/account/challenge', {}, from('198.51.100.7'))).status).toBe(403);
    expect((await create('198.51.100.8')).status).toBe(200);
    expect(await op('unban', { address: '198.51.100.7' })).toMatchObject({ status: 200 });
    expect((await create('198.51.100.7')).status).toBe(200);
  });

  it('bans an IPv6 address by its /64, and a range as a range', async () => {
    expect(await op('ban', { address: '2001:db8:1:2::5', reason: 'one host' })).toMatchObject({ status: 200, json: { banned: { target: '2001:db8:1:2::/64' } } });
    expect((await create('2001:db8:1:2:ffff::9')).status).toBe(403);
    expect((await create('2001:db8:1:3::9')).status).toBe(200);
    expect(await op('ban', { address: '203.0.113.77/24', reason: 'a network' })).toMatchObject({ status: 200, json: { banned: { target: '203.0.113.0/24' } } });
    expect((await create('203.0.113.200')).status).toBe(403);
    expect((await create('203.0.114.1')).status).toBe(200);
    await op('unban', { address: '2001:db8:1:2::/64' });
    await op('unban', { address: '203.0.113.0/24' });
    expect((await create('203.0.113.200')).status).toBe(200);
  });
});

describe('a rename', () => {
  it("gives the player a new name that the player's account shows, by the rules and the lookalike check", async () => {
    const troll = keyIn('troll');
    await accountAct(address, troll, 'claim', { name: 'Rude Word' });
    await accountAct(address, keyIn('bob'), 'claim', { name: 'Bob' });
    expect(await op('rename', { name: 'rude word', to: 'Player 7' })).toMatchObject({ status: 200, json: { account: { name: 'Player 7' } } });
    expect(await accountAct(address, troll, 'show')).toMatchObject({ ok: true, body: { account: { name: 'Player 7' } } });
    expect(await op('rename', { key: troll.fingerprint, to: 'ＢＯＢ' })).toMatchObject({ status: 409, json: { code: 'nameTaken' } });
    expect(await op('rename', { key: troll.fingerprint, to: 'x\u001b[2J' })).toMatchObject({ status: 400, json: { code: 'badName', problem: 'notPrintable' } });
    expect(await op('rename', { name: 'Nobody Here', to: 'Whoever' })).toMatchObject({ status: 404, json: { code: 'noAccount' } });
    // The operator's rename is not one of the player's own changes: the player may still claim.
    expect(await accountAct(address, troll, 'show')).toMatchObject({ ok: true, body: { account: { name: 'Player 7' } } });
  });
});

describe('a table removed from the lobby', () => {
  it('is marked unlisted in its metadata; an unknown or malformed code is refused', async () => {
    const { json } = await postJson(server.port, '/matchmake/create/table', createBody());
    const code = json.room.roomId as string;
    expect(await op('unlist', { code: code.toLowerCase().replace('-', '') })).toMatchObject({ status: 200, json: { unlisted: code } });
    const listing = (await matchMaker.driver.findOne({ roomId: code })) as { metadata?: unknown };
    expect(listing.metadata).toMatchObject({ unlisted: true });
    expect(await op('unlist', { code: 'ZZZZ-ZZZZ' })).toMatchObject({ status: 404, json: { code: 'noTable' } });
    expect(await op('unlist', { code: 'not a code' })).toMatchObject({ status: 400, json: { code: 'badCode' } });
  });
});

describe('the audit log', () => {
  it('lists every act, newest first, by the operator', async () => {
    const { json } = await op('audit', { limit: 1000 });
    const acts = (json.entries as { act: string; actor: string; at: number }[]).map((e) => e.act);
    for (const act of ['ban-key', 'unban-key', 'ban-address', 'unban-address', 'rename', 'unlist']) expect(acts).toContain(act);
    expect(new Set((json.entries as { actor: string }[]).map((e) => e.actor))).toEqual(new Set(['operator']));
    const times = (json.entries as { at: number }[]).map((e) => e.at);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Refused acts changed nothing and are not written.
    expect(acts.filter((a) => a === 'rename')).toHaveLength(1);
    expect((await op('audit', { limit: 2 })).json.entries).toHaveLength(2);
    expect(await op('audit', { limit: 0 })).toMatchObject({ status: 400 });
  });
});
