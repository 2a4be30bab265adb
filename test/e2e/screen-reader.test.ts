// The screen-reader mode read as a screen reader reads it: the raw bytes the program writes are
// plain lines, each ending in a newline, with no escape sequence at all — nothing moves the
// cursor, erases or redraws, so every line a reader hears is new. A whole solo game is played by
// its keys, a lesson of each game is taken, and Ink's own INK_SCREEN_READER turns the mode on.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { KeyboardPlayer } from './driver.js';
import { KEY, ROOT, Terminal, THRONFOLGE_BIN, tempDataHome } from './terminal.js';

const SEED = 'e2e-3';
const running: Terminal[] = [];

/** A program in a pty, with every byte it writes kept as written. */
function start(args: string[], options: { dataHome: string; env?: Record<string, string>; bin?: string }): { t: Terminal; raw: () => string } {
  const t = new Terminal(args, options);
  running.push(t);
  let raw = '';
  t.proc.onData((data) => (raw += data));
  return { t, raw: () => raw };
}

/** What a screen reader hears: lines, each new; fails on any byte that would redraw. */
function heardLines(raw: string): string[] {
  // The pty turns each \n into \r\n; any other \r, any escape, any backspace would rewrite a line.
  expect(raw.replace(/\r\n/g, '\n')).not.toMatch(/[\u001b\r\b]/);
  expect(raw.endsWith('\r\n')).toBe(true);
  const lines = raw.replace(/\r\n/g, '\n').split('\n').slice(0, -1);
  // No box drawing, no block bars: what is said is words.
  for (const line of lines) expect(line).not.toMatch(/[\u2500-\u259f]/);
  return lines;
}

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist', 'cli', 'regicide', 'main.js'))) throw new Error('build first: npm run build');
});
afterEach(() => {
  for (const t of running.splice(0)) t.kill();
});

describe('the screen-reader mode in a terminal', () => {
  it('plays a whole solo game of Regicide as appended lines', async () => {
    const home = tempDataHome();
    const { t, raw } = start(['play', '--seed', SEED, '--screen-reader'], { dataHome: home });
    await t.waitFor(/Keys: numbers \(or the arrows and space\) select cards/);
    expect(t.onAltScreen()).toBe(false);
    const player = new KeyboardPlayer(regicide.setup(regicide.normalizeOptions({ players: 1 }), SEED), { dataHome: home }, 0);
    await player.playUntil(t, () => false);
    expect(player.state.outcome).not.toBeNull();
    await t.waitFor('The game is over.');
    // The end screen's choices, as a line with the same keys; r deals the same cards again.
    await t.waitFor(() => /Keys: p play again[^\r]*; r retry this deal[^\r]*; n new game[^\r]*\r\n/.test(raw()));
    await t.type('r');
    await t.waitFor(() => raw().split('Screen-reader mode: ').length === 3);
    await t.waitFor(() => /Keys: numbers \(or the arrows and space\) select cards[^\r]*\r\n$/.test(raw()));
    await t.type('q');
    await t.waitFor('Quit? y quits');
    await t.type('y');
    expect(await t.exit()).toBe(0);
    const lines = heardLines(raw());
    expect(lines[0]).toMatch(/^Screen-reader mode: /);
    // The retried deal opens with the same enemy as the first.
    const enemies = lines.filter((l) => l.startsWith('Enemy: jack of'));
    expect(enemies.at(-1)).toBe(enemies[0]);
    expect(lines).toContainEqual(expect.stringMatching(/^Enemy: jack of \w+, damage 0 of 20, attack 10; immune to \w+$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Move: Player 1 plays .+ of \w+: .*deals \d+/));
    expect(lines).toContainEqual(expect.stringMatching(/^Turn: yours: (play|cover \d+ damage)$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Move: jack of \w+ defeated/));
    // Each move is told once: the number of play and discard lines matches the moves made.
    const moveLines = lines.filter((l) => /^Move: Player 1 (plays|discards|flips)/.test(l));
    expect(moveLines.length).toBeGreaterThanOrEqual(player.state.outcome === 'won' ? 8 : 1);
  });

  it('repeats the situation on s, and asks before q quits', async () => {
    const home = tempDataHome();
    const { t, raw } = start(['play', '--seed', SEED], { dataHome: home, env: { INK_SCREEN_READER: 'true' } });
    await t.waitFor(/Keys: numbers \(or the arrows and space\) select cards/);
    const before = raw().length;
    await t.type('s');
    await t.waitFor(() => /Keys: [^\r]*\r\n$/.test(raw().slice(before)));
    const again = raw().slice(before).split('\r\n');
    expect(again[0]).toMatch(/^Enemy: /);
    expect(again).toContainEqual(expect.stringMatching(/^Your hand: card 1: /));
    expect(again).toContainEqual(expect.stringMatching(/^Moves: /));
    await t.type('q');
    await t.waitFor('Quit? y quits');
    await t.type('y');
    expect(await t.exit()).toBe(0);
    heardLines(raw());
  });

  it('takes a Regicide lesson: a wrong move is explained, the right one goes on', async () => {
    const home = tempDataHome();
    const { t, raw } = start(['learn', '2', '--screen-reader'], { dataHome: home });
    await t.waitFor('Lesson 2 of 8: Immunity');
    // The 8 of diamonds is the first card of the hand that sorts 2♥ 3♥ 5♠ 7♣ 8♦ 9♠: key 5.
    await t.type('5', KEY.enter);
    await t.waitFor('The jack of diamonds blocks diamonds');
    await t.type('5', '4', KEY.enter);
    await t.waitFor('Lesson done.');
    await t.type('q');
    expect(await t.exit()).toBe(0);
    const lines = heardLines(raw());
    expect(lines).toContainEqual('Move: Player 1 plays 7 of clubs: deals 14 (doubled)');
    expect(lines.at(-1)).toMatch(/^Your progress is kept: npx regicide learn goes on with lesson 1\.$/);
  });

  it('takes a Thronfolge lesson in German', async () => {
    const home = tempDataHome();
    const { t, raw } = start(['learn', '5', '--screen-reader', '--lang', 'de'], { dataHome: home, bin: THRONFOLGE_BIN });
    await t.waitFor('Lektion 5 von 6: Die drei Kronen');
    await t.type('1', KEY.enter);
    await t.waitFor('Spielst du aus, kann dein Gegner');
    await t.type('t');
    await t.waitFor('Lektion geschafft.');
    await t.type(KEY.enter);
    await t.waitFor('Lektion 6 von 6');
    await t.type('q');
    await t.waitFor('Beenden? j beendet');
    await t.type('j');
    expect(await t.exit()).toBe(0);
    const lines = heardLines(raw());
    expect(lines).toContainEqual(expect.stringMatching(/^Gespielt: Spieler 1 nimmt /));
  });
});
