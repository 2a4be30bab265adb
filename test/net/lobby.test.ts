// The lobby's routes on one server process, over raw HTTP on loopback: a public table is listed
// with its facts, counts seats taken and left, and leaves the list once it fills; a private one is
// never listed; an operator's removal holds; a long poll answers on a change and is limited per
// address; quick match seats players at the oldest table that fits or opens one, and two players
// asking at once end at one table; floods of quick matches and public tables are refused. The
// server trusts 127.0.0.1 as a proxy, so that each client comes from its own X-Forwarded-For address.
import { matchMaker } from '@colyseus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import type { CreateRoomOptions } from '../../src/net/wire/messages.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { createBody, from, postJson, within } from './edge-helpers.js';
import { waitFor } from './net-helpers.js';

const LIMITS = {
  trustProxy: ['127.0.0.1'],
  publicTablesPerAddress: 2,
  lobbyWaitsPerAddress: 3,
  quickMatchesPerMinutePerAddress: 5,
  requestTimeoutMs: 30_000,
};
const WAIT_MS = 3000;

let server: NetServer;
const tables: RemoteTable[] = [];
beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0, limits: LIMITS, lobbyTiming: { refreshMs: 100, waitMs: WAIT_MS } });
});
afterAll(async () => {
  await Promise.all(tables.map((t) => t.leave().catch(() => {})));
  await server?.close();
});

type Listing = { version: string; tables: Record<string, any>[] };

const at = (ip: string) => ({ ...parseServerAddress(`127.0.0.1:${server.port}`), headers: from(ip) });
const list = (body: Record<string, unknown>, ip = '10.0.0.9') => postJson(server.port, '/lobby/list', body, from(ip));
const quick = (body: Record<string, unknown>, ip: string) => postJson(server.port, '/lobby/quick', body, from(ip));

/** A table hosted from `ip` with the client's own create path; kept to be left at the end. */
async function host(ip: string, options: Partial<Omit<CreateRoomOptions, 'hostKey'>>): Promise<RemoteTable> {
  const t = await RemoteTable.create(at(ip), { game: 'regicide', options: { players: 3, variants: [] }, name: 'Alice', ...options });
  tables.push(t);
  return t;
}
async function join(ip: string, code: string, name: string): Promise<RemoteTable> {
  const t = await RemoteTable.join({ ...at(ip), code }, { name });
  tables.push(t);
  return t;
}

/** The listing once `ok` holds for it, each further read a long poll (it answers on a change). */
async function listingUntil(filter: Record<string, unknown>, ok: (l: Listing) => boolean, what: string): Promise<Listing> {
  const poll = async (): Promise<Listing> => {
    let l = (await list(filter)).json as Listing;
    while (!ok(l)) l = (await list({ ...filter, after: l.version })).json as Listing;
    return l;
  };
  return within(15_000, poll(), what);
}
const entry = (l: Listing, code: string) => l.tables.find((t) => t.code === code);

