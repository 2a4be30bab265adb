// Thronfolge's guided lessons as its screens give them: the one place that names the game, its
// lessons and their words, for the screens' registry (ui-game.ts: the SSH menu, the dictionaries'
// tests) and for `thronfolge learn` (src/cli/thronfolge/learn.ts) alike. The lesson screen (Ink)
// loads only when a lesson is shown.
import { thronfolge, type ThronfolgeGame } from '../../games/thronfolge/index.js';
import { THRONFOLGE_LESSONS } from '../../games/thronfolge/lessons/index.js';
import type { LessonScreens } from '../ui-game.js';
import { THRONFOLGE_LESSON_TEXTS } from './texts/lessons.js';

export const thronfolgeLessons: LessonScreens<ThronfolgeGame> = {
  game: thronfolge,
  lessons: THRONFOLGE_LESSONS,
  words: THRONFOLGE_LESSON_TEXTS,
  run: async (client, number, total, ui, session) => (await import('./learn-entry.js')).runThronfolgeLesson(client, number, total, ui, session),
  lines: async (client, number, total, ui, io) => (await import('./line-entry.js')).runThronfolgeLessonLines(client, number, total, ui, io),
};
