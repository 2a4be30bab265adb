// OpenSSH's own client in a forced terminal (`ssh -tt`), as a player types it: the same key is the
// same player across two sessions, and after a terminal typed the link code that key's session
// showed, that terminal's `join` sits at a table as the same player (its claimed name).
import { execFile, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { ROOT, binPath, drive } from '../cli/drive.js';
import { opensshArgs } from '../e2e/openssh.js';
import { waitFor } from './net-helpers.js';
import { newPlayerKey, type SshServe, startSshServe } from './ssh-helpers.js';

const hasOpenSsh = spawnSync('ssh', ['-V']).status === 0;
const dir = mkdtempSync(join(tmpdir(), 'openssh-identity-'));
let serve: SshServe;

beforeAll(async () => {
  if (hasOpenSsh) serve = await startSshServe();
});
afterAll(async () => {
  await serve?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** `ssh -tt -i KEY -p PORT player@127.0.0.1 COMMAND`: what it printed, once the server ended the session. */
function ssh(keyFile: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const args = opensshArgs(serve.ssh, 'player', ['-i', keyFile, '-o', 'IdentitiesOnly=yes', '-o', 'BatchMode=yes'], command);
    const child = spawn('ssh', args, { env: { ...process.env, HOME: dir, LANG: 'en_US.UTF-8' } });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (out += d.toString('utf8')));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`ssh ${command} did not end; it said: ${out}`));
    }, 20_000);
    child.on('close', () => {
      clearTimeout(timer);
      resolve(out);
    });
  });
}

/** `regicide account ARGS` in a terminal whose data folder is `home`. */
const account = (home: string, args: string[]): Promise<string> =>
  new Promise((resolve) =>
    execFile(process.execPath, [binPath('regicide'), 'account', ...args], { cwd: ROOT, env: { ...process.env, CI: 'true', XDG_DATA_HOME: home, LANG: 'C' }, timeout: 30_000 }, (_e, stdout, stderr) =>
      resolve(stdout + stderr),
    ),
  );

describe.skipIf(!hasOpenSsh)("OpenSSH's client", () => {
  it("is one player across sessions by its key, and a linked terminal's join is that player", async () => {
    const keyFile = join(dir, 'id_ed25519');
    writeFileSync(keyFile, newPlayerKey().privateKey, { mode: 0o600 });
    expect(await ssh(keyFile, 'claim Tessa')).toContain('Your name on this server is now Tessa.');
    expect(await ssh(keyFile, 'account')).toContain('Name: Tessa');

    const code = /--link ([A-Z0-9]{8})/.exec(await ssh(keyFile, 'link'))?.[1];
    expect(code).toBeDefined();
    const home = join(dir, 'terminal');
    const address = `127.0.0.1:${serve.port}`;
    expect(await account(home, ['--server', address, '--link', code!])).toContain('Tessa');

    const host = await RemoteTable.create(parseServerAddress(address), { game: 'regicide', options: { players: 3 }, name: 'Host' });
    const joined = drive('regicide', ['join', '--json', '--name', 'typed', `${address}/${host.code}`], { XDG_DATA_HOME: home });
    try {
      await waitFor(host, () => host.lobby?.seats[1]?.name === 'Tessa', 20_000, 'the linked terminal seated as Tessa');
    } finally {
      joined.kill('SIGTERM');
      await joined.exit;
      await host.leave();
    }
  });
});
