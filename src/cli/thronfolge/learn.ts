// Thronfolge's course for `thronfolge learn`: its lessons as its screens give them (one place owns
// the lessons and their words: src/ui/thronfolge/lessons.ts), the screen-reader lines that show
// one instead, and the real game a finished course offers.
import type { ThronfolgeGame } from '../../games/thronfolge/index.js';
import { thronfolgeLessons } from '../../ui/thronfolge/lessons.js';
import type { Course } from '../learn/learn-command.js';
import { randomSeed } from '../program/option-parsers.js';
import { thronfolgeModule } from '../../modules/thronfolge/index.js';

const io = () => ({ input: process.stdin, output: process.stdout });

export const thronfolgeCourse: Course<ThronfolgeGame> = {
  ...thronfolgeLessons,
  name: 'thronfolge',
  play: 'duel',
  // The game "new game" starts from a duel's end screen: one game against the default bot, a coin toss for the start.
  playNow: async (ui, screenReader) =>
    (await import('./duel.js')).duelAtTerminal({
      ...ui,
      screenReader,
      options: thronfolgeLessons.game.normalizeOptions({ first: null, variants: [] }),
      seed: randomSeed(),
      vs: 'bot',
      botLevel: thronfolgeModule.bots.default,
      games: 1,
    }),
  open: async (client, number, total, ui, screenReader) =>
    screenReader ? (await import('../../ui/thronfolge/line-entry.js')).runThronfolgeLessonLines(client, number, total, ui, io()) : thronfolgeLessons.run(client, number, total, ui),
};
