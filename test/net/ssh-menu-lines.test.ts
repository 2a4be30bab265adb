// The SSH menu and a table over SSH in the screen-reader mode (the client sends
// REGICIDE_SCREEN_READER=1, as with OpenSSH's SetEnv): the menu as numbered lines, appended and
// never redrawn; an unknown key and a number no row has each answered with one line; a table with
// bots chosen by its number, its seats asked as a question; the table as lines (the hand as
// "card N: …", a selection's preview in one line); q leaves it, and the menu is said again; a game
// of one is lines as well and leads back to them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY } from '../e2e/terminal.js';
import { heard, linesAfter, pollUntil, sessionOpener, type SshServe, type SshTerminal, startSshServe } from './ssh-helpers.js';

let serve: SshServe;
const open: SshTerminal[] = [];
const connect = sessionOpener(open);

beforeAll(async () => {
  serve = await startSshServe(['--ssh-seed', 'ssh-lines-1']);
});
afterAll(async () => {
  for (const t of open) t.drop();
  await serve?.stop();
});

describe('the SSH menu and a table as lines', () => {
  it('says the menu as numbered lines, answers every key, and plays at a table by lines', async () => {
    const rita = await connect(serve.ssh, { user: 'rita', cols: 100, rows: 40, env: { REGICIDE_SCREEN_READER: '1' } });
    await heard(rita, 0, /^Keys: a row's number, then Enter/);
    const menu = rita.output;
    // Lines only: no cursor movement, no alternate screen, each row numbered.
    expect(menu).not.toContain('\u001b[?1049h');
    expect(menu).toMatch(/\r\n1\. Regicide solo\r\n/);
    const bots = /\r\n(\d+)\. Regicide with bots \(2 players\)\r\n/.exec(menu)?.[1];
    expect(bots).toBeDefined();
    expect(menu).toMatch(/\r\n\d+\. Quit\r\n/);
    expect(menu).not.toContain('←/→');

    // An unknown key, a row that is not there, and ?: one line each.
    let from = rita.output.length;
    await rita.type('x');
    await heard(rita, from, 'x does nothing here; ? says the keys.');
    await rita.type('9', '9', KEY.enter);
    await heard(rita, from, 'There is no row 99.');
    from = rita.output.length;
    await rita.type('?');
    await heard(rita, from, /^Keys: a row's number, then Enter/);
    // l changes the language and says the menu again in it.
    from = rita.output.length;
    await rita.type('l');
    await heard(rita, from, /^Tasten: die Nummer einer Zeile/);
    await rita.type('l', 'l', 'l');
    await heard(rita, from, /^Keys: a row's number, then Enter/);

    // The table with bots: its seats asked, then the game as lines.
    from = rita.output.length;
    await rita.type(...Array.from(String(bots)), KEY.enter);
    await heard(rita, from, 'How many players, 2 to 4? Type the number; Enter keeps 2.');
    await rita.type('7');
    // No table of 7: the question again.
    await pollUntil('the question again', () => linesAfter(rita, from).filter((l) => l.startsWith('How many players')).length === 2);
    await rita.type(KEY.enter);
    const hand = await heard(rita, from, /^Your hand: card 1: /);
    expect(hand).toMatch(/^Your hand: card 1: [^;]+ of [a-z]+; card 2: /);
    // A card's key says the selection and the screen's preview, in one line.
    const at = rita.output.length;
    await rita.type('1');
    const selected = await heard(rita, at, /^selected /);
    expect(selected).toMatch(/^selected .+: .*Deals \d+.*; Enter plays$/);
    await rita.type('z');
    await heard(rita, at, 'Unknown key z. ? for the keys.');

    // q asks, y leaves: the table's last line, then the menu again as lines.
    from = rita.output.length;
    await rita.type('q');
    await heard(rita, from, 'Quit? y quits, any other key goes on.');
    await rita.type('y');
    await heard(rita, from, /^Keys: a row's number, then Enter/);
    expect(rita.output.slice(from)).not.toContain('\u001b[?1049h');
    // A game of one is lines too (no Ink screen), and leads back to the menu's lines.
    from = rita.output.length;
    await rita.type('1', KEY.enter);
    await heard(rita, from, /^Your hand: card 1: /);
    // Its hint is worked out off the session's loop (the hint workers) and said when it comes.
    await rita.type('i');
    await heard(rita, from, /^Ask for a hint\? /);
    await rita.type('y');
    await heard(rita, from, /^Hint: /);
    await rita.type('q');
    await heard(rita, from, 'Quit? y quits, any other key goes on.');
    await rita.type('y');
    await heard(rita, from, /^Keys: a row's number, then Enter/);
    expect(rita.output.slice(from)).not.toContain('\u001b[?1049h');
    await rita.type('q');
    await rita.closed;
  }, 120_000);
});
