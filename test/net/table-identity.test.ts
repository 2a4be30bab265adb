// Who sits at a table on a server that keeps accounts, attacked as an outsider would: a join with
// a valid key proof is the account's seat and shows its claimed name to the table and to
// watchers; a replayed proof, a proof signed by another key and a proof made for another server's
// address are refused; a guest who types a claimed name (or a look-alike of it) does not get it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RoomAddress, parseServerAddress, type ServerAddress } from '../../src/net/client/address.js';
import { accountAct, keyProver, proofOf, signedAddress } from '../../src/net/accounts/account-client.js';
import { type ClientKey, clientKey, signLogin } from '../../src/net/accounts/client-key.js';
import { sqliteFileIn } from '../../src/net/db/where.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { waitFor } from './net-helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'table-identity-'));
let server: NetServer;
let address: ServerAddress;
let base: string;
const open: RemoteTable[] = [];
const keyIn = (name: string): ClientKey => clientKey(join(dir, 'keys', name));

beforeAll(async () => {
  // The file's tests open six tables from 127.0.0.1 within a minute, all of the default allowance:
  // a seventh (one more test) would be refused on a fast run. No test here is about that allowance.
  server = await startNetServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(dir, 'data'),
    database: sqliteFileIn(join(dir, 'data')),
    botDelayMs: 0,
    limits: { tablesPerMinutePerAddress: 100 },
  });
  address = parseServerAddress(`127.0.0.1:${server.port}`);
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await Promise.all(open.map((t) => t.leave().catch(() => {})));
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const post = async (path: string, body: unknown): Promise<{ status: number; body: any }> => {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
};

const challenge = async (): Promise<string> => (await post('/account/challenge', {})).body.challenge;

/** A table of Regicide for three, opened by `host` (its proof sent), waiting for the others. */
async function openTable(host: ClientKey, typed: string): Promise<{ table: RemoteTable; at: RoomAddress }> {
  const table = await RemoteTable.create(
    address,
    { game: 'regicide', options: { players: 3 }, name: typed, watchers: 'yes' },
    keyProver(() => host),
  );
  open.push(table);
  return { table, at: { ...address, code: table.code } };
}

const seatNames = (t: RemoteTable): string[] => (t.lobby?.seats ?? []).map((s) => s.name);

async function claimed(key: ClientKey, name: string): Promise<ClientKey> {
  const reply = await accountAct(address, key, 'claim', { name });
  expect(reply.ok).toBe(true);
  return key;
}

