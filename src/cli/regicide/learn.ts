// Regicide's lessons for `regicide learn`: the lessons, their words, and the screens that show one.
import { regicide, type RegicideGame } from '../../games/regicide/index.js';
import { REGICIDE_LESSONS } from '../../games/regicide/lessons/index.js';
import { REGICIDE_LESSON_TEXTS } from '../../ui/regicide/texts/lessons.js';
import type { Course } from '../learn-command.js';
import { randomSeed } from '../option-parsers.js';

const io = () => ({ input: process.stdin, output: process.stdout });

export const regicideCourse: Course<RegicideGame> = {
  name: 'regicide',
  game: regicide,
  lessons: REGICIDE_LESSONS,
  words: REGICIDE_LESSON_TEXTS,
  play: 'play',
  playNow: async (ui, screenReader) => (await import('./play.js')).playRegicideAtTerminal({ ...ui, screenReader, options: regicide.normalizeOptions({ players: 1 }), seed: randomSeed(), bots: [] }),
  open: async (client, number, total, ui, screenReader) =>
    screenReader
      ? (await import('../../ui/regicide/line-entry.js')).runRegicideLessonLines(client, number, total, ui, io())
      : (await import('../../ui/regicide/learn-entry.js')).runRegicideLesson(client, number, total, ui),
};
