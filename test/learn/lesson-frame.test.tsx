// A lesson on the real board (ink-testing-library): the lesson's card first, then the board with
// the goal above it; a wrong move is explained in the panel and changes nothing, a right one says
// what it did and the next goal; quitting mid-lesson says the progress is kept; the last step
// ends on the lesson's card.
import { describe, expect, it } from 'vitest';
import { regicide, type RegicideGame } from '../../src/games/regicide/index.js';
import { REGICIDE_LESSONS } from '../../src/games/regicide/lessons/index.js';
import { thronfolge, type ThronfolgeGame } from '../../src/games/thronfolge/index.js';
import { THRONFOLGE_LESSONS } from '../../src/games/thronfolge/lessons/index.js';
import { singleGame } from '../../src/games/thronfolge/match.js';
import { lessonTable } from '../../src/table/lesson-table.js';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import { REGICIDE_LESSON_TEXTS } from '../../src/ui/regicide/texts/lessons.js';
import { LessonFrame } from '../../src/ui/shared/LessonFrame.js';
import type { LessonExit } from '../../src/ui/shared/lesson-words.js';
import { ThronfolgeApp } from '../../src/ui/thronfolge/ThronfolgeApp.js';
import { THRONFOLGE_LESSON_TEXTS } from '../../src/ui/thronfolge/texts/lessons.js';
import { KEYS, renderUi, until } from '../ui/helpers.js';

describe('a lesson on the real board', () => {
  it('Regicide: card, goal, a wrong move explained and refused, the right one played', async () => {
    const moves: string[][] = [];
    const client = lessonTable(regicide, REGICIDE_LESSONS[1], { onProgress: (m) => moves.push([...m]) });
    const exits: LessonExit[] = [];
    const words = REGICIDE_LESSON_TEXTS.en;
    const r = renderUi(
      <LessonFrame<RegicideGame>
        client={client}
        words={words}
        number={2}
        total={8}
        board={(c, onExit) => <RegicideApp client={c} savePath="" onExit={(why) => onExit(why === 'interrupted' ? 'interrupted' : 'quit')} />}
        onExit={(how) => exits.push(how)}
      />,
    );
    await until(r.screen, (s) => s.includes('Lesson 2 of 8: Immunity') && s.includes('Enter: start'));
    await r.type(KEYS.enter);
    await until(r.screen, (s) => s.includes('Your hand'));
    expect(r.screen().split('\n')[1]).toContain('Play a card whose power works against the J♦');
    // The hand sorts 2♥ 3♥ 5♠ 7♣ 8♦ 9♠: the 8♦ is card 5.
    await r.type('5', KEYS.enter);
    await until(r.screen, (s) => s.includes('The J♦ blocks diamonds: 8 damage, but not one card drawn.'));
    expect(r.screen()).toContain('Not the move this lesson asks for.');
    expect(client.update(1).movesMade).toBe(0);
    expect(moves).toEqual([]);
    await r.type('q');
    await until(r.screen, (s) => s.includes('Your progress is kept: learn goes on at this step of the lesson.'));
    await r.type('n', '5', '4', KEYS.enter);
    await until(r.screen, (s) => s.includes('Lesson done.'));
    expect(r.screen()).toContain('That power worked.');
    expect(r.screen()).toContain('Enter: next lesson · p: play a real game now');
    expect(moves).toEqual([['play 7C']]);
    await r.type(KEYS.enter);
    expect(exits).toEqual(['next']);
    r.unmount();
  });

  it('Thronfolge: the answer to a right move and the next goal share the panel', async () => {
    const client = lessonTable(thronfolge, THRONFOLGE_LESSONS[0]);
    const r = renderUi(
      <LessonFrame<ThronfolgeGame>
        client={client}
        words={THRONFOLGE_LESSON_TEXTS.en}
        number={1}
        total={6}
        board={(c, onExit) => (
          <ThronfolgeApp client={c} seating={{ vs: 'bot', botLevel: 'easy' }} match={singleGame('lesson')} savePath="" onExit={(why) => onExit(why === 'interrupted' ? 'interrupted' : 'quit')} />
        )}
        onExit={() => {}}
      />,
    );
    await until(r.screen, (s) => s.includes('Enter: start'));
    await r.type(KEYS.enter);
    await until(r.screen, (s) => s.includes('Your hand'));
    await r.type(KEYS.enter);
    await until(r.screen, (s) => s.includes('Your card is at the end of the row, and your opponent played one after it. Take'));
    expect(client.update(1).view.row).toEqual(['2S', '4D', '2C', '4S']);
    r.unmount();
  });

  it.each([
    { number: 8, keys: [KEYS.enter], shown: 'Enter: play a real game now · q: leave', exit: 'play' },
    { number: 2, keys: ['p'], shown: 'p: play a real game now', exit: 'play' },
    { number: 8, keys: ['x', 'q'], shown: 'Enter: play a real game now', exit: 'quit' },
  ] as const)('a finished lesson $number of 8: $keys leads to $exit', async ({ number, keys, shown, exit }) => {
    const client = lessonTable(regicide, REGICIDE_LESSONS[1], { moves: ['play 7C'] });
    const exits: LessonExit[] = [];
    const r = renderUi(
      <LessonFrame<RegicideGame>
        client={client}
        words={REGICIDE_LESSON_TEXTS.en}
        number={number}
        total={8}
        board={(c, onExit) => <RegicideApp client={c} savePath="" onExit={(why) => onExit(why === 'interrupted' ? 'interrupted' : 'quit')} />}
        onExit={(how) => exits.push(how)}
      />,
    );
    await until(r.screen, (s) => s.includes('Lesson done.') && s.includes(shown));
    await r.type(...keys);
    expect(exits).toEqual([exit]);
    r.unmount();
  });
});
