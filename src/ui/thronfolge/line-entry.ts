// What the CLI calls for the screen-reader mode of Thronfolge (see ../shared/line-entry.ts).
import type { ThronfolgeGame, ThronfolgeMove } from '../../games/thronfolge/index.js';
import { textsFor } from '../shared/i18n.js';
import { lineEntry } from '../shared/line-entry.js';
import type { UiChoice } from '../shared/run-screen.js';
import { SPOKEN_TEXTS } from '../shared/texts/spoken.js';
import { thronfolgeLineGame } from './line-game.js';
import type { ThronfolgeNarrator, ThronfolgeUpdate } from './narration.js';
import { THRONFOLGE_TEXTS } from './strings.js';
import { THRONFOLGE_LESSON_TEXTS } from './texts/lessons.js';
import { THRONFOLGE_NARRATION_TEXTS } from './texts/narration.js';

// Cards are spoken as words, so the symbols' ASCII stand-ins are never needed here.
const narratorFor = (ui: UiChoice): ThronfolgeNarrator => ({
  t: textsFor(THRONFOLGE_TEXTS, ui.lang, ui.ascii),
  n: textsFor(THRONFOLGE_NARRATION_TEXTS, ui.lang, ui.ascii),
  spoken: SPOKEN_TEXTS[ui.lang],
});

const entry = lineEntry<ThronfolgeGame, ThronfolgeUpdate, ThronfolgeMove>((ui) => thronfolgeLineGame(narratorFor(ui)), THRONFOLGE_LESSON_TEXTS);

export const thronfolgeLines = entry.lines;
export const runThronfolgeLines = entry.run;
export const runThronfolgeLessonLines = entry.runLesson;
