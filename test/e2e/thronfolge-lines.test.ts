// Thronfolge by lines alone, as a blind player plays it: a whole duel against the bot to its end
// screen, and the first lesson, hearing only what the program says and answering with keys. On the
// way: the keys (?), an unknown key, the arrows moving the choice with its preview, a hint (after
// the practice question, which Escape declines and y accepts), an undo, the log (v), and a take
// said as a list with its score in words.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ear, handOf } from './line-ear.js';
import { KEY, ROOT, Terminal, THRONFOLGE_BIN, tempDataHome } from './terminal.js';

const running: Terminal[] = [];

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist', 'cli', 'thronfolge', 'main.js'))) throw new Error('build first: npm run build');
});
afterEach(() => {
  for (const term of running.splice(0)) term.kill();
});

const start = (args: string[]): { term: Terminal; heard: ReturnType<typeof ear> } => {
  const term = new Terminal(args, { dataHome: tempDataHome(), bin: THRONFOLGE_BIN, cols: 200, rows: 50, env: { REGICIDE_SCREEN_READER: '1', THRONFOLGE_BOT_DELAY_MS: '0' } });
  running.push(term);
  return { term, heard: ear(term) };
};

describe('Thronfolge in the screen-reader mode', () => {
  it('plays a whole duel against the bot by lines alone, to the end screen', async () => {
    const { term, heard } = start(['duel', '--seed', 'lines-duel-1', '--games', '1']);
    await heard.next(/^Keys: a number or the left and right arrows choose a card/);
    // The keys once (the session's own after the game's, s and q not said twice), an unknown key, an arrow that does nothing.
    await term.type('?');
    await heard.next(/^Keys: a number or the left and right arrows choose a card, Enter plays it/);
    await heard.next('Also: i a hint, u takes back your move, v the log.');
    await term.type('x');
    await heard.next('Unknown key x. ? for the keys.');
    // s says the whole situation again, the hand among it (said before this listener got there).
    await term.type('s');
    let moves = 0;
    let took = false;
    let assisted = false;
    for (;;) {
      const line = await heard.next(/^(Your hand: |The game is over\.$)/, 30_000);
      if (line === 'The game is over.') break;
      let hand = handOf(line);
      if (hand.length === 0) {
        // An empty hand: Enter says a take is due, t takes.
        await term.type(KEY.enter);
        await heard.next('Your hand is empty: you must take (t)');
        await term.type('t');
        took = true;
        continue;
      }
      if (!assisted && moves === 1) {
        // The first hint asks the practice question: Escape says no, y then says the hint with its reason.
        assisted = true;
        await term.type('i');
        await heard.next(/^Ask for a hint\? .* n \/ Esc: no$/);
        await term.type(KEY.escape);
        await heard.next('Not done.');
        await term.type('i');
        await heard.next(/^Ask for a hint\?/);
        await term.type('y');
        await heard.next(/^Hint: (take \(t\)|play .+) — /);
        // An undo when there is a move of one's own, and the log.
        if (moves > 0) {
          await term.type('u');
          await heard.next(/^Took back \d+ moves?\./);
          hand = handOf(await heard.next(/^Your hand: /));
          moves--;
        }
        await term.type('v');
        await heard.next(/^Log: (the last \d+ of \d+ moves|no moves yet)\.$/);
      }
      // The arrows move the choice, each said with the screen's preview; Enter plays it.
      await term.type(KEY.right);
      await heard.next(new RegExp(`^${hand[0]} chosen; Enter plays it; `));
      if (hand.length > 1) {
        await term.type(KEY.right);
        await heard.next(new RegExp(`^${hand[1]} chosen; Enter plays it; `));
        await term.type(KEY.left);
        await heard.next(new RegExp(`^${hand[0]} chosen; Enter plays it; `));
      }
      await term.type(KEY.enter);
      await heard.next(new RegExp(`^Move: Player 1 plays ${hand[0]}$`));
      moves++;
    }
    expect(took).toBe(true);
    expect(moves).toBeGreaterThan(10);
    // A take is said as a list, its score's arrow in words.
    const takes = heard.lines().filter((l) => /^Move: .* takes /.test(l));
    expect(takes.length).toBeGreaterThan(0);
    for (const take of takes) expect(take).toMatch(/^Move: Player [12] takes ([a-z0-9]+ of [a-z]+)(, [a-z0-9]+ of [a-z]+)* \(-?\d+ to -?\d+\)$/);
    expect(heard.raw()).not.toContain('→');
    // The end: the result, then the end screen's keys; q leaves.
    await heard.next(/^Keys: /);
    await term.type('q');
    expect(await term.exited).toBe(0);
  }, 180_000);

  it('goes through the first lesson by lines alone', async () => {
    const { term, heard } = start(['learn']);
    await heard.next('Lesson 1 of 6: The row, playing and the take');
    await heard.next('Your move: Play any card of your hand (the left and right arrows, then Enter): it goes to the end of the row.');
    const hand = handOf(await heard.next(/^Your hand: /));
    await heard.next(/^Keys: /);
    // A lesson has no hints; an arrow moves the choice and says its preview.
    await term.type('i');
    await heard.next('No hints at this table.');
    await term.type(KEY.right);
    await heard.next(new RegExp(`^${hand[0]} chosen; Enter plays it; t take `));
    await term.type(KEY.enter);
    await heard.next(/^Your move: Take with t/);
    await term.type('t');
    await heard.next(/^Move: Player 1 takes .+ \(0 to \d+\)$/);
    await heard.next(/^Your move: You took this round, so from now on you play/);
    await term.type('1', KEY.enter);
    await heard.next('Lesson done. Enter: next lesson, p: play a real game now, q: leave (your progress is kept)');
    await term.type('?');
    await heard.next('Enter: next lesson, p: play a real game now, q: leave (your progress is kept)');
    await term.type('q');
    await heard.next(/goes on with lesson 2/);
    expect(await term.exited).toBe(0);
  }, 60_000);
});
