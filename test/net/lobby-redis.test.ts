// The lobby across processes: two `serve` processes share one real Redis. A public table opened
// through A is listed by B, a quick match asked of B seats the player at it, the player joins
// through B, and once the table is full B lists it no more; two players asking different processes
// for a quick match end at one table. Needs Debian's redis-server and the
// built program (npm run build).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { createBody, postJson, within } from './edge-helpers.js';
import { type ServeProcess, type TestRedis, hasRedis, noRedisWarning, startPair, startRedis, stopServe } from './cluster-helpers.js';
import { waitFor } from './net-helpers.js';

if (!hasRedis) console.warn(noRedisWarning('test/net/lobby-redis.test.ts'));

type Listing = { version: string; tables: Record<string, any>[] };

describe.skipIf(!hasRedis)('the lobby with two processes and one Redis', () => {
  let redis: TestRedis;
  let a: ServeProcess;
  let b: ServeProcess;
  const tables: RemoteTable[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    // Every client here is 127.0.0.1: it may hold more public tables than a stranger's default two.
    [a, b] = await startPair(redis.url, ['--public-tables-per-address', '20']);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(tables.map((t) => t.leave().catch(() => {})));
    for (const p of [a, b]) if (p) await stopServe(p);
    await redis?.stop();
  });

  /** B's listing once `ok` holds for it (each further read a long poll: it answers on a change). */
  const listingOnB = (ok: (l: Listing) => boolean, what: string): Promise<Listing> =>
    within(
      30_000,
      (async () => {
        let l = (await postJson(b.port, '/lobby/list', { game: 'regicide' })).json as Listing;
        while (!ok(l)) l = (await postJson(b.port, '/lobby/list', { game: 'regicide', after: l.version })).json as Listing;
        return l;
      })(),
      what,
    );

  it('a public table opened through one process is listed and quick-matched through the other', async () => {
    const host = await RemoteTable.create(parseServerAddress(a.address), { game: 'regicide', options: { players: 2, variants: [] }, name: 'Ann', public: true, lang: 'fr' });
    tables.push(host);
    const listed = await listingOnB((l) => l.tables.some((t) => t.code === host.code), 'the table listed by B');
    expect(listed.tables.find((t) => t.code === host.code)).toMatchObject({ game: 'regicide', seats: 2, taken: 1, free: 1, lang: 'fr', host: 'Ann' });

    const quick = await postJson(b.port, '/lobby/quick', { game: 'regicide', seats: 2, lang: 'fr', create: createBody({ name: 'Bo' }) });
    expect(quick.json).toEqual({ code: host.code, host: false });
    const guest = await RemoteTable.join({ ...parseServerAddress(b.address), code: quick.json.code }, { name: 'Bo' });
    tables.push(guest);
    expect(guest.seat).toBe(2);
    await waitFor(guest, () => guest.lobby?.started === true, 15_000, 'the start');
    await listingOnB((l) => !l.tables.some((t) => t.code === host.code), 'the full table gone from B');
  }, 90_000);

  it('a quick match pairs players asking different processes', async () => {
    const body = (name: string) => ({ game: 'thronfolge', lang: 'nb', create: createBody({ game: 'thronfolge', options: { variants: [] }, name }) });
    const first = await postJson(a.port, '/lobby/quick', body('Cy'));
    expect(first.json.host).toBe(true);
    const second = await postJson(b.port, '/lobby/quick', body('Di'));
    expect(second.json).toEqual({ code: first.json.code, host: false });
    const cy = await RemoteTable.join({ ...parseServerAddress(a.address), code: first.json.code }, { hostKey: body('Cy').create.hostKey as string, name: 'Cy' });
    tables.push(cy);
    const di = await RemoteTable.join({ ...parseServerAddress(b.address), code: second.json.code }, { name: 'Di' });
    tables.push(di);
    expect([cy.seat, di.seat]).toEqual([1, 2]);
    await waitFor(di, () => di.lobby?.started === true, 15_000, 'the start');
  }, 60_000);

  /** A quick answer's fields (anything else is left undefined, and fails the test). */
  const answerOf = (r: { status: number; json: unknown }): { status: number; code: unknown; host: unknown } => {
    const j: Record<string, unknown> = typeof r.json === 'object' && r.json !== null ? { ...r.json } : {};
    return { status: r.status, code: j.code, host: j.host };
  };

  it('two players asking different processes in the same moment are paired, not each given a table', async () => {
    // Four pairs at once, each pair asking for a table of its own language (so the pairs stay apart).
    const ask = (port: number, lang: string, name: string) =>
      postJson(port, '/lobby/quick', { game: 'regicide', seats: 2, lang, create: createBody({ options: { players: 2, variants: [] }, name, lang }) });
    const rounds = await Promise.all(['en', 'de', 'fr', 'nb'].map((lang) => Promise.all([ask(a.port, lang, `A-${lang}`).then(answerOf), ask(b.port, lang, `B-${lang}`).then(answerOf)])));
    for (const [fromA, fromB] of rounds) {
      expect([fromA.status, fromB.status]).toEqual([200, 200]);
      expect(fromA.code).toBe(fromB.code);
      expect([fromA.host, fromB.host].sort()).toEqual([false, true]);
    }
  }, 60_000);
});
