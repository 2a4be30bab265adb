// The SSH menu's daily deal, lessons and Thronfolge table of one's own, each reached over ssh2 as
// a player would: a key's daily game (left, continued, lost) and lesson progress come back on
// the next connection with that key and count in its statistics; a guest plays both and leaves
// no file; a Thronfolge table opened over SSH takes a `thronfolge join --json` client by its code.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { regicideDaily } from '../../src/cli/regicide/daily.js';
import { cardLabel } from '../../src/core/cards.js';
import { regicide } from '../../src/games/regicide/index.js';
import { keysFor, waitForSavedMoves } from '../e2e/driver.js';
import { KEY } from '../e2e/terminal.js';
import { type NetProcess, runProgram } from './net-process.js';
import { writeLessonProgress } from '../../src/store/lesson-progress.js';
import { filesUnder, menuKey, newPlayerKey, SshTerminal, startSshServe, pressUntil } from './ssh-helpers.js';
import { useSshServe } from './ssh-fixture.js';
import { losing } from './losing-policy.js';

const TODAY = '2026-11-30';
let script: NetProcess | null = null;

const ssh = useSshServe({ env: { REGICIDE_TODAY: TODAY } }, () => script?.kill('SIGTERM'));

const outsideRooms = (files: string[]) => files.filter((f) => !f.includes(`${join('rooms', '')}`));

describe('the daily deal over SSH', () => {
  it('a key’s daily game is continued after leaving, then lost, and counts in its statistics', async () => {
    const seed = await regicideDaily().seed(TODAY);
    const key = newPlayerKey();
    const home = join(ssh.serve.dataDir, 'ssh-players', key.keyId);
    const first = await ssh.connect({ key, user: 'dora', cols: 100, rows: 40 });
    let menu = await first.waitFor('today’s deal');
    expect(menu).toContain(`Regicide: today’s deal, the same for everyone (${TODAY})`);
    await first.type(menuKey(menu, 'today’s deal'));
    let screen = await first.waitFor('Your hand');
    expect(screen).toContain(`Daily deal ${TODAY} (attempt 1)`);
    let state = regicide.setup(regicide.normalizeOptions({ players: 1, variants: [] }), seed);
    // Whatever the screen shows is the day's deal: its hand is the engine's for the day's seed.
    for (const card of state.hands[0]) expect(screen).toContain(cardLabel(card));
    const move = losing(state);
    await first.type(...keysFor(state, move));
    await waitForSavedMoves({ dataHome: home }, 1);
    state = regicide.apply(state, move);
    await first.type('q');
    await first.waitFor('Quit now?');
    await first.type('y');
    menu = await first.waitFor(`Continue today’s Regicide deal (${TODAY})`);
    first.drop();
    await first.closed;

    // The next connection with the key continues the same game, then plays it to its loss.
    const again = await ssh.connect({ key, user: 'dora', cols: 100, rows: 40 });
    menu = await again.waitFor(`Continue today’s Regicide deal (${TODAY})`);
    await again.type(menuKey(menu, 'Continue today’s Regicide deal'));
    await again.waitFor('Your hand');
    let moves = 1;
    while (state.outcome === null && moves < 200) {
      const next = losing(state);
      await again.type(...keysFor(state, next));
      await waitForSavedMoves({ dataHome: home }, ++moves);
      state = regicide.apply(state, next);
    }
    expect(state.outcome).toBe('lost');
    await again.waitFor('Defeat');
    // Esc leaves the end screen (and does nothing at the menu, should it come twice).
    menu = await pressUntil(again, KEY.escape, (s) => s.includes('Your statistics'));
    // Lost today: a new attempt is offered, and the statistics have the day.
    expect(menu).toContain(`Regicide: today’s deal, the same for everyone (${TODAY})`);
    await again.type('k', 'k', KEY.enter);
    screen = await again.waitFor('Daily deal: streak');
    // The streak counts days played (a lost one too).
    expect(screen.replace(/\s+/g, ' ')).toMatch(/Daily deal: streak 1 day \(best 1\), played on 1 day, won 0; today: lost/);
    const saves = readdirSync(join(home, 'regicide-cli', 'regicide')).map((f) => JSON.parse(readFileSync(join(home, 'regicide-cli', 'regicide', f), 'utf8')));
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ seed, daily: TODAY });
  });

  it('a day without a deal leaves the item out and the rest of the menu working', async () => {
    const odd = await startSshServe([], { REGICIDE_TODAY: 'not-a-date' });
    try {
      const t = await SshTerminal.open(odd.ssh, { user: 'early', cols: 100, rows: 40 });
      const menu = await t.waitFor('Regicide solo');
      expect(menu).not.toContain('today’s deal');
      await t.type(menuKey(menu, 'Regicide solo'));
      await t.waitFor('Your hand');
      t.drop();
      await t.closed;
    } finally {
      await odd.stop();
    }
  });

  it('a guest plays today’s deal and leaves no file', async () => {
    const before = outsideRooms(filesUnder(ssh.serve.dataDir));
    const guest = await ssh.connect({ user: 'walker', cols: 100, rows: 40 });
    const menu = await guest.waitFor('today’s deal');
    await guest.type(menuKey(menu, 'today’s deal'));
    await guest.waitFor(`Daily deal ${TODAY} (attempt 1)`);
    const seed = await regicideDaily().seed(TODAY);
    let state = regicide.setup(regicide.normalizeOptions({ players: 1, variants: [] }), seed);
    for (let i = 0; i < 2; i++) {
      const move = losing(state);
      await guest.type(...keysFor(state, move));
      state = regicide.apply(state, move);
      await guest.waitFor(new RegExp(`^\\s*${i + 1}\\. `, 'm'));
    }
    await guest.type('q');
    await guest.waitFor('Quit now?');
    await guest.type('y');
    // Nothing kept: the menu offers the day's deal afresh, not a game to continue.
    await guest.waitFor(`Regicide: today’s deal, the same for everyone (${TODAY})`);
    guest.drop();
    await guest.closed;
    expect(outsideRooms(filesUnder(ssh.serve.dataDir))).toEqual(before);
  });
});

