// The `tables` client against a fake of `…/tables/mine` on loopback: the proof sent, the answer
// read and ordered, and a hostile server's answer held to its shape — escape sequences in names
// neutralised, malformed tables left out, a malformed answer one clear line in the player's words.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { isPrintable } from '../../src/core/printable.js';
import { parseServerAddress } from '../../src/net/client/address.js';
import { clientKey } from '../../src/net/accounts/client-key.js';
import { myTables, myTablesFrom, TablesFailure } from '../../src/net/lobby/tables-client.js';
import { textsFor } from '../../src/ui/shared/i18n.js';
import { tablesTroubleWords } from '../../src/ui/net/tables-words.js';
import { NET_TABLES } from '../../src/ui/net/texts/tables.js';
import { type FakeTables, mine, startFakeTables } from './tables-fake.js';

const folder = mkdtempSync(join(tmpdir(), 'tables-client-'));
const key = clientKey(folder);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let fake: FakeTables | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

const failureOf = async (run: Promise<unknown>): Promise<TablesFailure> => {
  try {
    await run;
  } catch (e) {
    if (e instanceof TablesFailure) return e;
    throw e;
  }
  throw new Error('no failure');
};

describe('the tables client', () => {
  it('proves the key and reads the tables, the player’s turn first (soonest deadline first), then the others by last change', async () => {
    fake = await startFakeTables({
      status: 200,
      body: {
        now: 5000,
        tables: [
          mine('AAAA-2222', { updatedAt: 10 }),
          mine('BBBB-3333', { toMove: 1, yourTurn: true, deadline: 900_000 }),
          mine('CCCC-4444', { updatedAt: 20 }),
          mine('DDDD-5555', { toMove: 1, yourTurn: true, deadline: 100_000 }),
        ],
      },
    });
    const got = await myTables(parseServerAddress(fake.address), key);
    expect(fake.asked).toHaveLength(1);
    expect(fake.asked[0].proven).toBe(true);
    expect(got.now).toBe(5000);
    expect(got.tables.map((t) => t.code)).toEqual(['DDDD-5555', 'BBBB-3333', 'CCCC-4444', 'AAAA-2222']);
    expect(got.tables[0]).toMatchObject({ game: 'regicide', seats: 3, names: ['Ann', 'Bo', 'Cy'], yourSeat: 1, toMove: 1, yourTurn: true, moveHours: 48 });
  });

  it('a hostile server: escape sequences in names and status are shown, never obeyed; malformed tables are left out', async () => {
    fake = await startFakeTables({
      status: 200,
      body: {
        now: 1,
        tables: [
          mine('AAAA-2222', { names: ['\u001b]0;pwned\u0007Eve', '\u001b[2J\u009b31mMal', 'x'.repeat(500)], status: '\u001b[31mred' }),
          mine('not a code'),
          mine('BBBB-3333', { game: 'poker' }),
          mine('CCCC-4444', { yourSeat: 9 }),
          mine('DDDD-5555', { toMove: 2, yourTurn: true }),
          'a string',
          null,
          mine('EEEE-6666', { moves: -1 }),
        ],
      },
    });
    const got = await myTables(parseServerAddress(fake.address), key);
    expect(got.tables.map((t) => t.code)).toEqual(['AAAA-2222', 'DDDD-5555']);
    const text = JSON.stringify(got);
    for (const t of got.tables) for (const s of [...t.names, t.status]) expect(isPrintable(s)).toBe(true);
    expect(got.tables[0].names[0]).toContain('\\u{1b}]0;pwned');
    expect(got.tables[0].names[2].length).toBeLessThanOrEqual(40);
    expect(text).not.toContain('\u001b');
    // A table whose seat to move is not the player's is not "your turn", whatever the server says.
    expect(got.tables[1].yourTurn).toBe(false);
  });

  it('a malformed answer, a refusal and no server each give one clear line', async () => {
    const t = textsFor(NET_TABLES, 'en', false);
    fake = await startFakeTables({ status: 200, body: 'this is <html>, not JSON' });
    const server = parseServerAddress(fake.address);
    const words = async (): Promise<string> => tablesTroubleWords(t, await failureOf(myTables(server, key)), fake!.address);
    expect(await words()).toBe(`${fake.address} answered with something that is not a list of tables; is it a game server (serve)?`);
    fake.answer = { status: 200, body: { now: 'soon', tables: {} } };
    expect(await words()).toMatch(/not a list of tables/);
    fake.answer = { status: 200, body: { now: 1, tables: [mine('AAAA-2222')], extra: '\u001b[2J' } };
    expect((await myTables(server, key)).tables).toHaveLength(1);
    fake.answer = { status: 429, body: { code: 'tooMany' } };
    expect(await words()).toBe('Too many requests from your address; wait a minute.');
    fake.answer = { status: 401, body: { code: 'badProof' } };
    expect(await words()).toMatch(/did not take this terminal's key/);
    fake.answer = { status: 500, body: { code: '\u001b[31mboom' } };
    const line = await words();
    expect(line).not.toContain('\u001b');
    expect(line.split('\n')).toHaveLength(1);
    fake.answer = { status: 404, body: 'Not found' };
    expect(await words()).toMatch(/has no turn-based tables/);
    const gone = fake.address;
    await fake.close();
    fake = null;
    expect(tablesTroubleWords(t, await failureOf(myTables(parseServerAddress(gone), key)), gone)).toBe(`No server answers at ${gone}.`);
  });

  it('the check alone: what is not an answer is null', () => {
    expect(myTablesFrom(null)).toBeNull();
    expect(myTablesFrom({ now: 1 })).toBeNull();
    expect(myTablesFrom({ now: 1, tables: [] })).toEqual({ now: 1, tables: [] });
  });
});
