// The system's OpenSSH client, in tmux as a person would run it: `ssh -tt` reaches the menu and
// `q` ends the session with exit status 0; the fingerprint the server printed is the one OpenSSH sees.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SshServe, startSshServe } from '../net/ssh-helpers.js';
import { hasTools, opensshArgs, tmuxPane } from './openssh.js';

const ready = hasTools('ssh', 'tmux', 'ssh-keyscan', 'ssh-keygen');
const SESSION = `regicide-ssh-${process.pid}`;
let serve: SshServe;
let pane: ReturnType<typeof tmuxPane> | undefined;

beforeAll(async () => {
  if (ready) serve = await startSshServe();
});
afterAll(async () => {
  pane?.kill();
  await serve?.stop();
});

describe.skipIf(!ready)('OpenSSH', () => {
  it('shows the same host key fingerprint the server printed', () => {
    const scanned = execFileSync('ssh-keyscan', ['-p', String(serve.ssh), '-t', 'ed25519', '127.0.0.1'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const listed = execFileSync('ssh-keygen', ['-lf', '-'], { input: scanned, encoding: 'utf8' });
    expect(listed).toContain(serve.fingerprint);
  });

  it('ssh -tt in tmux reaches the menu, and q ends the session', async () => {
    // No key of this machine's user: a guest, as a friend without a key would be.
    const guest = ['-o', 'IdentitiesOnly=yes', '-o', 'IdentityFile=/dev/null', '-o', 'IdentityAgent=none', '-o', 'SetEnv=LANG=de_DE.UTF-8'];
    pane = tmuxPane(SESSION, `ssh ${opensshArgs(serve.ssh, 'gast', guest).join(' ')}; echo ssh-ended=$?; sleep 30`);
    // SetEnv's LANG asks for German.
    const menu = await pane.waitFor((s) => s.includes('Regicide allein'));
    expect(menu).toContain('Willkommen, gast (Gast).');
    // l steps to the next language: after German, French.
    pane.keys('l');
    await pane.waitFor((s) => s.includes('Regicide en solo'));
    pane.keys('q');
    // Quitting the menu is a clean end: OpenSSH gets the exit status 0 (not 255 after a bare disconnect).
    const ended = await pane.waitFor((s) => s.includes('ssh-ended='));
    expect(ended).toContain('ssh-ended=0');
  });
});