describe('the listing', () => {
  it('lists a public table with its facts, counts a seat taken and left, and drops it once it fills', async () => {
    const table = await host('10.0.1.1', { public: true, lang: 'de', options: { players: 3, variants: ['short'] } });
    let l = await listingUntil({}, (x) => entry(x, table.code) !== undefined, 'the table listed');
    expect(entry(l, table.code)).toMatchObject({ code: table.code, game: 'regicide', seats: 3, taken: 1, free: 2, variants: ['short'], lang: 'de', host: 'Alice' });
    expect(entry(l, table.code)!.waitingSeconds).toBeGreaterThanOrEqual(0);
    // Narrowed by game and seats.
    expect(entry((await list({ game: 'thronfolge' })).json, table.code)).toBeUndefined();
    expect(entry((await list({ game: 'regicide', seats: 2 })).json, table.code)).toBeUndefined();
    expect(entry((await list({ game: 'regicide', seats: 3 })).json, table.code)).toBeDefined();

    const bob = await join('10.0.1.2', table.code, 'Bob');
    await listingUntil({}, (x) => entry(x, table.code)?.taken === 2, 'a seat taken');
    await bob.leave();
    l = await listingUntil({}, (x) => entry(x, table.code)?.taken === 1, 'the seat left');
    expect(entry(l, table.code)).toMatchObject({ free: 2 });

    await join('10.0.1.3', table.code, 'Cleo');
    const dan = await join('10.0.1.4', table.code, 'Dan');
    await waitFor(dan, () => dan.lobby?.started === true, 10_000, 'the start');
    await listingUntil({}, (x) => entry(x, table.code) === undefined, 'the full table gone');
  });

  it('drops a table its host left before anyone came', async () => {
    const table = await host('10.0.1.5', { public: true, lang: 'en', name: 'Eve' });
    await listingUntil({}, (x) => entry(x, table.code) !== undefined, 'the table listed');
    await table.leave();
    await listingUntil({}, (x) => entry(x, table.code) === undefined, 'the table gone');
  });

  it('never lists a private table', async () => {
    const secret = await host('10.0.2.1', {});
    const open = await host('10.0.2.2', { public: true, lang: 'en' });
    const l = await listingUntil({}, (x) => entry(x, open.code) !== undefined, 'the public table listed');
    expect(entry(l, secret.code)).toBeUndefined();
    expect((await matchMaker.driver.findOne({ roomId: secret.code }))?.metadata).toBeUndefined();
  });

  it('keeps a table the operator removed out of the list, whatever changes at it later', async () => {
    const table = await host('10.0.3.1', { public: true, lang: 'fr' });
    await listingUntil({}, (x) => entry(x, table.code) !== undefined, 'the table listed');
    await matchMaker.remoteRoomCall(table.code, 'setMetadata', [{ unlisted: true }]);
    await listingUntil({}, (x) => entry(x, table.code) === undefined, 'the table removed');
    // Seats change: the room writes its metadata again, and leaves the operator's mark alone.
    const guest = await join('10.0.3.2', table.code, 'Guest');
    await guest.leave();
    await within(
      5000,
      (async () => {
        for (;;) {
          const meta = (await matchMaker.driver.findOne({ roomId: table.code }))?.metadata;
          if (meta?.taken === 1 && meta.unlisted === true) return;
          await new Promise((r) => setTimeout(r, 50));
        }
      })(),
      'the metadata rewritten after the guest left',
    );
    expect(entry((await list({})).json, table.code)).toBeUndefined();
  });
});

describe('the long poll', () => {
  it('answers once the listing changes, with the table that changed it', async () => {
    const before = (await list({ game: 'thronfolge' })).json as Listing;
    const waiting = list({ game: 'thronfolge', after: before.version });
    // Opened after the request was sent: an answer that holds it waited for the change.
    const table = await host('10.0.4.1', { game: 'thronfolge', options: { variants: [] }, public: true, lang: 'nb' });
    const after = (await within(10_000, waiting, 'the long poll')).json as Listing;
    expect(after.version).not.toBe(before.version);
    expect(entry(after, table.code)).toMatchObject({ game: 'thronfolge', seats: 2, taken: 1, lang: 'nb' });
  });

  it('holds at most its limit of waiting listings per address; others are refused at once, another address is not', async () => {
    // Seats 8: no table ever has as many, so nothing changes this listing while the requests wait.
    const { version } = (await list({ seats: 8 })).json as Listing;
    const started = performance.now();
    const flood = Array.from({ length: 6 }, () => list({ seats: 8, after: version }, '10.0.5.1'));
    const other = list({ seats: 8, after: version }, '10.0.5.2');
    const answers = await within(WAIT_MS + 8000, Promise.all(flood), 'the flood');
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(6 - LIMITS.lobbyWaitsPerAddress);
    for (const r of refused) expect(r.json).toMatchObject({ code: 'lobbyWaitQuota', params: { limit: LIMITS.lobbyWaitsPerAddress } });
    const held = answers.filter((a) => a.status === 200);
    expect(held).toHaveLength(LIMITS.lobbyWaitsPerAddress);
    // Those waited the whole wait and are answered as the listing stands.
    for (const h of held) expect(h.json.version).toBe(version);
    expect(performance.now() - started).toBeGreaterThanOrEqual(WAIT_MS - 200);
    expect((await other).status).toBe(200);
    // Answered, they no longer count: the address may wait again.
    const again = await within(WAIT_MS + 5000, list({ seats: 8, after: version }, '10.0.5.1'), 'a wait after the flood');
    expect(again.status).toBe(200);
  });

  it('refuses a malformed request with a code and words', async () => {
    const r = await list({ seats: 'many' });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ code: 'badRequest' });
    expect(typeof r.json.error).toBe('string');
  });
});

const quickBody = (lang: string, players: number, extra: Record<string, unknown> = {}) => ({
  game: 'regicide',
  seats: players,
  lang,
  create: createBody({ options: { players, variants: [] }, name: 'Quick', ...extra }),
});

