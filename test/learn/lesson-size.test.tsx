// The lessons' size: every lesson of both games fits 80×24 (and 60×24) in every language, card
// and board with its panel; below 60×24 a lesson says so — the terminal's own size and the 60×24
// it needs — and waits (q leaves; the board's own guard would name the rows left under the panel).
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { regicide, type RegicideGame } from '../../src/games/regicide/index.js';
import { REGICIDE_LESSONS } from '../../src/games/regicide/lessons/index.js';
import { thronfolge, type ThronfolgeGame } from '../../src/games/thronfolge/index.js';
import { THRONFOLGE_LESSONS } from '../../src/games/thronfolge/lessons/index.js';
import { singleGame } from '../../src/games/thronfolge/match.js';
import { lessonTable } from '../../src/table/lesson-table.js';
import { LANGS, type Lang } from '../../src/text/lang.js';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import { REGICIDE_LESSON_TEXTS } from '../../src/ui/regicide/texts/lessons.js';
import { LessonFrame } from '../../src/ui/shared/LessonFrame.js';
import type { LessonExit } from '../../src/ui/shared/lesson-words.js';
import { LEARN_TEXTS } from '../../src/ui/shared/texts/learn.js';
import { ThronfolgeApp } from '../../src/ui/thronfolge/ThronfolgeApp.js';
import { THRONFOLGE_LESSON_TEXTS } from '../../src/ui/thronfolge/texts/lessons.js';
import { KEYS, until } from '../ui/helpers.js';
import { fits, renderSized, resizeTerminal } from '../ui/thronfolge-helpers.js';

/** As the screen reads (no-break spaces are spaces there). */
const plain = (text: string): string => text.replace(/\u00a0/g, ' ');

type Frame = (lang: Lang, onExit: (how: LessonExit) => void) => ReactElement;

/** Lesson `index` of a game, on its real board. */
function regicideLesson(index: number): Frame {
  return (lang, onExit) => (
    <LessonFrame<RegicideGame>
      client={lessonTable(regicide, REGICIDE_LESSONS[index])}
      words={REGICIDE_LESSON_TEXTS[lang]}
      number={index + 1}
      total={REGICIDE_LESSONS.length}
      board={(c, exit) => <RegicideApp client={c} savePath="" onExit={(why) => exit(why === 'interrupted' ? 'interrupted' : 'quit')} />}
      onExit={onExit}
    />
  );
}

function thronfolgeLesson(index: number): Frame {
  return (lang, onExit) => (
    <LessonFrame<ThronfolgeGame>
      client={lessonTable(thronfolge, THRONFOLGE_LESSONS[index])}
      words={THRONFOLGE_LESSON_TEXTS[lang]}
      number={index + 1}
      total={THRONFOLGE_LESSONS.length}
      board={(c, exit) => (
        <ThronfolgeApp client={c} seating={{ vs: 'bot', botLevel: 'easy' }} match={singleGame('lesson')} savePath="" onExit={(why) => exit(why === 'interrupted' ? 'interrupted' : 'quit')} />
      )}
      onExit={onExit}
    />
  );
}

const LESSONS: [string, Frame][] = [
  ...REGICIDE_LESSONS.map((l, i): [string, Frame] => [`regicide ${l.id}`, regicideLesson(i)]),
  ...THRONFOLGE_LESSONS.map((l, i): [string, Frame] => [`thronfolge ${l.id}`, thronfolgeLesson(i)]),
];

/** The lesson's heading, as its card and its panel start. */
const headingOf = (lang: Lang, frame: string): boolean => frame.split('\n').some((l) => l.includes(LEARN_TEXTS[lang].heading(1, 1, '').split(' ')[0]));

async function checkFits(frame: Frame, lang: Lang, size: { columns: number; rows: number }): Promise<void> {
  const r = renderSized(
    frame(lang, () => {}),
    size,
    { lang },
  );
  const card = await until(r.screen, (s) => headingOf(lang, s) && s.includes(plain(LEARN_TEXTS[lang].startKeys)));
  expect(fits(card, size), card).toBe(true);
  await r.type(KEYS.enter);
  // The board under the panel: the panel's heading row, then a board of many rows.
  const board = await until(r.screen, (s) => !s.includes(plain(LEARN_TEXTS[lang].startKeys)) && s.split('\n').length > 12);
  expect(fits(board, size), board).toBe(true);
  r.unmount();
}

describe('the lessons fit the terminal', () => {
  for (const [name, frame] of LESSONS) {
    it(`${name}: card and board fit 80×24 in every language, and 60×24 in English and German`, async () => {
      for (const lang of LANGS) await checkFits(frame, lang, { columns: 80, rows: 24 });
      for (const lang of ['en', 'de'] as const) await checkFits(frame, lang, { columns: 60, rows: 24 });
    });
  }

  it('below 60×24 a lesson names the size it needs, waits for it, and q leaves', async () => {
    for (const lang of LANGS) {
      for (const small of [
        { columns: 60, rows: 23 },
        { columns: 59, rows: 30 },
      ]) {
        const exits: LessonExit[] = [];
        const r = renderSized(
          regicideLesson(0)(lang, (how) => exits.push(how)),
          small,
          { lang },
        );
        const text = LEARN_TEXTS[lang].tooSmall(small.columns, small.rows, 60, 24);
        const s = await until(r.screen, (x) => x.replace(/\s+/g, ' ').includes(text.replace(/\s+/g, ' ')));
        expect(s).toContain(`${small.columns}×${small.rows}`);
        expect(s).toContain('60×24');
        expect(fits(s, small)).toBe(true);
        // Enter does not start a lesson it cannot show.
        await r.type(KEYS.enter);
        expect(r.screen()).toContain('60×24');
        // Made big enough, the lesson goes on: its card, then its board.
        resizeTerminal(r.stdout, { columns: 80, rows: 24 });
        await until(r.screen, (x) => x.includes(plain(LEARN_TEXTS[lang].startKeys)));
        resizeTerminal(r.stdout, small);
        await until(r.screen, (x) => x.includes('60×24'));
        await r.type('q');
        expect(exits).toEqual(['quit']);
        r.unmount();
      }
    }
  });
});
