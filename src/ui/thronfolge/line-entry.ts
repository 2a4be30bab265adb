// What the CLI calls for the screen-reader mode of Thronfolge: a game (local or across the network)
// or a lesson, as lines on the terminal's own streams.
import type { ThronfolgeGame } from '../../games/thronfolge/index.js';
import type { ClientOf } from '../../table/client.js';
import type { LessonClient } from '../../table/lesson-table.js';
import { textsFor } from '../shared/i18n.js';
import { runLessonLines } from '../shared/line-lesson.js';
import { type LineExit, type LineStreams, runLines } from '../shared/line-session.js';
import type { LessonExit } from '../shared/lesson-words.js';
import type { UiChoice } from '../shared/run-screen.js';
import { LEARN_TEXTS } from '../shared/texts/learn.js';
import { LINE_TEXTS } from '../shared/texts/lines.js';
import { SPOKEN_TEXTS } from '../shared/texts/spoken.js';
import { thronfolgeLineGame } from './line-game.js';
import type { ThronfolgeNarrator } from './narration.js';
import { THRONFOLGE_TEXTS } from './strings.js';
import { THRONFOLGE_LESSON_TEXTS } from './texts/lessons.js';
import { THRONFOLGE_NARRATION_TEXTS } from './texts/narration.js';

// Cards are spoken as words, so the symbols' ASCII stand-ins are never needed here.
const narratorFor = (ui: UiChoice): ThronfolgeNarrator => ({
  t: textsFor(THRONFOLGE_TEXTS, ui.lang, ui.ascii),
  n: textsFor(THRONFOLGE_NARRATION_TEXTS, ui.lang, ui.ascii),
  spoken: SPOKEN_TEXTS[ui.lang],
});

/** The game's narration and keys in the screen-reader mode (a networked table looks it up). */
export const thronfolgeLines = (ui: UiChoice) => thronfolgeLineGame(narratorFor(ui));

export function runThronfolgeLines(client: ClientOf<ThronfolgeGame>, ui: UiChoice, io: LineStreams): Promise<LineExit> {
  return runLines(client, thronfolgeLineGame(narratorFor(ui)), textsFor(LINE_TEXTS, ui.lang, ui.ascii), io);
}

export function runThronfolgeLessonLines(client: LessonClient<ThronfolgeGame>, number: number, total: number, ui: UiChoice, io: LineStreams): Promise<LessonExit> {
  const words = { learn: textsFor(LEARN_TEXTS, ui.lang, ui.ascii), lines: textsFor(LINE_TEXTS, ui.lang, ui.ascii), spoken: SPOKEN_TEXTS[ui.lang], words: textsFor(THRONFOLGE_LESSON_TEXTS, ui.lang, ui.ascii) };
  return runLessonLines(client, thronfolgeLineGame(narratorFor(ui)), number, total, words, io);
}