describe('quick match', () => {
  it('seats players at the oldest open table that fits, never promising a seat twice', async () => {
    const older = await host('10.0.6.1', { public: true, lang: 'fr', name: 'Old' });
    const newer = await host('10.0.6.2', { public: true, lang: 'fr', name: 'New' });
    await listingUntil({ seats: 3 }, (x) => entry(x, older.code) !== undefined && entry(x, newer.code) !== undefined, 'both tables listed');
    // The older table has two free seats: the first two players go there, the third to the newer.
    const answers = [];
    for (const ip of ['10.0.6.3', '10.0.6.4', '10.0.6.5']) answers.push((await quick(quickBody('fr', 3), ip)).json);
    expect(answers).toEqual([
      { code: older.code, host: false },
      { code: older.code, host: false },
      { code: newer.code, host: false },
    ]);
    // The player joins as anyone does, by the code.
    const p = await join('10.0.6.3', older.code, 'P3');
    expect(p.seat).toBe(2);
  });

  it('opens a public table with the client’s create options when none fits; its creator is its host', async () => {
    const body = quickBody('fr', 4, { name: 'Carol' });
    const r = await quick(body, '10.0.6.6');
    expect(r.status).toBe(200);
    expect(r.json.host).toBe(true);
    const code = r.json.code as string;
    const l = await listingUntil({ seats: 4 }, (x) => entry(x, code) !== undefined, 'the opened table listed');
    // Seat 1 waits for its creator: it is counted as taken.
    expect(entry(l, code)).toMatchObject({ seats: 4, taken: 1, free: 3, lang: 'fr', host: 'Carol' });
    const carol = await RemoteTable.join({ ...at('10.0.6.6'), code }, { hostKey: body.create.hostKey as string, name: 'Carol' });
    tables.push(carol);
    expect(carol.seat).toBe(1);
    expect(carol.host).toBe(true);
  });

  it('refuses to open a table that would not fit what the player asked for', async () => {
    const r = await quick({ ...quickBody('de', 3), create: createBody({ options: { players: 2, variants: [] } }) }, '10.0.6.7');
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ code: 'badRequest' });
    expect(r.json.params.reason).toMatch(/2 seats, not the 3/);
    const bad = await quick({ ...quickBody('de', 2), create: createBody({ options: { players: 9 } }) }, '10.0.6.7');
    expect(bad.json).toMatchObject({ code: 'badCreate' });
  });

  it('two players asking at once end at one table', async () => {
    const body = { game: 'thronfolge', lang: 'de', variants: [], create: createBody({ game: 'thronfolge', options: { variants: [] } }) };
    const [a, b] = (await Promise.all([quick(body, '10.0.7.1'), quick(body, '10.0.7.2')])).map((r) => r.json);
    expect(a.code).toBe(b.code);
    expect([a.host, b.host].sort()).toEqual([false, true]);
  });

  it('refuses a flood of quick matches from one address past its limit; another address is not affected', async () => {
    const statuses = [];
    for (let i = 0; i < LIMITS.quickMatchesPerMinutePerAddress + 2; i++) statuses.push((await quick({ game: 'regicide' }, '10.0.8.1')).status);
    expect(statuses).toEqual([...Array(LIMITS.quickMatchesPerMinutePerAddress).fill(400), 429, 429]);
    const refused = await quick({ game: 'regicide' }, '10.0.8.1');
    expect(refused.json).toMatchObject({ code: 'quickQuota', params: { limit: LIMITS.quickMatchesPerMinutePerAddress } });
    expect((await quick({ game: 'regicide' }, '10.0.8.2')).status).toBe(400);
  });

  it('cannot open more public tables than its address may hold, by hosting or by quick match', async () => {
    const ip = '10.0.9.1';
    const creates = [];
    for (let i = 0; i < LIMITS.publicTablesPerAddress + 1; i++) creates.push(await postJson(server.port, '/matchmake/create/table', createBody({ public: true }), from(ip)));
    expect(creates.map((c) => c.status)).toEqual([...Array(LIMITS.publicTablesPerAddress).fill(200), 429]);
    expect(creates.at(-1)!.json).toMatchObject({ code: 'publicTableQuota', params: { limit: LIMITS.publicTablesPerAddress } });
    // A quick match that would open a table is refused the same way (no fitting table: four seats, in German).
    const q = await quick(quickBody('de', 4), ip);
    expect(q.status).toBe(429);
    expect(q.json).toMatchObject({ code: 'publicTableQuota' });
    // A private table is not a public one.
    expect((await postJson(server.port, '/matchmake/create/table', createBody(), from(ip))).status).toBe(200);
  });
});
