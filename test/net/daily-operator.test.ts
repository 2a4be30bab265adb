// The operator's acts on the daily field, on a real server on loopback, through `regicide
// operator` (the built program) and raw HTTP: a player's results listed and removed (by the
// player's key and day, and by a result's id), a key kept out of the rankings (its ranked result
// leaves the field, its next first game is kept apart, and it still plays and asks), a removed
// player cannot send a second first attempt, and every act is in the audit log.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerAddress, type ServerAddress } from '../../src/net/client/address.js';
import { type ClientKey, clientKey } from '../../src/net/accounts/client-key.js';
import { askDailyField, submitDaily } from '../../src/net/daily/daily-client.js';
import { sqliteFileIn } from '../../src/net/db/where.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { ROOT, binPath } from '../cli/drive.js';
import { playedDaily, testDailySeed } from './daily-fixtures.js';

const TOKEN = 'the-daily-operator-token';
const dir = mkdtempSync(join(tmpdir(), 'daily-operator-'));
const TODAY = new Date().toISOString().slice(0, 10);
const SEED = `daily-${TODAY}`;
let server: NetServer;
let address: ServerAddress;

beforeAll(async () => {
  server = await startNetServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(dir, 'data'),
    database: sqliteFileIn(join(dir, 'data')),
    dailySeed: testDailySeed,
    operator: { host: '127.0.0.1', port: 0 },
    operatorToken: TOKEN,
  });
  address = parseServerAddress(`127.0.0.1:${server.port}`);
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** `regicide operator …` against the operator listener, without blocking this process's server. */
const operator = (args: string[]): Promise<{ code: number; stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      [binPath('regicide'), 'operator', ...args, '--operator', `127.0.0.1:${server.operatorPort}`],
      { cwd: ROOT, env: { ...process.env, CI: 'true', REGICIDE_OPERATOR_TOKEN: TOKEN }, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });

const rawAct = async (act: string, body: unknown): Promise<{ status: number; body: any }> => {
  const res = await fetch(`http://127.0.0.1:${server.operatorPort}/operator/${act}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};

const keyOf = (name: string): ClientKey => clientKey(join(dir, 'keys', name));
const send = (key: ClientKey, botSeed: string) => submitDaily(address, key, 'regicide', playedDaily('regicide', SEED, TODAY, { botSeed, level: 'random' }), Date.now() - 60_000);
const fieldOf = async (key: ClientKey) => {
  const asked = await askDailyField(address, key, 'regicide', {});
  if (!asked.ok) throw new Error(`field refused: ${asked.code}`);
  return asked.body.field as { players: number; own: { standing: string; reason: string | null } | null };
};

describe("the operator's acts on the daily field", () => {
  const [ann, bo, cy, di] = ['ann', 'bo', 'cy', 'di'].map(keyOf);

  it('removes a result by key and day, and one by its id; the removed player cannot send another first attempt', async () => {
    for (const [i, k] of [ann, bo, cy].entries()) expect(await send(k, `p${i}`)).toMatchObject({ ok: true, body: { standing: 'ranked' } });
    expect((await fieldOf(ann)).players).toBe(3);

    const listed = await operator(['results', '--key', ann.fingerprint]);
    expect(listed.code).toBe(0);
    const id = /^([0-9a-f]{24}) {2}regicide {2}(\S+)/.exec(listed.stdout);
    expect(id?.[2]).toBe(TODAY);
    expect(listed.stdout).toContain('ranked');

    expect(await operator(['remove-result', '--id', id![1]])).toMatchObject({ code: 0, stdout: 'Removed 1 daily result.\n' });
    expect(await fieldOf(bo)).toMatchObject({ players: 2 });
    expect((await fieldOf(ann)).own).toMatchObject({ standing: 'apart', reason: 'removed' });
    // Removed is removed: the same id again is no result to remove, and a fresh game is no first attempt.
    expect(await operator(['remove-result', '--id', id![1]])).toMatchObject({ code: 1, stderr: expect.stringContaining('There is no such daily result.') });
    expect(await send(ann, 'again')).toMatchObject({ ok: true, body: { standing: 'apart', reason: 'notFirst' } });
    expect((await fieldOf(bo)).players).toBe(2);

    expect(await operator(['remove-result', '--key', bo.fingerprint, '--day', TODAY])).toMatchObject({ code: 0, stdout: 'Removed 1 daily result.\n' });
    expect((await fieldOf(cy)).players).toBe(1);
    // Bad input: one line, a non-zero exit.
    const bad = await operator(['remove-result', '--key', bo.fingerprint]);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(await rawAct('remove-result', { key: bo.fingerprint, game: 'regicide', day: 'yesterday' })).toMatchObject({ status: 400, body: { code: 'badDay' } });
  });

  it('keeps a key out of the rankings: its ranked result leaves the field, its later first game is kept apart, it still plays', async () => {
    expect((await fieldOf(cy)).players).toBe(1);
    const banned = await operator(['ranking-ban', '--key', cy.fingerprint, '--reason', 'solver in the loop']);
    expect(banned).toMatchObject({ code: 0, stdout: expect.stringContaining('(1 result left the field)') });
    expect(await fieldOf(cy)).toMatchObject({ players: 0, own: { standing: 'apart', reason: 'rankingBan' } });

    // A key banned before its first game of the day: the game takes the attempt and is kept apart.
    await operator(['ranking-ban', '--key', di.fingerprint, '--reason', 'a second account of cy']);
    expect(await send(di, 'p3')).toMatchObject({ ok: true, body: { standing: 'apart', reason: 'rankingBan' } });
    expect((await fieldOf(di)).players).toBe(0);
    expect((await operator(['bans'])).stdout).toContain(`ranking  ${di.fingerprint}  a second account of cy`);

    expect(await operator(['ranking-unban', '--key', di.fingerprint])).toMatchObject({ code: 0 });
    expect(await rawAct('ranking-unban', { key: di.fingerprint })).toMatchObject({ status: 404, body: { code: 'noBan' } });
    // Lifted: its later games may count, but this day's attempt is taken.
    expect(await send(di, 'p4')).toMatchObject({ ok: true, body: { standing: 'apart', reason: 'notFirst' } });

    const audit = (await operator(['audit', '--json'])).stdout;
    const acts = (JSON.parse(audit) as { entries: { act: string }[] }).entries.map((e) => e.act);
    expect(acts.filter((a) => a === 'remove-result')).toHaveLength(2);
    expect(acts).toEqual(expect.arrayContaining(['ranking-ban', 'ranking-unban']));
  });

  it('refuses the daily acts without the token', async () => {
    const res = await fetch(`http://127.0.0.1:${server.operatorPort}/operator/ranking-ban`, { method: 'POST', body: JSON.stringify({ key: ann.fingerprint, reason: 'x' }) });
    expect(res.status).toBe(401);
    expect((await fieldOf(ann)).own).toMatchObject({ reason: 'removed' });
  });
});