describe('the lessons over SSH', () => {
  /** The first lesson of Regicide: its first step's move (the 10♠), then leaving with q, y. */
  async function firstStep(t: SshTerminal): Promise<string> {
    let screen = await t.waitFor('Learn to play');
    await t.type(menuKey(screen, 'Learn to play'));
    screen = await t.waitFor('which game?');
    await t.type(menuKey(screen, 'Regicide: lesson'));
    await t.waitFor('Lesson 1 of 8');
    await t.type(KEY.enter);
    screen = await t.waitFor('Your hand');
    // The hand's row in its frame (the lesson's words above name the 10♠ too).
    const hand = screen.split('\n').find((l) => l.startsWith('│') && l.includes('10♠'))!;
    const cards = hand.match(/(?:10|[2-9AJQK])[♠♥♦♣]/g)!;
    await t.type(String(cards.indexOf('10♠') + 1));
    // Selected: its preview shows.
    await t.waitFor('Value 10 · ♠ shield +10');
    await t.type(KEY.enter);
    // The lesson takes the move and says what comes next.
    await t.waitFor('1. Player 1 plays 10♠');
    await t.type('q');
    await t.waitFor('Quit now?');
    await t.type('y');
    return t.waitFor('Your statistics');
  }

  it('a key’s progress is kept in its folder and the lesson goes on there on the next connection', async () => {
    const key = newPlayerKey();
    const home = join(ssh.serve.dataDir, 'ssh-players', key.keyId);
    const first = await ssh.connect({ key, user: 'lena', cols: 100, rows: 40 });
    const menu = await firstStep(first);
    expect(menu).toContain('Your progress is kept: Regicide lessons go on with lesson 1 of 8.');
    const progress = JSON.parse(readFileSync(join(home, 'regicide-cli', 'learn', 'regicide.json'), 'utf8'));
    expect(progress).toEqual({ version: 1, done: [], current: { lesson: 'powers', moves: [expect.any(String)] } });
    first.drop();
    await first.closed;

    const again = await ssh.connect({ key, user: 'lena', cols: 100, rows: 40 });
    let screen = await again.waitFor('Learn to play');
    await again.type(menuKey(screen, 'Learn to play'));
    screen = await again.waitFor('which game?');
    expect(screen).toContain('Regicide: lesson 1 of 8');
    expect(screen).toContain('Thronfolge: lesson 1 of 6');
    await again.type(menuKey(screen, 'Regicide: lesson'));
    screen = await again.waitFor('Lesson 1 of 8');
    expect(screen).toContain('Going on where you left this lesson.');
    // The move made last time is on the board again.
    await again.type(KEY.enter);
    await again.waitFor('Played against it: 10♠');
  });

  it('p at the end of a lesson starts a real game in the session', async () => {
    const key = newPlayerKey();
    // Lesson 2 with its one step done: the lesson opens on its end card.
    writeLessonProgress('regicide', { version: 1, done: ['powers'], current: { lesson: 'immunity', moves: ['play 7C'] } }, { XDG_DATA_HOME: join(ssh.serve.dataDir, 'ssh-players', key.keyId) });
    const t = await ssh.connect({ key, user: 'nils', cols: 100, rows: 40 });
    let screen = await t.waitFor('Learn to play');
    await t.type(menuKey(screen, 'Learn to play'));
    screen = await t.waitFor('which game?');
    await t.type(menuKey(screen, 'Regicide: lesson'));
    await t.waitFor('p: play a real game now');
    await t.type('p');
    screen = await t.waitFor((x) => x.includes('Your hand') && !x.includes('Lesson'));
    expect(screen).toContain('Regicide');
    t.drop();
    await t.closed;
  });

  it('a guest steps through a lesson and leaves no file', async () => {
    const before = outsideRooms(filesUnder(ssh.serve.dataDir));
    const guest = await ssh.connect({ user: 'pupil', cols: 100, rows: 40 });
    const menu = await firstStep(guest);
    // For the session only: no word of keeping it.
    expect(menu).toContain('Regicide lessons go on with lesson 1 of 8.');
    expect(menu).not.toContain('Your progress is kept');
    guest.drop();
    await guest.closed;
    expect(outsideRooms(filesUnder(ssh.serve.dataDir))).toEqual(before);
  });
});

