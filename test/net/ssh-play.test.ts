// Playing over SSH with nothing installed: an ssh2 client with a pty reaches the menu, plays solo
// Regicide to the first enemy's defeat, resizes its window (the screen redraws at the new size)
// and leaves. The key's saves and statistics come back on the next connection with that key; a
// guest's game leaves no file anywhere in the server's data folder.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { KeyboardPlayer } from '../e2e/driver.js';
import type { Terminal } from '../e2e/terminal.js';
import { filesUnder, newPlayerKey } from './ssh-helpers.js';
import { useSshServe } from './ssh-fixture.js';

const SEED = 'e2e-3';

const ssh = useSshServe({ args: ['--ssh-seed', SEED] });

describe('regicide over SSH', () => {
  it('prints the host key fingerprint and keeps the key owner-only', () => {
    expect(ssh.serve.fingerprint).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
    expect(statSync(join(ssh.serve.dataDir, 'ssh_host_ed25519_key')).mode & 0o777).toBe(0o600);
  });

  it('plays solo to the first enemy defeated, redraws on resize, and the key finds its game again', async () => {
    const key = newPlayerKey();
    const home = join(ssh.serve.dataDir, 'ssh-players', key.keyId);
    const first = await ssh.connect({ key, user: 'ada' });
    let screen = await first.waitFor('Regicide solo');
    expect(screen).toContain('Welcome, ada.');
    await first.type('1');
    await first.waitFor('Your hand');
    const player = new KeyboardPlayer(regicide.setup(regicide.normalizeOptions({ players: 1 }), SEED), { dataHome: home }, 0);
    await player.playUntil(first as unknown as Terminal, (s) => s.defeated >= 1);
    expect(player.state.defeated).toBe(1);

    // A wider window: the hand's frame is drawn to the new width (one column short of it, as at any terminal).
    const frameOf = (cols: number) => (s: string) => s.split('\n').some((line) => /^╭─+╮$/.test(line) && line.length === cols - 1);
    await first.waitFor(frameOf(80));
    first.resize(110, 30);
    await first.waitFor(frameOf(110));
    first.resize(80, 24);
    await first.waitFor(frameOf(80));

    // The connection drops mid-game: the game stays saved for the key.
    first.drop();
    await first.closed;

    const again = await ssh.connect({ key, user: 'ada' });
    screen = await again.waitFor('Continue your Regicide game');
    // The statistics are the ninth item, or the tenth with "Continue" on top (past 9: move there).
    await again.type('k', 'k', '\r');
    // The statistics read the key's saves: the game just left counts as unfinished.
    screen = await again.waitFor('Unfinished (not counted): 1');
    expect(screen).toContain('Regicide statistics');
    await again.type('x');
    // Back at the menu, scrolled to the statistics row near its end (the menu is taller than 24 rows).
    await again.waitFor((s) => s.includes('Your statistics') && s.includes('Enter start'));
    // The unfinished game's row takes c wherever the cursor is (the numbered rows stay where they were).
    await again.type('c');
    // The same game as it was left: the first enemy is gone.
    screen = await again.waitFor('Your hand');
    expect(screen).toContain('J♦ defeated');
    await again.type('q');
    await again.waitFor('Quit now?');
    await again.type('y');
    await again.waitFor('Continue your Regicide game');
    await again.type('q');
    await again.closed;
    expect(again.output).toContain('Goodbye.');
  });

  it('a guest plays and leaves no file behind', async () => {
    const before = filesUnder(ssh.serve.dataDir).filter((f) => !f.includes(`${join('rooms', '')}`));
    const guest = await ssh.connect({ user: 'visitor' });
    const screen = await guest.waitFor('Regicide solo');
    expect(screen).toContain('(guest)');
    await guest.type('1');
    await guest.waitFor('Your hand');
    const player = new KeyboardPlayer(regicide.setup(regicide.normalizeOptions({ players: 1 }), SEED), 'unused', 0);
    // No save to wait on: each move is seen on the screen instead (the tavern shrinks or the enemy changes).
    for (let i = 0; i < 3; i++) {
      const move = (await import('../e2e/driver.js')).choose(player.state);
      await guest.type(...(await import('../e2e/driver.js')).keysFor(player.state, move));
      player.state = regicide.apply(player.state, move);
      await guest.waitFor(`Tavern ${player.state.tavern.length} `);
    }
    guest.drop();
    await guest.closed;
    expect(filesUnder(ssh.serve.dataDir).filter((f) => !f.includes(`${join('rooms', '')}`))).toEqual(before);
  });
});
