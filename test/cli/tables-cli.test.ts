// `tables --json`, the cache it writes and the line of `regicide` with no command, the built
// program against a fake of `…/tables/mine` on loopback: the list once as one JSON line (a hostile
// name escaped), one line for a malformed answer or no server, "Your turn at N tables" from the
// cache, and the background check that refreshes it without holding up the help or the process.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { REMEMBERED_SERVER_FILE } from '../../src/cli/account/account-server.js';
import { startTurnCheck, TURN_CACHE_FILE, TURN_CHECK_STAMP } from '../../src/cli/turn/turn-cache.js';
import { clientKey } from '../../src/net/accounts/client-key.js';
import { ROOT, binPath } from './drive.js';
import { type FakeTables, mine, startFakeTables } from '../net/tables-fake.js';

const dir = mkdtempSync(join(tmpdir(), 'tables-cli-'));
let fake: FakeTables | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const appFolder = (home: string): string => join(dir, home, 'regicide-cli');

/** The program with a data folder of its own (`home`), not blocking this process's fake server. */
const run = (home: string, args: string[], bin = 'regicide', lang = 'C'): Promise<{ code: number; stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      [binPath(bin), ...args],
      { cwd: ROOT, env: { ...process.env, CI: 'true', XDG_DATA_HOME: join(dir, home), LANG: lang, LC_ALL: '', LC_MESSAGES: '' }, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });

const answer = {
  status: 200,
  body: {
    now: 1_000_000,
    tables: [
      mine('AAAA-2222', { names: ['Me', 'Eve\u001b[2J\u0007', 'Cy'] }),
      mine('BBBB-3333', { toMove: 1, yourTurn: true, deadline: 1_000_000 + 52 * 3_600_000 }),
      mine('CCCC-4444', { game: 'thronfolge', seats: 2, names: ['Me', 'Bo'], toMove: 1, yourTurn: true, deadline: 2_000_000 }),
    ],
  },
};

describe('tables --json and the cache', () => {
  it('with no server known says how to name one, in one line', async () => {
    const none = await run('none', ['tables', '--json']);
    expect(none).toMatchObject({ code: 2, stdout: '' });
    expect(none.stderr).toMatch(/^regicide: No server yet: name one once with (npx )?regicide tables --server HOST:PORT \(it is remembered\)\.\n$/);
  });

  it('prints the list once as one JSON line (your turn first, every string printable), proven with the key, and notes the count for later', async () => {
    fake = await startFakeTables(answer);
    const got = await run('json', ['tables', '--json', '--server', fake.address]);
    expect(got.stderr).toBe('');
    expect(got.code).toBe(0);
    expect(got.stdout.split('\n')).toHaveLength(2);
    expect(got.stdout).not.toContain('\u001b');
    const parsed = JSON.parse(got.stdout) as { server: string; yourTurn: number; tables: { code: string; names: string[] }[] };
    expect(parsed.yourTurn).toBe(2);
    expect(parsed.tables.map((t) => t.code)).toEqual(['CCCC-4444', 'BBBB-3333', 'AAAA-2222']);
    expect(parsed.tables[2].names[1]).toBe('Eve\\u{1b}[2J\\u{7}');
    expect(fake.asked[0].proven).toBe(true);
    expect(readFileSync(join(appFolder('json'), REMEMBERED_SERVER_FILE), 'utf8').trim()).toBe(fake.address);
    expect(JSON.parse(readFileSync(join(appFolder('json'), TURN_CACHE_FILE), 'utf8'))).toMatchObject({ server: fake.address, yourTurn: 2 });
    // `regicide` with no command says so under the help, in the player's language, with no network wait.
    const plain = await run('json', []);
    expect(plain.stdout + plain.stderr).toMatch(/Your turn at 2 tables — (npx )?regicide tables\n/);
    const de = await run('json', [], 'thronfolge', 'de_DE.UTF-8');
    expect(de.stdout + de.stderr).toMatch(/Du bist an 2 Tischen dran – (npx )?thronfolge tables\n/);
  });

  it('a malformed answer and a refusal are one line, never a stack trace', async () => {
    fake = await startFakeTables({ status: 200, body: '<html>hello</html>' });
    const bad = await run('bad', ['tables', '--json', '--server', fake.address]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe(`regicide: ${fake.address} answered with something that is not a list of tables; is it a game server (serve)?\n`);
    fake.answer = { status: 200, body: { now: 1, tables: 'many' } };
    expect((await run('bad', ['tables', '--json'])).stderr).toMatch(/^regicide: .* not a list of tables.*\n$/);
    fake.answer = { status: 403, body: { code: 'badProof' } };
    expect((await run('bad', ['tables', '--json'])).stderr).toMatch(/^regicide: .* did not take this terminal's key .*\n$/);
    expect(existsSync(join(appFolder('bad'), TURN_CACHE_FILE))).toBe(false);
  });

  it('with a server remembered, no command starts a check in the background: the help comes and the process ends while the server still has not answered', async () => {
    fake = await startFakeTables(answer);
    fake.hold = true;
    const home = 'background';
    mkdirSync(appFolder(home), { recursive: true });
    writeFileSync(join(appFolder(home), REMEMBERED_SERVER_FILE), `${fake.address}\n`);
    clientKey(appFolder(home));
    const plain = await run(home, []);
    // The program ended with its help though the server holds the check's request unanswered.
    expect(plain.stdout + plain.stderr).toMatch(/Usage: regicide/);
    expect(plain.stdout + plain.stderr).not.toMatch(/Your turn/);
    await vi.waitFor(() => expect(fake!.asked).toHaveLength(1), { timeout: 20_000, interval: 50 });
    expect(fake.asked[0].proven).toBe(true);
    fake.release();
    await vi.waitFor(() => expect(existsSync(join(appFolder(home), TURN_CACHE_FILE))).toBe(true), { timeout: 20_000, interval: 50 });
    const again = await run(home, []);
    expect(again.stdout + again.stderr).toMatch(/Your turn at 2 tables/);
    // Within the hour no second check starts.
    expect(startTurnCheck({ ...process.env, XDG_DATA_HOME: join(dir, home) }, Date.now(), binPath('regicide'))).toBe(false);
    expect(Number(readFileSync(join(appFolder(home), TURN_CHECK_STAMP), 'utf8'))).toBeGreaterThan(0);
  });

  it('no check without a remembered server, or without a key of this terminal', () => {
    const env = { ...process.env, XDG_DATA_HOME: join(dir, 'nothing') };
    expect(startTurnCheck(env, Date.now(), binPath('regicide'))).toBe(false);
    mkdirSync(join(dir, 'nothing', 'regicide-cli'), { recursive: true });
    writeFileSync(join(dir, 'nothing', 'regicide-cli', REMEMBERED_SERVER_FILE), '127.0.0.1:9\n');
    expect(startTurnCheck(env, Date.now(), binPath('regicide'))).toBe(false);
    expect(existsSync(join(dir, 'nothing', 'regicide-cli', 'account-key.pem'))).toBe(false);
  });
});
