// Thronfolge's lessons for `thronfolge learn`: the lessons, their words, and the screens that show one.
import { thronfolge, type ThronfolgeGame } from '../../games/thronfolge/index.js';
import { THRONFOLGE_LESSONS } from '../../games/thronfolge/lessons/index.js';
import { THRONFOLGE_LESSON_TEXTS } from '../../ui/thronfolge/texts/lessons.js';
import type { Course } from '../learn-command.js';
import { randomSeed } from '../option-parsers.js';
import { thronfolgeModule } from '../../modules/thronfolge/index.js';

const io = () => ({ input: process.stdin, output: process.stdout });

export const thronfolgeCourse: Course<ThronfolgeGame> = {
  name: 'thronfolge',
  game: thronfolge,
  lessons: THRONFOLGE_LESSONS,
  words: THRONFOLGE_LESSON_TEXTS,
  play: 'duel',
  // The game "new game" starts from a duel's end screen: one game against the default bot, a coin toss for the start.
  playNow: async (ui, screenReader) =>
    (await import('./duel.js')).duelAtTerminal({
      ...ui,
      screenReader,
      options: thronfolge.normalizeOptions({ first: null, variants: [] }),
      seed: randomSeed(),
      vs: 'bot',
      botLevel: thronfolgeModule.bots.default,
      games: 1,
    }),
  open: async (client, number, total, ui, screenReader) =>
    screenReader
      ? (await import('../../ui/thronfolge/line-entry.js')).runThronfolgeLessonLines(client, number, total, ui, io())
      : (await import('../../ui/thronfolge/learn-entry.js')).runThronfolgeLesson(client, number, total, ui),
};
