// A screen-reader session over SSH (the client sends REGICIDE_SCREEN_READER=1) goes from the menu's
// lines into a lesson and into watching a table, and both are lines too: no alternate screen, no
// redrawn frame; a lesson's keys and a watcher's q lead back to the menu's lines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY } from '../e2e/terminal.js';
import { heard, menuKey, sessionOpener, type SshServe, type SshTerminal, startSshServe } from './ssh-helpers.js';

let serve: SshServe;
const open: SshTerminal[] = [];
const connect = sessionOpener(open);

beforeAll(async () => {
  serve = await startSshServe(['--ssh-seed', 'ssh-lines-2']);
});
afterAll(async () => {
  for (const t of open) t.drop();
  await serve?.stop();
});

/** The number of the menu's line that holds `text` ("7. Learn to play"). */
const rowOf = (t: SshTerminal, text: string): string => {
  const row = new RegExp(`\\r\\n(\\d+)\\. ${text}`).exec(t.output)?.[1];
  if (!row) throw new Error(`no row ${text} in:\n${t.output.slice(-1500)}`);
  return row;
};

const MENU_KEYS = /^Keys: a row's number, then Enter/;

describe('lessons and watching over SSH as lines', () => {
  it('plays a Thronfolge lesson by lines from the menu and comes back to it', async () => {
    const lena = await connect(serve.ssh, { user: 'lena', cols: 100, rows: 40, env: { REGICIDE_SCREEN_READER: '1' } });
    await heard(lena, 0, MENU_KEYS);
    const from = lena.output.length;
    await lena.type(...Array.from(rowOf(lena, 'Learn to play')), KEY.enter);
    const game = await heard(lena, from, /^\d+\. Thronfolge/);
    await lena.type(game[0], KEY.enter);
    await heard(lena, from, 'Lesson 1 of 6: The row, playing and the take');
    // The goal's cursor keys in words, and the hand numbered.
    await heard(lena, from, /^Your move: Play any card of your hand \(the left and right arrows, then Enter\)/);
    await heard(lena, from, /^Your hand: card 1: /);
    await lena.type(KEY.right);
    await heard(lena, from, /^2 of clubs chosen; Enter plays it; /);
    await lena.type(KEY.enter);
    await heard(lena, from, /^Your move: Take with t/);
    await lena.type('t');
    await heard(lena, from, /^Move: Player 1 takes 2 of spades, 4 of diamonds, 2 of clubs, 4 of spades \(0 to 19\)$/);
    await heard(lena, from, /^Your move: You took this round/);
    await lena.type('1', KEY.enter);
    await heard(lena, from, /^Lesson done\. Enter: next lesson, p: play a real game now, q: leave/);
    await lena.type('?');
    await heard(lena, from, /^Enter: next lesson, p: play a real game now, q: leave/);
    await lena.type('q');
    await heard(lena, from, /Thronfolge lessons go on with lesson 2 of 6\./);
    await heard(lena, from, MENU_KEYS);
    expect(lena.output).not.toContain('\u001b[?1049h');
    await lena.type('q');
    await lena.closed;
  }, 120_000);

  it('watches a table by its code as lines and leaves it with q', async () => {
    const host = await connect(serve.ssh, { user: 'hostlines', cols: 100, rows: 40 });
    await host.type(menuKey(await host.waitFor('Regicide solo'), 'Regicide at a table of your own'));
    const lobby = await host.waitFor(/table [2-9A-Z]{4}-[2-9A-Z]{4}/);
    const code = /table ([2-9A-Z]{4}-[2-9A-Z]{4})/.exec(lobby)![1];
    const eve = await connect(serve.ssh, { user: 'eve', cols: 100, rows: 40, env: { REGICIDE_SCREEN_READER: '1' } });
    await heard(eve, 0, MENU_KEYS);
    const from = eve.output.length;
    await eve.type(...Array.from(rowOf(eve, 'Watch a table')), KEY.enter);
    await eve.type(code, KEY.enter);
    await heard(eve, from, `Watching ${code} (regicide) as eve. Ctrl-C leaves.`);
    // The host gives the empty seat to a bot and plays: the watcher hears the move, no hand.
    await host.type(KEY.enter);
    await host.waitFor('Your hand');
    await host.type('1', KEY.enter);
    await heard(eve, from, /^hostlines: /);
    expect(eve.output.slice(from)).not.toContain('Your hand');
    expect(eve.output).not.toContain('\u001b[?1049h');
    const back = eve.output.length;
    await eve.type('q');
    await heard(eve, back, MENU_KEYS);
    await eve.type('q');
    await eve.closed;
  }, 120_000);
});
