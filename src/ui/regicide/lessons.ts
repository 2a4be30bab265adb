// Regicide's guided lessons as its screens give them: the one place that names the game, its
// lessons and their words, for the screens' registry (ui-game.ts: the SSH menu, the dictionaries'
// tests) and for `regicide learn` (src/cli/regicide/learn.ts) alike. The lesson screen (Ink) loads
// only when a lesson is shown.
import { regicide, type RegicideGame } from '../../games/regicide/index.js';
import { REGICIDE_LESSONS } from '../../games/regicide/lessons/index.js';
import type { LessonScreens } from '../ui-game.js';
import { REGICIDE_LESSON_TEXTS } from './texts/lessons.js';

export const regicideLessons: LessonScreens<RegicideGame> = {
  game: regicide,
  lessons: REGICIDE_LESSONS,
  words: REGICIDE_LESSON_TEXTS,
  run: async (client, number, total, ui, session) => (await import('./learn-entry.js')).runRegicideLesson(client, number, total, ui, session),
  lines: async (client, number, total, ui, io) => (await import('./line-entry.js')).runRegicideLessonLines(client, number, total, ui, io),
};
