// A ban closes what is already open, attacked as the banned player would: a player whose key is
// banned while seated keeps nothing (the connection is closed with the ban's number, the seat is
// given up, its seat token opens it no more), whether the operator acted on this process or
// another process wrote the ban into the shared database (read here within the bans' refresh);
// an address ban closes every seat and watcher of that address. Without the sweep after each read
// of the bans (bans.ts onRead), the banned player keeps playing: these tests fail.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyProver } from '../../src/net/accounts/account-client.js';
import { type RoomAddress, type ServerAddress, parseServerAddress } from '../../src/net/client/address.js';
import { Bans } from '../../src/net/operator/bans.js';
import { type ClientKey, clientKey } from '../../src/net/accounts/client-key.js';
import { type ServerDatabase, openDatabase } from '../../src/net/db/database.js';
import { sqliteFileIn } from '../../src/net/db/where.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { gameModules } from '../../src/modules/registry.js';
import { postJson } from './edge-helpers.js';
import { waitFor } from './net-helpers.js';

/** The registry's first game, whose table takes two seats (as the edge tests' create body). */
const GAME = gameModules()[0];
const TOKEN = 'operator-token-of-the-ban-tests';
/** The bans' refresh in these tests: another process's ban is read here within it. */
const REFRESH_MS = 300;
const dir = mkdtempSync(join(tmpdir(), 'ban-closes-'));
let server: NetServer;
let address: ServerAddress;
/** The same database on a connection of its own: what another process on it would write. */
let other: ServerDatabase;
const open: RemoteTable[] = [];
const keyIn = (name: string): ClientKey => clientKey(join(dir, 'keys', name));

beforeAll(async () => {
  server = await startNetServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(dir, 'data'),
    database: sqliteFileIn(join(dir, 'data')),
    operator: { host: '127.0.0.1', port: 0 },
    operatorToken: TOKEN,
    banRefreshMs: REFRESH_MS,
    botDelayMs: 0,
  });
  address = parseServerAddress(`127.0.0.1:${server.port}`);
  other = await openDatabase(sqliteFileIn(join(dir, 'data')));
});
afterAll(async () => {
  await Promise.all(open.map((t) => t.leave().catch(() => {})));
  await other?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const op = (act: string, body: unknown) => postJson(server.operatorPort!, `/operator/${act}`, body, { Authorization: `Bearer ${TOKEN}` });

/** A started two-seat game: `mallory` (her key proven) at seat 1, a guest at seat 2. */
async function startedGame(mallory: ClientKey): Promise<{ mallory: RemoteTable; guest: RemoteTable; at: RoomAddress }> {
  const table = await RemoteTable.create(
    address,
    { game: GAME.id, options: { players: 2, variants: [] }, name: 'Mallory', watchers: 'yes' },
    keyProver(() => mallory),
  );
  open.push(table);
  const at = { ...address, code: table.code };
  const guest = await RemoteTable.join(at, { name: 'Guest' });
  open.push(guest);
  await waitFor(table, () => table.update !== undefined, 10_000, "Mallory's first update");
  return { mallory: table, guest, at };
}

/** Mallory is cut off: her connection closed for good, her seat given up, and her seat token refused. */
async function expectClosed(t: { mallory: RemoteTable; guest: RemoteTable; at: RoomAddress }, ms: number): Promise<void> {
  const seatToken = t.mallory.seatToken;
  expect(seatToken).toBeTruthy();
  await waitFor(t.mallory, () => t.mallory.status === 'closed', ms, 'the banned connection to close');
  // She plays no more: nothing she sends goes out.
  expect(t.mallory.submit('anything')).toBe(false);
  // The seat is given up (the others see it vacated), and her token no longer takes it back.
  await waitFor(t.guest, () => t.guest.lobby?.seats[0]?.vacated === true && t.guest.lobby.seats[0].reconnectMsLeft === null, 10_000, 'the seat given up');
  await expect(RemoteTable.join(t.at, { seatToken, name: 'Mallory' })).rejects.toThrow();
}

describe('a key ban', () => {
  it("by the operator closes the banned player's open seat at once", async () => {
    const key = keyIn('mallory-1');
    const game = await startedGame(key);
    expect(await op('ban', { key: key.fingerprint, reason: 'cheating mid-game' })).toMatchObject({ status: 200 });
    await expectClosed(game, 5000);
    expect(game.guest.status).toBe('connected');
  });

  it("written by another process closes the player's seat within the bans' refresh", async () => {
    const key = keyIn('mallory-2');
    const game = await startedGame(key);
    const banned = performance.now();
    await new Bans(other.db).ban('key', key.fingerprint, 'banned on the other process');
    await waitFor(game.mallory, () => game.mallory.status === 'closed', 10_000, 'the banned connection to close');
    // Within the refresh, with room for a loaded machine's delays.
    expect(performance.now() - banned).toBeLessThan(REFRESH_MS + 5000);
    await expectClosed(game, 1000);
    expect(game.guest.status).toBe('connected');
  });
});

describe('an address ban', () => {
  it('closes every seat and watcher of that address', async () => {
    const game = await startedGame(keyIn('mallory-3'));
    const watcher = await RemoteTable.watch(game.at, { name: 'Onlooker' });
    open.push(watcher);
    await waitFor(watcher, () => watcher.status === 'connected', 10_000, 'the watcher');
    // Every client of this test comes from 127.0.0.1.
    expect(await op('ban', { address: '127.0.0.1', reason: 'all of loopback' })).toMatchObject({ status: 200 });
    try {
      for (const t of [game.mallory, game.guest, watcher]) await waitFor(t, () => t.status === 'closed', 5000, 'a banned connection to close');
    } finally {
      expect(await op('unban', { address: '127.0.0.1' })).toMatchObject({ status: 200 });
    }
  });
});
