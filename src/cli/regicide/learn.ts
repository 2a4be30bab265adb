// Regicide's course for `regicide learn`: its lessons as its screens give them (one place owns the
// lessons and their words: src/ui/regicide/lessons.ts), the screen-reader lines that show one
// instead, and the real game a finished course offers.
import type { RegicideGame } from '../../games/regicide/index.js';
import { regicideLessons } from '../../ui/regicide/lessons.js';
import type { Course } from '../learn/learn-command.js';
import { randomSeed } from '../program/option-parsers.js';

const io = () => ({ input: process.stdin, output: process.stdout });

export const regicideCourse: Course<RegicideGame> = {
  ...regicideLessons,
  name: 'regicide',
  play: 'play',
  playNow: async (ui, screenReader) =>
    (await import('./play.js')).playRegicideAtTerminal({ ...ui, screenReader, options: regicideLessons.game.normalizeOptions({ players: 1 }), seed: randomSeed(), bots: [] }),
  open: async (client, number, total, ui, screenReader) =>
    screenReader ? (await import('../../ui/regicide/line-entry.js')).runRegicideLessonLines(client, number, total, ui, io()) : regicideLessons.run(client, number, total, ui),
};
