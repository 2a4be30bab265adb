// The SSH front's limits, each attacked as a stranger would: more sessions from one address than
// allowed (refused with a message), a session left without a key (warned, then closed), a storm
// of stalled and broken handshakes (the storm's address fills its own allowance, and a player
// from elsewhere still reaches the menu), and a client that keeps failing to log in.
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import ssh2 from 'ssh2';
import { type SshTerminal, sleep } from './ssh-helpers.js';
import { useSshServes } from './ssh-fixture.js';

const sockets: Socket[] = [];
const [capped, idling, slowIdling] = useSshServes(
  [
    { args: ['--ssh-sessions-per-address', '2', '--ssh-logins-per-address', '8', '--ssh-logins', '20', '--ssh-auth-attempts', '4'] },
    { args: ['--ssh-idle-seconds', '4'] },
    // Warned 5 s before the close: time to see the warning go after a key.
    { args: ['--ssh-idle-seconds', '10'] },
  ],
  () => {
    for (const s of sockets) s.destroy();
  },
);

describe('SSH limits', () => {
  it('refuses a session over the per-address cap with a message, and takes one again once a session closes', async () => {
    const first = await capped.connect({ user: 'one' });
    const second = await capped.connect({ user: 'two' });
    await first.waitFor('Regicide solo');
    await second.waitFor('Regicide solo');
    const third = await capped.connect({ user: 'three' });
    await third.closed;
    expect(third.output).toContain('Too many sessions from your address (at most 2 at once)');
    first.drop();
    await first.closed;
    // The count goes down when the server has seen the close: a new session is let in then.
    let fourth: SshTerminal | null = null;
    for (let i = 0; i < 50 && !fourth; i++) {
      const t = await capped.connect({ user: 'four' });
      // Let in or refused: each ends the wait (a menu slower than a fixed bound would leave a
      // session open that keeps every later try out).
      const got = await Promise.race([t.waitFor('Regicide solo', 30_000).then(() => true), t.closed.then(() => false)]);
      if (got) fourth = t;
      else await sleep(100);
    }
    expect(fourth).not.toBeNull();
    second.drop();
    fourth!.drop();
  });

  it('warns an idle session before it closes it', async () => {
    const idle = await idling.connect({ user: 'sleepy' });
    await idle.waitFor('Regicide solo');
    await idle.waitForOutput('this session closes in 2 s');
    await idle.closed;
    expect(idle.output).toContain('Closed after a long time without a key');
  });

  it('takes the idle warning off the screen at the next key, even a key that changes nothing on it', async () => {
    const idle = await slowIdling.connect({ user: 'dozy' });
    await idle.waitFor('Regicide solo');
    await idle.waitFor('this session closes in 5 s');
    // A key the menu does not use: the app's frame stays the same, so only the server can clear the row.
    await idle.type('z');
    const screen = await idle.waitFor((s) => !s.includes('this session closes') && s.includes('Regicide solo'));
    expect(screen).toContain('Enter start');
    idle.drop();
  });

  it('a storm of stalled and broken handshakes from one address does not keep a player from elsewhere out', async () => {
    const closedByServer: boolean[] = [];
    for (let i = 0; i < 40; i++) {
      const s = connect({ host: '127.0.0.1', port: capped.serve.ssh });
      s.on('error', () => {});
      const index = closedByServer.push(false) - 1;
      s.on('close', () => (closedByServer[index] = true));
      // Some say nothing at all; some start the protocol and send garbage.
      if (i % 2) s.on('connect', () => s.write('SSH-2.0-storm\r\n\u0000\u0000\u0000\u0010garbage-garbage!'));
      sockets.push(s);
    }
    // Past the address's allowance (8 still logging in), the storm's connections are closed at once.
    const start = Date.now();
    while (closedByServer.filter(Boolean).length < 32 && Date.now() - start < 15_000) await sleep(50);
    expect(closedByServer.filter(Boolean).length).toBeGreaterThanOrEqual(32);
    // Meanwhile a player from another address logs in and reaches the menu.
    const player = await capped.connect({ user: 'player', localAddress: '127.0.0.2' });
    await player.waitFor('Regicide solo');
    player.drop();
  });

  it('closes a connection that keeps failing to log in', async () => {
    const client = new ssh2.Client();
    let tries = 0;
    const outcome = await new Promise<string>((resolve) => {
      client.on('ready', () => resolve('ready'));
      client.on('error', () => resolve('error'));
      client.on('close', () => resolve('closed'));
      client.connect({
        host: '127.0.0.1',
        port: capped.serve.ssh,
        username: 'guesser',
        // Not the storm's address, whose logins are still held by the stalled sockets.
        localAddress: '127.0.0.3',
        // Asks for "none" again and again: each one is refused and counted.
        authHandler: (_methods, _partial, next) => {
          tries++;
          if (tries > 50) return next(false as never);
          next('none');
        },
      });
    });
    expect(outcome).not.toBe('ready');
    // Four refusals allowed (--ssh-auth-attempts 4): the fourth closes the connection.
    expect(tries).toBe(4);
  });
});