describe('Thronfolge at a table of one’s own over SSH', () => {
  it('opens a table with a code that a join --json client takes, and the duel starts on both', async () => {
    const host = await ssh.connect({ user: 'tom', cols: 100, rows: 40 });
    const menu = await host.waitFor('Thronfolge at a table of your own');
    await host.type(menuKey(menu, 'Thronfolge at a table of your own'));
    const lobby = await host.waitFor(/table [2-9A-Z]{4}-[2-9A-Z]{4}/);
    const code = /table ([2-9A-Z]{4}-[2-9A-Z]{4})/.exec(lobby)![1];
    // The program's own join is marked as one for a terminal of one's own (this session is not one).
    expect(lobby.replace(/\s+/g, ' ')).toContain(`npx thronfolge join 127.0.0.1:${ssh.serve.port}/${code} (in your own terminal)`);
    expect(lobby).toContain('Thronfolge');
    script = runProgram('thronfolge', ['join', '--json', '--name', 'uma', `127.0.0.1:${ssh.serve.port}/${code}`]);
    const lobbyLine = await script.next();
    expect(lobbyLine.type).toBe('lobby');
    expect(lobbyLine.seats.map((s: { name: string }) => s.name)).toEqual(['tom', 'uma']);
    // Both seats taken: the duel is on the host's screen, with the host's own hand; the host
    // plays the card under the cursor and the script, at seat 2, is asked for its move.
    const board = await host.waitFor('Your hand (tom)');
    expect(board).toContain('uma');
    await host.type(KEY.enter);
    let line;
    do line = await script.next();
    while (line.type !== 'state');
    expect(line.seat).toBe(2);
  });
});
