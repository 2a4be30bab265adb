// The system's OpenSSH client, in tmux as a person would run it: `ssh -tt` reaches the menu and
// `q` ends the session; the fingerprint the server printed is the one OpenSSH sees.
import { execFileSync, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SshServe, sleep, startSshServe } from '../net/ssh-helpers.js';

const has = (tool: string): boolean => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
const ready = has('ssh') && has('tmux') && has('ssh-keyscan') && has('ssh-keygen');
const SESSION = `regicide-ssh-${process.pid}`;
let serve: SshServe;

beforeAll(async () => {
  if (ready) serve = await startSshServe();
});
afterAll(async () => {
  spawnSync('tmux', ['kill-session', '-t', SESSION]);
  await serve?.stop();
});

const capture = (): string => execFileSync('tmux', ['capture-pane', '-p', '-t', SESSION], { encoding: 'utf8' });

async function waitForPane(check: (screen: string) => boolean, ms = 20_000): Promise<string> {
  const start = Date.now();
  for (;;) {
    const screen = capture();
    if (check(screen)) return screen;
    if (Date.now() - start > ms) throw new Error(`timed out; pane:\n${screen}`);
    await sleep(50);
  }
}

describe.skipIf(!ready)('OpenSSH', () => {
  it('shows the same host key fingerprint the server printed', () => {
    const scanned = execFileSync('ssh-keyscan', ['-p', String(serve.ssh), '-t', 'ed25519', '127.0.0.1'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const listed = execFileSync('ssh-keygen', ['-lf', '-'], { input: scanned, encoding: 'utf8' });
    expect(listed).toContain(serve.fingerprint);
  });

  it('ssh -tt in tmux reaches the menu, and q ends the session', async () => {
    const ssh = [
      'ssh',
      '-tt',
      '-p',
      String(serve.ssh),
      '-o',
      'StrictHostKeyChecking=no',
      '-o',
      'UserKnownHostsFile=/dev/null',
      '-o',
      'LogLevel=ERROR',
      // No key of this machine's user: a guest, as a friend without a key would be.
      '-o',
      'IdentitiesOnly=yes',
      '-o',
      'IdentityFile=/dev/null',
      '-o',
      'IdentityAgent=none',
      '-o',
      'SetEnv=LANG=de_DE.UTF-8',
      'gast@127.0.0.1',
    ].join(' ');
    execFileSync('tmux', ['new-session', '-d', '-s', SESSION, '-x', '80', '-y', '24', `${ssh}; echo ssh-ended; sleep 30`], { env: { ...process.env, TMUX: '' } });
    // SetEnv's LANG asks for German.
    const menu = await waitForPane((s) => s.includes('Regicide allein'));
    expect(menu).toContain('Willkommen, gast (Gast).');
    // l steps to the next language: after German, French.
    execFileSync('tmux', ['send-keys', '-t', SESSION, 'l']);
    await waitForPane((s) => s.includes('Regicide en solo'));
    execFileSync('tmux', ['send-keys', '-t', SESSION, 'q']);
    await waitForPane((s) => s.includes('ssh-ended'));
  });
});
