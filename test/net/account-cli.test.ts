// `regicide account` and `thronfolge account` as a player runs them, against a real server on
// loopback: the key made once (0600) and reused, the server remembered, a name claimed (an escape
// sequence refused with one line), a second terminal linked with a code, export, delete.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_KEY_FILE } from '../../src/net/accounts/client-key.js';
import { sqliteFileIn } from '../../src/net/db/where.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { ROOT, binPath } from '../cli/drive.js';

const dir = mkdtempSync(join(tmpdir(), 'account-cli-'));
let server: NetServer;
let address: string;

beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', database: sqliteFileIn(dir) });
  address = `127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The program in a terminal of its own (its own data folder), without blocking this process's server. */
const terminal = (name: string) => {
  const home = join(dir, name);
  const run = (args: string[], bin = 'regicide'): Promise<{ code: number; stdout: string; stderr: string }> =>
    new Promise((resolve) => {
      execFile(process.execPath, [binPath(bin), 'account', ...args], { cwd: ROOT, env: { ...process.env, CI: 'true', XDG_DATA_HOME: home, LANG: 'C' }, timeout: 30_000 }, (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });
  return { run, folder: join(home, 'regicide-cli') };
};

describe('account', () => {
  it('asks for a server once, then makes the key once and remembers both', async () => {
    const t = terminal('first');
    const none = await t.run([]);
    expect(none).toMatchObject({ code: 2, stdout: '' });
    expect(none.stderr).toBe('regicide: no server yet: name one once with regicide account --server HOST:PORT\n');
    const shown = await t.run(['--server', address]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(`Server: ${address}`);
    expect(shown.stdout).toContain('Name: none yet');
    const fingerprint = /(SHA256:\S+) ed25519 \(this terminal\)/.exec(shown.stdout)![1];
    expect(statSync(join(t.folder, CLIENT_KEY_FILE)).mode & 0o777).toBe(0o600);
    const again = await t.run([], 'thronfolge');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`${fingerprint} ed25519 (this terminal)`);
  });

  it('claims a name, refusing an escape sequence with one line and a taken name', async () => {
    const t = terminal('claimer');
    const bad = await t.run(['--server', address, '--claim', 'Eve\u001b[2J']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('regicide: That name cannot be claimed: it holds control or invisible characters.\n');
    expect(bad.stderr).not.toContain('\u001b');
    expect((await t.run(['--claim', 'Grete', '--lang', 'de'])).stdout).toBe('Dein Name auf diesem Server ist jetzt Grete.\n');
    const other = terminal('other');
    const taken = await other.run(['--server', address, '--claim', 'GRETE']);
    expect(taken).toMatchObject({ code: 2, stderr: 'regicide: That name, or one that looks the same, is taken on this server.\n' });
  });

  it('links a second terminal with a code, exports everything, and deletes it all', async () => {
    const laptop = terminal('laptop');
    const phone = terminal('phone');
    await laptop.run(['--server', address, '--claim', 'Hedda']);
    const shown = await laptop.run(['--link']);
    const code = /--link ([2-9A-Z]{8})$/m.exec(shown.stdout)![1];
    expect((await phone.run(['--server', address, '--link', code])).stdout).toBe("This terminal's key now belongs to the account Hedda.\n");
    expect((await laptop.run([])).stdout).toContain('Keys (2):');

    const file = join(dir, 'hedda.json');
    expect((await phone.run(['--export', file])).code).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const exported = JSON.parse(readFileSync(file, 'utf8'));
    expect(exported).toMatchObject({ format: 'regicide-account-v1', name: 'Hedda' });
    expect(exported.keys).toHaveLength(2);
    expect(await phone.run(['--export', file])).toMatchObject({ code: 2 });

    expect(await phone.run(['--delete'])).toMatchObject({ code: 2, stderr: 'regicide: --delete asks before it deletes; without a terminal, add --yes\n' });
    expect((await phone.run(['--delete', '--yes'])).code).toBe(0);
    expect((await laptop.run([])).stdout).toContain('Name: none yet');
  });

  it('refuses two acts at once, a bad address and an unreachable server with one line', async () => {
    const t = terminal('typos');
    expect(await t.run(['--server', address, '--claim', 'x', '--delete'])).toMatchObject({
      code: 2,
      stderr: 'regicide: give one of --claim, --link, --export, --delete, --holiday and --holiday-end at a time\n',
    });
    expect((await t.run(['--server', 'ftp://x'])).stderr).toBe('regicide: "ftp://x": only ws:// and wss:// addresses are understood\n');
    const closed = await t.run(['--server', '127.0.0.1:1']);
    expect(closed.code).toBe(1);
    expect(closed.stderr).toMatch(/^regicide: cannot reach 127\.0\.0\.1:1( \(\w+\))?\n$/);
  });

  it('shows what a hostile server sends without a single escape sequence', async () => {
    const { createServer } = await import('node:http');
    const evil = '\u001b[2J\u001b]0;owned\u0007\u009b31m\u202e';
    const replies: Record<string, unknown> = {
      '/account/challenge': { challenge: 'A'.repeat(43) },
      '/account/show': { account: { name: `Eve${evil}`, keys: [{ fingerprint: `SHA256:${evil}`, kind: evil, addedAt: 0 }] } },
      '/account/export': { name: evil, audit: [{ detail: evil }] },
      '/account/claim': { code: `x${evil}` },
    };
    const hostile = createServer((req, res) => {
      res.writeHead(req.url === '/account/claim' ? 409 : 200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(replies[req.url ?? ''] ?? {}));
    });
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
    try {
      const t = terminal('hostile');
      const runs = [await t.run(['--server', `127.0.0.1:${(hostile.address() as { port: number }).port}`]), await t.run(['--export']), await t.run(['--claim', 'Eve'])];
      expect(runs.map((r) => r.code)).toEqual([0, 0, 2]);
      for (const r of runs) expect(`${r.stdout}${r.stderr}`).not.toMatch(/[\u001b\u0007\u009b\u202e]/);
      expect(runs[0].stdout).toContain('Name: Eve\\u{1b}[2J');
      expect(JSON.parse(runs[1].stdout)).toEqual(replies['/account/export']);
    } finally {
      hostile.close();
    }
  });

  it('serve says in one line that its database cannot be reached, without its password', async () => {
    const failed = await new Promise<{ code: number; stderr: string }>((resolve) =>
      execFile(
        process.execPath,
        [binPath('regicide'), 'serve', '--port', '0', '--listen', '127.0.0.1', '--data', join(dir, 'unreached'), '--database', 'postgres://ops:hunter2@127.0.0.1:1/cards'],
        { cwd: ROOT, timeout: 30_000 },
        (error, _stdout, stderr) => resolve({ code: Number((error as { code?: number } | null)?.code ?? 0), stderr }),
      ),
    );
    expect(failed).toEqual({ code: 1, stderr: 'regicide: cannot start the server: the database postgres://127.0.0.1:1/cards cannot be used: nothing answers at that address\n' });
  });
});
