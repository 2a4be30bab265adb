// The mouse in a real terminal: `regicide play` turns press/release reporting in SGR form on
// (1000 + 1006), a click selects a card, and every way out (q, Ctrl-C, SIGTERM) turns it off
// again as the last word on it; --no-mouse never turns it on.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KEY, ROOT, Terminal, tempDataHome } from './terminal.js';

const SEED = 'e2e-3';
const running: Terminal[] = [];

/** A terminal and everything the program wrote to it, byte for byte. */
function start(args: string[]): { t: Terminal; written: () => string } {
  const t = new Terminal(['play', '--seed', SEED, ...args], { dataHome: tempDataHome() });
  running.push(t);
  let out = '';
  t.proc.onData((data) => (out += data));
  return { t, written: () => out };
}

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist', 'cli', 'regicide', 'main.js'))) throw new Error('build first: npm run build');
});
afterEach(() => {
  for (const t of running.splice(0)) t.kill();
});

const ON = ['\u001b[?1000h', '\u001b[?1006h'];
const OFF = ['\u001b[?1000l', '\u001b[?1006l'];

/** Each mode's last word is "off" (l), after it was "on" (h). */
function endsOff(written: string): void {
  for (const [on, off] of [
    [ON[0], OFF[0]],
    [ON[1], OFF[1]],
  ]) {
    expect(written.lastIndexOf(on)).toBeGreaterThanOrEqual(0);
    expect(written.lastIndexOf(off)).toBeGreaterThan(written.lastIndexOf(on));
  }
}

const click = ({ x, y }: { x: number; y: number }): string[] => [`\u001b[<0;${x + 1};${y + 1}M`, `\u001b[<0;${x + 1};${y + 1}m`];

describe('the mouse in a terminal', () => {
  it('is on while the screen shows, a click selects a card, and quitting turns it off', async () => {
    const { t, written } = start([]);
    const screen = await t.waitFor('Your hand');
    await t.waitFor(() => t.term.modes.mouseTrackingMode === 'vt200');
    expect(written()).toContain(ON[0]);
    expect(written()).toContain(ON[1]);
    // The card numbers' row is over the cards: a click on the number 2 selects the second card.
    const numbers = screen.split('\n').findIndex((r) => /^\s*│\s+1\s+2\s+3/.test(r));
    expect(numbers).toBeGreaterThan(0);
    await t.type(...click({ x: screen.split('\n')[numbers].indexOf('2'), y: numbers }));
    await t.waitFor((s) => s.split('\n')[numbers + 2].includes('▲'));
    // The help says so, at its end: the wheel over it scrolls there.
    await t.type('?');
    await t.waitFor('Help');
    for (let i = 0; i < 10 && !t.screen().includes('Mouse: a click on a card'); i++) await t.type('\u001b[<65;10;10M');
    await t.waitFor('Mouse: a click on a card selects it');
    await t.type('?');
    await t.waitFor('Your hand');
    await t.type('q');
    await t.waitFor('Quit now?');
    await t.type('y');
    expect(await t.exit()).toBe(0);
    expect(t.term.modes.mouseTrackingMode).toBe('none');
    endsOff(written());
  });

  it('is turned off after Ctrl-C and after SIGTERM', async () => {
    const { t, written } = start([]);
    await t.waitFor('Your hand');
    await t.waitFor(() => t.term.modes.mouseTrackingMode === 'vt200');
    await t.type(KEY.ctrlC);
    expect(await t.exit()).toBe(130);
    expect(t.term.modes.mouseTrackingMode).toBe('none');
    endsOff(written());

    const killed = start([]);
    await killed.t.waitFor('Your hand');
    await killed.t.waitFor(() => killed.t.term.modes.mouseTrackingMode === 'vt200');
    killed.t.proc.kill('SIGTERM');
    await killed.t.exit();
    expect(killed.t.term.modes.mouseTrackingMode).toBe('none');
    endsOff(killed.written());
  });

  it('--no-mouse writes no enabling sequence, and keys still play', async () => {
    const { t, written } = start(['--no-mouse']);
    await t.waitFor('Your hand');
    await t.type('2');
    await t.waitFor('▲');
    expect(t.term.modes.mouseTrackingMode).toBe('none');
    await t.type(KEY.ctrlC);
    await t.exit();
    for (const on of ON) expect(written()).not.toContain(on);
  });

  it('the screen-reader mode never turns it on', async () => {
    const { t, written } = start(['--screen-reader']);
    await t.waitFor(/Keys: numbers \(or the arrows and space\) select cards/);
    await t.type(KEY.ctrlC);
    await t.exit();
    for (const on of ON) expect(written()).not.toContain(on);
  });
});