describe('a player at a table of a server with accounts', () => {
  it("is shown by the account's claimed name, to the table and to watchers", async () => {
    const aurora = await claimed(keyIn('aurora'), 'Aurora');
    const cleo = await claimed(keyIn('cleo'), 'Cleo');
    const { table: host, at } = await openTable(aurora, 'typed-by-host');
    // A key with no name yet is shown by the name it typed.
    const bert = await RemoteTable.join(
      at,
      { name: 'Bert' },
      [],
      keyProver(() => keyIn('bert')),
    );
    open.push(bert);
    const watcher = await RemoteTable.watch(
      at,
      { name: 'not-cleo' },
      keyProver(() => cleo),
    );
    open.push(watcher);
    await waitFor(host, () => seatNames(host).join() === 'Aurora,Bert,' && (host.lobby?.watchers ?? []).some((w) => w === 'Cleo' || (w as { name?: string }).name === 'Cleo'), 10_000, 'the names');
    await waitFor(watcher, () => seatNames(watcher).join() === 'Aurora,Bert,', 10_000, "the watcher's lobby");
  });

  it('refuses a replayed proof, one signed by another key, and one made for another server', async () => {
    const owner = keyIn('owner');
    const { at } = await openTable(owner, 'Owner');
    const join = (proof: unknown) => post(`/matchmake/joinById/${at.code}`, { name: 'Mallory', proof });

    const once = proofOf(address, keyIn('honest'), await challenge());
    expect((await join(once)).status).toBe(200);
    expect(await join(once)).toMatchObject({ status: 401, body: { code: 'badProof' } });

    // The victim's public key with a signature of the attacker's key.
    const victim = keyIn('victim');
    const c = await challenge();
    const forged = { key: victim.publicPem, challenge: c, server: signedAddress(address), signature: signLogin(keyIn('mallory'), c, signedAddress(address)) };
    expect(await join(forged)).toMatchObject({ status: 401, body: { code: 'badProof' } });

    // A proof the victim made for another server, carried here.
    const elsewhere = await challenge();
    const forOther = { key: victim.publicPem, challenge: elsewhere, server: 'other.example:2567', signature: signLogin(victim, elsewhere, 'other.example:2567') };
    expect(await join(forOther)).toMatchObject({ status: 401, body: { code: 'badProof' } });

    // A challenge nobody was given, and a proof of the wrong shape.
    expect(await join({ ...proofOf(address, victim, 'A'.repeat(43)) })).toMatchObject({ status: 401, body: { code: 'badProof' } });
    expect(await join('not a proof')).toMatchObject({ status: 401, body: { code: 'badProof' } });
    // The SSH front's voucher, guessed by an outsider: only that process makes them.
    expect(await post(`/matchmake/joinById/${at.code}`, { name: 'Mallory', voucher: 'x'.repeat(32) })).toMatchObject({ status: 401, body: { code: 'badProof' } });
    // The honest proof is not spent by the refusals: a fresh one still joins.
    expect((await join(proofOf(address, victim, await challenge()))).status).toBe(200);
  });

  it("gives a guest who types a claimed name, or a look-alike of it, the seat's own name instead", async () => {
    await claimed(keyIn('zelda'), 'Zelda');
    const { table: host, at } = await openTable(keyIn('host3'), 'Host');
    // Cyrillic е for Latin e: the same name to a reader.
    const poser = await RemoteTable.join(at, { name: 'Zеlda' });
    open.push(poser);
    const lower = await RemoteTable.join(
      at,
      { name: 'ZELDA' },
      [],
      keyProver(() => keyIn('unclaimed')),
    );
    open.push(lower);
    await waitFor(host, () => seatNames(host).join() === 'Host,Player 2,Player 3', 10_000, 'the seats named');
    // A watcher cannot pose either.
    const watcher = await RemoteTable.watch(at, { name: 'zelda' });
    open.push(watcher);
    await waitFor(host, () => JSON.stringify(host.lobby?.watchers ?? []).length > 2, 10_000, 'the watcher');
    expect(JSON.stringify(host.lobby?.watchers)).not.toMatch(/zelda/i);
  });

  it('never lists a public table in the lobby under a claimed name its creator typed', async () => {
    await claimed(keyIn('yrsa'), 'Yrsa');
    // Opened with raw HTTP and never sat at: the lobby shows the creator's typed name until the host sits.
    const created = await post('/matchmake/create/table', { game: 'regicide', options: { players: 2 }, hostKey: 'k'.repeat(24), name: 'YRSA', public: true });
    expect(created.status).toBe(200);
    const honest = await post('/matchmake/create/table', { game: 'regicide', options: { players: 2 }, hostKey: 'h'.repeat(24), name: 'Ingrid', public: true });
    expect(honest.status).toBe(200);
    type Reservation = { room: { roomId: string } };
    const { tables: listed } = (await post('/lobby/list', {})).body as { tables: { code: string; host: string }[] };
    expect(listed.find((t) => t.code === (honest.body as Reservation).room.roomId)?.host).toBe('Ingrid');
    const posed = listed.find((t) => t.code === (created.body as Reservation).room.roomId);
    expect(posed).toBeDefined();
    expect(posed!.host).not.toMatch(/yrsa/i);
  });

  it("keeps a seat to its own account: its token in another account's join finds nothing", async () => {
    const { table: host, at } = await openTable(keyIn('host4'), 'Host');
    const owner = await RemoteTable.join(
      at,
      { name: 'Seated' },
      [],
      keyProver(() => keyIn('seated')),
    );
    open.push(owner);
    const token = owner.seatToken;
    const thief = await post(`/matchmake/joinById/${at.code}`, { seatToken: token, proof: proofOf(address, keyIn('thief'), await challenge()) });
    // The edge reserves the seat; the room refuses it when the connection arrives (or at once).
    if (thief.status === 200) {
      await expect(
        RemoteTable.join(
          at,
          { seatToken: token },
          [],
          keyProver(() => keyIn('thief')),
        ),
      ).rejects.toThrow();
    } else expect(thief.body.code).toBe('noTable');
    // Its own key (or the token alone, as before) takes it back.
    const back = await RemoteTable.join(
      at,
      { seatToken: token },
      [],
      keyProver(() => keyIn('seated')),
    );
    open.push(back);
    expect(back.seat).toBe(owner.seat);
    await waitFor(host, () => seatNames(host)[1] === 'Seated', 10_000, 'the seat kept');
  });
});
