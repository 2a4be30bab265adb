// Every SSH connection is counted and timed from the moment it connects, attacked as a stranger
// would on 127.0.0.x: logins that never open a session are closed at their deadline; a login
// while every session is taken is told so in one line and closed; one address holding all the
// places of connections not yet in a session cannot keep another address out; the idle clock
// runs from the login; and a command sent with `ssh host COMMAND` comes back escaped.
import { type Socket, connect } from 'node:net';
import ssh2 from 'ssh2';
import { describe, expect, it } from 'vitest';
import { pollUntil, sleep } from './ssh-helpers.js';
import { useSshServes } from './ssh-fixture.js';

const clients: ssh2.Client[] = [];
const sockets: Socket[] = [];
const [timed, small] = useSshServes(
  [
    // Three seconds to open a session after the login; six without a key, from the login.
    { args: ['--ssh-session-open-seconds', '3', '--ssh-idle-seconds', '6'] },
    // One session in all; six places for connections not yet in a session, all of them one address's to take.
    { args: ['--ssh-sessions', '1', '--ssh-session-open-seconds', '3', '--ssh-logins', '6', '--ssh-logins-per-address', '6'] },
  ],
  () => {
    for (const c of clients) c.end();
    for (const s of sockets) s.destroy();
  },
);

interface Login {
  client: ssh2.Client;
  /** When the client saw its login accepted (Date.now()). */
  readyAt: number;
  /** When the connection closed, or null while it is open. */
  closedAt: number | null;
}

/** An ssh2 client that logs in as a guest from `localAddress` and then does only what the test says. */
async function login(port: number, localAddress: string): Promise<Login> {
  const client = new ssh2.Client();
  clients.push(client);
  client.on('error', () => {});
  const l: Login = { client, readyAt: 0, closedAt: null };
  client.on('close', () => (l.closedAt = Date.now()));
  await new Promise<void>((resolve, reject) => {
    client.once('ready', () => resolve());
    client.once('error', reject);
    client.on('keyboard-interactive', (_name, _instructions, _lang, _prompts, finish) => finish([]));
    client.connect({ host: '127.0.0.1', port, username: 'silent', tryKeyboard: true, localAddress, readyTimeout: 15_000 });
  });
  l.readyAt = Date.now();
  return l;
}

/** A raw TCP connection from `localAddress` that says nothing; `counted` once the server greets it, not if it is closed first. */
const stall = (port: number, localAddress: string): Promise<{ socket: Socket; counted: boolean }> =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress });
    sockets.push(socket);
    socket.on('error', () => {});
    socket.once('data', () => resolve({ socket, counted: true }));
    socket.once('close', () => resolve({ socket, counted: false }));
  });

/** Everything a channel sends until the connection closes. */
function allOutput(client: ssh2.Client, channel: ssh2.ClientChannel): Promise<string> {
  let text = '';
  channel.on('data', (d: Buffer) => (text += d.toString('utf8')));
  channel.stderr.on('data', (d: Buffer) => (text += d.toString('utf8')));
  return new Promise((resolve) => client.once('close', () => resolve(text)));
}

