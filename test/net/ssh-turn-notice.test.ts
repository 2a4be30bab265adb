// The turn notification over SSH: it goes down the session's channel (not the server's stdout), in
// the sequence the client's terminal shows (iTerm2's LC_TERMINAL, which crosses SSH with the
// locale), when the table a player opened fills and it is their move; the player who filled it
// is told nothing (the game was under way when their screen first knew it). Focus reporting is
// on while the table is shown and off once the player is back at the menu.
import { describe, expect, it } from 'vitest';
import { KEY } from '../e2e/terminal.js';
import { menuKey } from './ssh-helpers.js';
import { useSshServe } from './ssh-fixture.js';

const ESC = '\u001b';
const FOCUS_ON = `${ESC}[?1004h`;
const FOCUS_OFF = `${ESC}[?1004l`;

const ssh = useSshServe({ args: ['--ssh-seed', 'ssh-notice-1'] });

describe('turn notifications over SSH', () => {
  it("reach the player's channel in its terminal's sequence; focus reporting ends with the table", async () => {
    const ada = await ssh.connect({ user: 'ada', cols: 100, rows: 40, env: { LC_TERMINAL: 'iTerm2' } });
    const menu = await ada.waitFor('Regicide solo');
    const own = Number(menuKey(menu, 'Regicide at a table of your own'));
    await ada.type(...Array<string>(own - 1).fill(KEY.down), KEY.enter);
    const lobby = await ada.waitFor(/table [2-9A-Z]{4}-[2-9A-Z]{4}/);
    const code = /table ([2-9A-Z]{4}-[2-9A-Z]{4})/.exec(lobby)![1];
    await ada.waitForOutput(FOCUS_ON);

    const bob = await ssh.connect({ user: 'bob', cols: 100, rows: 40 });
    await bob.type(menuKey(await bob.waitFor('Regicide solo'), 'Join a table'));
    await bob.waitFor('Code of the table');
    await bob.type(code.toLowerCase(), KEY.enter);

    // Ada waited and moves first: OSC 9 on her channel.
    await ada.waitForOutput(`${ESC}]9;Regicide: your turn at table ${code}\u0007`);
    await bob.waitFor('Your hand');
    expect(bob.output).not.toContain(`${ESC}]9;`);
    expect(bob.output).not.toContain(`${ESC}]777;`);

    // Back to the menu: reporting is off after the last time it was turned on. Her notice can come
    // before her board is drawn, and q in the waiting room leaves it at once: first her hand.
    await ada.waitFor('Your hand');
    await ada.type('q');
    await ada.waitFor('Quit now?');
    await ada.type('y');
    await ada.waitFor('Regicide solo');
    expect(ada.output.lastIndexOf(FOCUS_OFF)).toBeGreaterThan(ada.output.lastIndexOf(FOCUS_ON));
  }, 90_000);
});
