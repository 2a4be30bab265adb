// The lessons lead into a real game: a finished lesson's Enter (after the last lesson) or p (after
// any) starts one at once, on the screen and in the screen-reader mode.
import { afterEach, describe, expect, it } from 'vitest';
import { writeLessonProgress } from '../../src/store/lesson-progress.js';
import { KEY, THRONFOLGE_BIN, Terminal, tempDataHome } from './terminal.js';

const running: Terminal[] = [];
afterEach(() => {
  for (const t of running.splice(0)) t.kill();
});

describe('from a lesson into a real game', () => {
  it('thronfolge: Enter after the last lesson starts a duel', async () => {
    const home = tempDataHome();
    // The last lesson with its first step done: one move is left.
    writeLessonProgress('thronfolge', { version: 1, done: [], current: { lesson: 'roundEnd', moves: ['play 4H'] } }, { XDG_DATA_HOME: home });
    const t = new Terminal(['learn', '6'], { dataHome: home, bin: THRONFOLGE_BIN, env: { THRONFOLGE_BOT_DELAY_MS: '20' } });
    running.push(t);
    await t.waitFor('Enter: start');
    await t.type(KEY.enter);
    await t.waitFor('Round 2');
    await t.type(KEY.enter);
    await t.waitFor('Enter: play a real game now');
    await t.type(KEY.enter);
    const game = await t.waitFor((s) => s.includes('Round 1/4') && !s.includes('Lesson'), 20_000);
    expect(game).toContain('Your hand');
    await t.type('q');
    await t.waitFor('Quit now?');
    await t.type('y');
    expect(await t.exit()).toBe(0);
  });

  it('regicide in the screen-reader mode: p after a lesson starts a game', async () => {
    const home = tempDataHome();
    const t = new Terminal(['learn', '2', '--screen-reader'], { dataHome: home });
    running.push(t);
    await t.waitFor('Lesson 2 of 8: Immunity');
    // 7♣ is card 4 of the hand that sorts 2♥ 3♥ 5♠ 7♣ 8♦ 9♠.
    await t.type('4', KEY.enter);
    await t.waitFor('p: play a real game now');
    await t.type('p');
    await t.waitFor(/Your hand: card 1: /, 20_000);
    await t.type('q');
    await t.waitFor('Quit? y quits');
    await t.type('y');
    expect(await t.exit()).toBe(0);
  });
});