describe('SSH connections, counted and timed', () => {
  it('closes logged-in connections that never open a session at their deadline', async () => {
    const silent = await Promise.all([1, 2, 3].map(() => login(timed.serve.ssh, '127.0.0.2')));
    await pollUntil('the silent logins to be closed', () => silent.every((l) => l.closedAt !== null), 12_000);
    for (const l of silent) {
      // --ssh-session-open-seconds 3: not at once, and not much later.
      expect(l.closedAt! - l.readyAt).toBeGreaterThanOrEqual(2_500);
      expect(l.closedAt! - l.readyAt).toBeLessThan(8_000);
    }
  });

  it('runs the idle clock from the login, not from the session', async () => {
    const l = await login(timed.serve.ssh, '127.0.0.3');
    // The client waits before it opens its session (within the 3 s to open one, with a second to
    // spare for a loaded machine) …
    await sleep(2_000);
    const channel = await new Promise<ssh2.ClientChannel>((resolve, reject) =>
      l.client.shell({ term: 'xterm-256color', cols: 80, rows: 24 }, { env: { LANG: 'en_US.UTF-8' } }, (err, ch) => (err ? reject(err) : resolve(ch))),
    );
    const output = await allOutput(l.client, channel);
    expect(output).toContain('Closed after a long time without a key');
    // … and is closed six seconds after the login (from the session it would be 8 s or later).
    expect(l.closedAt! - l.readyAt).toBeLessThan(7_500);
  });

  it('shows a command sent with `ssh host COMMAND` escaped, never as terminal controls', async () => {
    const l = await login(timed.serve.ssh, '127.0.0.4');
    const attack = '\u001b]0;pwned\u0007\u001b[2J\u009b31m join';
    const channel = await new Promise<ssh2.ClientChannel>((resolve, reject) => l.client.exec(attack, (err, ch) => (err ? reject(err) : resolve(ch))));
    const output = await allOutput(l.client, channel);
    expect(output).toContain('This needs a terminal');
    expect(output).toContain('\\u{1b}]0;pwned\\u{7}');
    // No control but the line end: no ESC, BEL or C1 reached the client's terminal.
    expect(output).not.toMatch(/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/);
  });

  it('closes the connection when its session closes, so it cannot stay on without one', async () => {
    const l = await login(timed.serve.ssh, '127.0.0.9');
    const channel = await new Promise<ssh2.ClientChannel>((resolve, reject) =>
      l.client.shell({ term: 'xterm-256color', cols: 80, rows: 24 }, { env: { LANG: 'en_US.UTF-8' } }, (err, ch) => (err ? reject(err) : resolve(ch))),
    );
    let screen = '';
    channel.on('data', (d: Buffer) => (screen += d.toString('utf8')));
    await pollUntil('the menu', () => screen.includes('Regicide solo'));
    // The client closes its session channel and keeps the connection: the server ends the connection.
    channel.close();
    await pollUntil('the connection to be closed', () => l.closedAt !== null, 8_000);
  });

  it('a silent login holds no session: a player still gets the only one', async () => {
    const silent = await login(small.serve.ssh, '127.0.0.8');
    // --ssh-sessions 1: the one session is the player's, not the silent login's.
    const player = await small.connect({ user: 'player', localAddress: '127.0.0.2' });
    await player.waitFor('Regicide solo');
    expect(silent.closedAt).toBeNull();
    player.drop();
    silent.client.end();
    await Promise.all([player.closed, pollUntil('the silent login to close', () => silent.closedAt !== null)]);
  });

  it('tells a login that finds every session taken so, in one line, and closes one that stays silent', async () => {
    const player = await small.connect({ user: 'player', localAddress: '127.0.0.2' });
    await player.waitFor('Regicide solo');
    // A login that asks for its session is told in one line …
    const late = await small.connect({ user: 'late', localAddress: '127.0.0.3' });
    await late.closed;
    expect(late.output.trim().split(/\r?\n/)).toEqual(['The server is full right now. Please try again in a few minutes.']);
    // … and one that stays silent is closed at its deadline, never left holding a connection.
    const silent = await login(small.serve.ssh, '127.0.0.3');
    await pollUntil('the silent login to be closed', () => silent.closedAt !== null, 12_000);
    expect(silent.closedAt! - silent.readyAt).toBeLessThan(8_000);
    player.drop();
    await player.closed;
  });

  it('counts a logged-in connection against its address until its session opens', async () => {
    const silent: Login[] = [];
    for (let i = 0; i < 6; i++) silent.push(await login(small.serve.ssh, '127.0.0.7'));
    // Six logged in, none in a session: the address's six places are taken, so a seventh connection is closed at once.
    expect((await stall(small.serve.ssh, '127.0.0.7')).counted).toBe(false);
    await pollUntil('the silent logins to be closed', () => silent.every((l) => l.closedAt !== null), 12_000);
  });

  it('one address holding every place of connections not yet in a session cannot keep another address out', async () => {
    // --ssh-logins 6, all of them one address's to take: the attacker takes them all.
    const held = await Promise.all([1, 2, 3, 4, 5, 6].map(() => stall(small.serve.ssh, '127.0.0.5')));
    expect(held.every((h) => h.counted)).toBe(true);
    // Another address still logs in: it takes the place of the attacker's oldest.
    const other = await login(small.serve.ssh, '127.0.0.6');
    expect(other.readyAt).toBeGreaterThan(0);
    await pollUntil("one of the attacker's connections to be closed", () => held.some((h) => h.socket.destroyed || h.socket.readableEnded));
    // And the attacker, with more than its share, cannot take a place back while the other is there.
    const again = await stall(small.serve.ssh, '127.0.0.5');
    expect(again.counted).toBe(false);
    other.client.end();
    for (const h of held) h.socket.destroy();
  });
});
