// Quick match in one request: a client that sends who joins (its name and key proof) with its
// quick match gets the seat reserved in the answer and takes it at once, with no join by code.
// On a real server on loopback, with accounts: the player the table was opened for is seat 1 and
// its host, the next is seat 2 under its account's name; a join part that asks for more than a new
// seat (a hostKey, a seat token, watching) gets a new seat only; a replayed proof is refused in
// the answer and said by the client; a client that sends no join part is answered as before.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerAddress, parseServerAddress } from '../../src/net/client/address.js';
import { accountAct, keyProver, proofOf } from '../../src/net/accounts/account-client.js';
import { type ClientKey, clientKey } from '../../src/net/accounts/client-key.js';
import { sqliteFileIn } from '../../src/net/db/where.js';
import { lobbyQuick } from '../../src/net/lobby/lobby-client.js';
import { TableRefused } from '../../src/net/client/matchmake-client.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { quickSeat } from '../../src/cli/lobby/quick-match.js';
import { quickRequestOf } from '../../src/cli/lobby/quick-play.js';
import { remoteQuickDeps } from '../../src/cli/lobby/quick-remote.js';
import { waitFor } from './net-helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'quick-reserved-'));
let server: NetServer;
let address: ServerAddress;
const open: RemoteTable[] = [];
const keyIn = (name: string): ClientKey => clientKey(join(dir, 'keys', name));

beforeAll(async () => {
  server = await startNetServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(dir, 'data'),
    database: sqliteFileIn(join(dir, 'data')),
    botDelayMs: 0,
    limits: { quickMatchesPerMinutePerAddress: 100, publicTablesPerAddress: 20, tablesPerMinutePerAddress: 100 },
  });
  address = parseServerAddress(`127.0.0.1:${server.port}`);
});
afterAll(async () => {
  await Promise.all(open.map((t) => t.leave().catch(() => {})));
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const kept = <T extends { table: RemoteTable }>(seat: T): T => (open.push(seat.table), seat);

/** quickSeat as `play --online` runs it, counting the joins by code it falls back to. */
function countedDeps(key?: ClientKey) {
  const deps = remoteQuickDeps(key ? keyProver(() => key) : undefined);
  const counts = { joins: 0 };
  return { counts, deps: { ...deps, join: (...args: Parameters<typeof deps.join>) => (counts.joins++, deps.join(...args)) } };
}

/** A quick answer as it comes over the wire. */
interface RawAnswer {
  code: string;
  host: boolean;
  reservation: Record<string, unknown>;
  refused?: { code: string };
}

const raw = async (body: unknown): Promise<{ status: number; json: RawAnswer }> => {
  const res = await fetch(`http://127.0.0.1:${server.port}/lobby/quick`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as RawAnswer };
};

describe('a quick match that carries who joins', () => {
  it('is answered with the seat reserved: the opener is seat 1 and host, the next is seat 2 by its account name, and nobody joins by code', async () => {
    const ann = keyIn('ann');
    expect((await accountAct(address, ann, 'claim', { name: 'Annika' })).ok).toBe(true);
    const first = countedDeps(ann);
    const a = kept(await quickSeat(address, quickRequestOf('thronfolge', { screenReader: false, name: 'typed' }, 'de', 'a'.repeat(32)), first.deps));
    expect(a).toMatchObject({ host: true });
    expect(a.table.seat).toBe(1);
    expect(a.table.host).toBe(true);
    const second = countedDeps();
    const b = kept(await quickSeat(address, quickRequestOf('thronfolge', { screenReader: false, name: 'Bo' }, 'de', 'b'.repeat(32)), second.deps));
    expect(b).toMatchObject({ host: false, code: a.code });
    expect(b.table.seat).toBe(2);
    expect(first.counts.joins + second.counts.joins).toBe(0);
    // The account's claimed name, not the one typed, is what the table shows.
    await waitFor(b.table, () => (b.table.lobby?.seats ?? []).map((s) => s.name).includes('Annika'), 10_000, 'the opener shown by its account name');
  });

  it('a join part asking for more than a new seat (a hostKey, a seat token, watching) gets a new seat only', async () => {
    const hostKey = 'h'.repeat(32);
    const create = { game: 'regicide', options: { players: 3, variants: [] }, public: true, lang: 'nb', hostKey, name: 'Host' };
    const opened = (await raw({ game: 'regicide', seats: 3, lang: 'nb', create, join: { name: 'Host' } })).json;
    expect(opened).toMatchObject({ host: true, reservation: { room: { roomId: opened.code } } });
    const host = await RemoteTable.reserved({ ...address, code: opened.code }, 'Host', opened.reservation);
    open.push(host);
    expect(host.host).toBe(true);
    // An outsider who learned the hostKey sends it, with watching and a made-up seat token, in its join part.
    const eve = (
      await raw({ game: 'regicide', seats: 3, lang: 'nb', create: { ...create, hostKey: 'e'.repeat(32), name: 'Eve' }, join: { name: 'Eve', hostKey, watch: true, seatToken: 's'.repeat(32) } })
    ).json;
    expect(eve).toMatchObject({ code: opened.code, host: false });
    const seated = await RemoteTable.reserved({ ...address, code: eve.code }, 'Eve', eve.reservation);
    open.push(seated);
    expect(seated.watcher).toBe(false);
    expect(seated.seat).toBe(2);
    expect(seated.host).toBe(false);
    await waitFor(host, () => host.host && (host.lobby?.seats ?? []).filter((s) => s.name !== '').length === 2, 10_000, 'the host still the host, two seats taken');
  });

  it('a proof that was spent already is refused in the answer, and the client says why instead of joining', async () => {
    const cy = keyIn('cy');
    const proof = await keyProver(() => cy)(address);
    const body = {
      game: 'regicide',
      seats: 2,
      lang: 'fr',
      create: { game: 'regicide', options: { players: 2, variants: [] }, public: true as const, lang: 'fr' as const, hostKey: 'c'.repeat(32), name: 'Cy' },
    };
    const once = await raw({ ...body, join: { name: 'Cy', ...proof } });
    expect(once.json.reservation).toBeDefined();
    open.push(await RemoteTable.reserved({ ...address, code: once.json.code }, 'Cy', once.json.reservation));
    const replayed = await raw({ ...body, create: { ...body.create, hostKey: 'd'.repeat(32) }, join: { name: 'Cy', ...proof } });
    expect(replayed.status).toBe(200);
    expect(replayed.json).toMatchObject({ code: once.json.code, refused: { code: 'badProof' } });
    expect(replayed.json.reservation).toBeUndefined();
    const answer = await lobbyQuick(address, { ...body, create: { ...body.create, hostKey: 'f'.repeat(32) }, join: { name: 'Cy', proof: proofOf(address, cy, 'A'.repeat(43)) } });
    expect(answer.refused).toBeInstanceOf(TableRefused);
    expect(answer.refused?.code).toBe('badProof');
  });

  it('without a join part the answer is a code to join, as before', async () => {
    const r = await raw({
      game: 'regicide',
      seats: 4,
      lang: 'en',
      create: { game: 'regicide', options: { players: 4, variants: [] }, public: true, lang: 'en', hostKey: 'g'.repeat(32), name: 'Gil' },
    });
    expect(r.status).toBe(200);
    expect(Object.keys(r.json).sort()).toEqual(['code', 'host']);
  });
});
