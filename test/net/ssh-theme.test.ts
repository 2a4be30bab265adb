// The theme over SSH: t at the menu steps through the themes, and the session's screens are drawn
// in it (the menu at once: test/ui/ssh-menu.test.tsx checks its colours); a key's player finds it again in their
// next session (kept with their saves, in the settings file of their folder); a guest's is theirs
// for the session only.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAYERS_FOLDER } from '../../src/cli/ssh/ssh-player.js';
import { newPlayerKey } from './ssh-helpers.js';
import { useSshServe } from './ssh-fixture.js';

const ssh = useSshServe();

describe('choosing a theme over SSH', () => {
  it('t changes the menu’s theme at once; the key’s next session starts in it; a guest’s is not kept', async () => {
    const key = newPlayerKey();
    const first = await ssh.connect({ key, user: 'ada' });
    await first.waitFor('Theme: dark');
    await first.type('t');
    await first.waitFor('Theme: light');
    await first.type('q');
    await first.closed;
    const file = join(ssh.serve.dataDir, PLAYERS_FOLDER, key.keyId, 'config', 'regicide', 'config.toml');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain('theme = "light"');

    const again = await ssh.connect({ key, user: 'ada' });
    await again.waitFor('Theme: light');
    await again.type('t');
    await again.waitFor('Theme: high contrast');
    await again.type('q');
    await again.closed;
    expect(readFileSync(file, 'utf8')).toContain('theme = "high-contrast"');

    // A guest chooses for the session; the next guest starts dark.
    const guest = await ssh.connect({ user: 'guest' });
    await guest.waitFor('Theme: dark');
    await guest.type('t');
    await guest.waitFor('Theme: light');
    await guest.type('q');
    await guest.closed;
    const next = await ssh.connect({ user: 'guest' });
    await next.waitFor('Theme: dark');
  });
});
