// What the CLI calls for the screen-reader mode of Regicide (see ../shared/line-entry.ts).
import type { RegicideGame } from '../../games/regicide/index.js';
import type { RegicideMove } from '../../games/regicide/types.js';
import { textsFor } from '../shared/i18n.js';
import { lineEntry } from '../shared/line-entry.js';
import type { UiChoice } from '../shared/run-screen.js';
import { SPOKEN_TEXTS } from '../shared/texts/spoken.js';
import { regicideLineGame } from './line-game.js';
import type { RegicideNarrator, RegicideUpdate } from './narration.js';
import { REGICIDE_TEXTS } from './strings.js';
import { REGICIDE_LESSON_TEXTS } from './texts/lessons.js';
import { REGICIDE_NARRATION_TEXTS } from './texts/narration.js';

// Cards are spoken as words, so the symbols' ASCII stand-ins are never needed here.
const narratorFor = (ui: UiChoice): RegicideNarrator => ({
  t: textsFor(REGICIDE_TEXTS, ui.lang, ui.ascii),
  n: textsFor(REGICIDE_NARRATION_TEXTS, ui.lang, ui.ascii),
  spoken: SPOKEN_TEXTS[ui.lang],
});

const entry = lineEntry<RegicideGame, RegicideUpdate, RegicideMove>((ui) => regicideLineGame(narratorFor(ui)), REGICIDE_LESSON_TEXTS);

export const regicideLines = entry.lines;
export const runRegicideLines = entry.run;
export const runRegicideLessonLines = entry.runLesson;
