// The holiday route on a real server on loopback (turn-holiday-http.ts), as a player and an
// outsider reach it: `regicide account --holiday N` and `--holiday-end` pause and restart the
// clocks of the player's turn-based tables in one line; a forged, replayed or misdirected proof
// pauses nothing; a flood from one address is refused after its allowance, before any body is read.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAct, signedAddress } from '../../src/net/accounts/account-client.js';
import { parseServerAddress } from '../../src/net/client/address.js';
import { type ClientKey, clientKey, signLogin } from '../../src/net/accounts/client-key.js';
import { type ServerDatabase, openDatabase } from '../../src/net/db/database.js';
import { sqliteFileIn } from '../../src/net/db/where.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { HOLIDAY_BODY_MAX } from '../../src/net/turn/turn-holiday-http.js';
import { ROOT, binPath } from '../cli/drive.js';
import { DAY, addTable, tableRow } from './turn-clock-fixtures.js';

const dir = mkdtempSync(join(tmpdir(), 'holiday-http-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function serverIn(name: string) {
  const dataDir = join(dir, name);
  const server = await startNetServer({ port: 0, host: '127.0.0.1', dataDir, database: sqliteFileIn(dataDir) });
  const database = await openDatabase(sqliteFileIn(dataDir));
  const address = parseServerAddress(`127.0.0.1:${server.port}`);
  const post = async (body: unknown): Promise<{ status: number; text: string }> => {
    const res = await fetch(`http://127.0.0.1:${server.port}/tables/holiday`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, text: await res.text() };
  };
  const proof = async (key: ClientKey, signer = key, signFor = signedAddress(address)): Promise<Record<string, string>> => {
    const res = await fetch(`http://127.0.0.1:${server.port}/account/challenge`, { method: 'POST', body: '{}' });
    const { challenge } = (await res.json()) as { challenge: string };
    return { key: key.publicPem, challenge, server: signFor, signature: signLogin(signer, challenge, signFor) };
  };
  return { server, database, address, post, proof };
}

const run = (home: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    execFile(process.execPath, [binPath('regicide'), ...args], { cwd: ROOT, env: { ...process.env, CI: 'true', XDG_DATA_HOME: home, LANG: 'C' }, timeout: 30_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });

describe('the holiday route', () => {
  let s: Awaited<ReturnType<typeof serverIn>>;
  let server: NetServer;
  let database: ServerDatabase;
  beforeAll(async () => {
    s = await serverIn('one');
    ({ server, database } = s);
  });
  afterAll(async () => {
    await database?.close();
    await server?.close();
  });

  it('pauses and restarts the clocks of a player who proves the key, from the command line', async () => {
    const home = join(dir, 'ann');
    const key = clientKey(join(home, 'regicide-cli'));
    const shown = await accountAct(s.address, key, 'show');
    if (!shown.ok) throw new Error('no account');
    const ann = (shown.body.account as { id: string }).id;
    await database.db.insertInto('accounts').values({ id: 'bob', created_at: Date.now() }).execute();
    await addTable(database.db, { code: 'HTTP-2222', accounts: [ann, 'bob'], turnStartedAt: Date.now() });
    const before = (await tableRow(database.db, 'HTTP-2222')).deadline!;

    const paused = await run(home, ['account', '--holiday', '2', '--server', `127.0.0.1:${server.port}`, '--lang', 'en']);
    expect(paused.stderr).toBe('');
    expect(paused.stdout).toMatch(/^Your turn-based clocks are paused until \d{4}-\d\d-\d\d \d\d:\d\d UTC; 5 days of holiday left this month\.\n$/);
    expect((await tableRow(database.db, 'HTTP-2222')).deadline).toBe(before + 2 * DAY);
    const tooMany = await run(home, ['account', '--holiday', '6', '--lang', 'de']);
    expect(tooMany.code).not.toBe(0);
    expect(tooMany.stderr.trim().split('\n')).toHaveLength(1);
    expect(tooMany.stderr).toMatch(/Diesen Monat bleiben dir noch 5 Urlaubstage\./);
    const ended = await run(home, ['account', '--holiday-end', '--lang', 'nb']);
    expect(ended.stdout).toBe('Ferien er over: klokkene dine ved turbaserte bord går igjen.\n');
    const deadline = (await tableRow(database.db, 'HTTP-2222')).deadline!;
    expect(deadline - before).toBeLessThan(60_000);
    expect(deadline - before).toBeGreaterThanOrEqual(0);
  });

  it('pauses nothing for a missing, forged, replayed or misdirected proof', async () => {
    const victim = clientKey(join(dir, 'ann', 'regicide-cli'));
    const outsider = clientKey(join(dir, 'outsider'));
    const refused = async (body: unknown): Promise<void> => {
      const answer = await s.post(body);
      expect(answer.status, answer.text).toBe(401);
      expect(JSON.parse(answer.text)).toMatchObject({ code: 'badProof' });
    };
    await refused({ days: 1 });
    // The victim's public key, signed by the outsider.
    await refused({ days: 1, ...(await s.proof(victim, outsider)) });
    // A proof made for another server.
    await refused({ days: 1, ...(await s.proof(outsider, outsider, 'cards.example.org:2567')) });
    const used = await s.proof(outsider);
    expect(JSON.parse((await s.post({ days: 1, ...used })).text)).toMatchObject({ code: 'noTables' });
    await refused({ days: 1, ...used });
    const seats = await database.db.selectFrom('turn_seats').select('paused_until').execute();
    expect(seats.every((seat) => seat.paused_until === null)).toBe(true);
  });
});

describe('the holiday route under a flood', () => {
  it('refuses bad bodies, then refuses one address after its allowance, before reading a body', async () => {
    const s = await serverIn('two');
    try {
      expect((await s.post({ days: 1, pad: 'x'.repeat(HOLIDAY_BODY_MAX), ...(await s.proof(clientKey(join(dir, 'big')))) })).status).toBe(413);
      expect((await s.post('{"days": ')).status).toBe(400);
      expect(JSON.parse((await s.post({ days: 1, end: true })).text)).toMatchObject({ code: 'badRequest' });
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await s.post({ days: 1 })).status);
      expect(statuses.filter((x) => x === 429).length).toBeGreaterThanOrEqual(20);
      expect(statuses.slice(-1)).toEqual([429]);
    } finally {
      await s.database.close();
      await s.server.close();
    }
  });
});
