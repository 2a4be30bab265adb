// Thronfolge's lessons for `thronfolge learn`: the lessons, their words, and the screens that show one.
import { thronfolge, type ThronfolgeGame } from '../../games/thronfolge/index.js';
import { THRONFOLGE_LESSONS } from '../../games/thronfolge/lessons/index.js';
import { THRONFOLGE_LESSON_TEXTS } from '../../ui/thronfolge/texts/lessons.js';
import type { Course } from '../learn-command.js';

const io = () => ({ input: process.stdin, output: process.stdout });

export const thronfolgeCourse: Course<ThronfolgeGame> = {
  name: 'thronfolge',
  game: thronfolge,
  lessons: THRONFOLGE_LESSONS,
  words: THRONFOLGE_LESSON_TEXTS,
  play: 'duel',
  open: async (client, number, total, ui, screenReader) =>
    screenReader
      ? (await import('../../ui/thronfolge/line-entry.js')).runThronfolgeLessonLines(client, number, total, ui, io())
      : (await import('../../ui/thronfolge/learn-entry.js')).runThronfolgeLesson(client, number, total, ui),
};
