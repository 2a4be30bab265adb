// The mouse over SSH: the session's screens turn reporting on in the client's terminal, a click
// travels over the channel like a key and selects a card, and the end of the session turns
// reporting off again on the channel, as the last word on it.
import { describe, expect, it } from 'vitest';
import { newPlayerKey } from './ssh-helpers.js';
import { useSshServe } from './ssh-fixture.js';

const ssh = useSshServe({ args: ['--ssh-seed', 'e2e-3'] });

const ON = ['\u001b[?1000h', '\u001b[?1006h'];
const OFF = ['\u001b[?1000l', '\u001b[?1006l'];
const click = (x: number, y: number): string[] => [`\u001b[<0;${x + 1};${y + 1}M`, `\u001b[<0;${x + 1};${y + 1}m`];

describe('the mouse over SSH', () => {
  it('is on in the menu and the game, a click selects a card, and it is off when the session ends', async () => {
    const t = await ssh.connect({ key: newPlayerKey(), user: 'ada' });
    await t.waitFor('Regicide solo');
    await t.waitFor(() => t.term.modes.mouseTrackingMode === 'vt200');
    await t.type('1');
    const screen = await t.waitFor('Your hand');
    const rows = screen.split('\n');
    const numbers = rows.findIndex((r) => /^\s*│\s+1\s+2\s+3/.test(r));
    expect(numbers).toBeGreaterThan(0);
    await t.type(...click(rows[numbers].indexOf('2'), numbers));
    await t.waitFor((s) => s.split('\n')[numbers + 2].includes('▲'));
    expect(t.term.modes.mouseTrackingMode).toBe('vt200');
    // Leaving the game and then the menu ends the session.
    await t.type('q');
    await t.waitFor('Quit now?');
    await t.type('y');
    await t.waitFor('Regicide solo');
    await t.type('q');
    await t.closed;
    await t.waitFor(() => true);
    expect(t.term.modes.mouseTrackingMode).toBe('none');
    for (const [i, on] of ON.entries()) expect(t.output.lastIndexOf(OFF[i])).toBeGreaterThan(t.output.lastIndexOf(on));
  });
});
