// What the CLI calls for the screen-reader mode of Regicide (see ../shared/line-entry.ts).
import type { RegicideGame } from '../../games/regicide/index.js';
import type { RegicideMove } from '../../games/regicide/types.js';
import { textsFor } from '../shared/texts-for.js';
import { lineEndOf } from '../shared/line-end.js';
import { lineEntry } from '../shared/line-entry.js';
import { type SeatNames, withSeatNames } from '../shared/seat-names.js';
import { SHARED_TALK } from '../shared/texts/talk.js';
import type { LineEnd, LineStreams } from '../shared/line-session.js';
import type { ExitReason } from '../shared/run-screen.js';
import type { ClientOf } from '../../table/client.js';
import type { UiChoice } from '../shared/run-screen.js';
import { SPOKEN_TEXTS } from '../shared/texts/spoken.js';
import { REGICIDE_END_KEYMAP } from './end-keymap.js';
import { regicideLineGame } from './line-game.js';
import type { RegicideNarrator, RegicideUpdate } from './narration.js';
import { REGICIDE_TEXTS } from './strings.js';
import { REGICIDE_LESSON_TEXTS } from './texts/lessons.js';
import { REGICIDE_NARRATION_TEXTS } from './texts/narration.js';

// Cards are spoken as words, so the symbols' ASCII stand-ins are never needed here.
// At a networked table `names` names the seats (else "Player N").
const narratorFor = (ui: UiChoice, names: SeatNames | null = null): RegicideNarrator => ({
  t: withSeatNames(textsFor(REGICIDE_TEXTS, ui.lang, ui.ascii), names),
  n: textsFor(REGICIDE_NARRATION_TEXTS, ui.lang, ui.ascii),
  spoken: SPOKEN_TEXTS[ui.lang],
});

const entry = lineEntry<RegicideGame, RegicideUpdate, RegicideMove>((ui, names) => regicideLineGame(narratorFor(ui, names), textsFor(SHARED_TALK, ui.lang, ui.ascii)), REGICIDE_LESSON_TEXTS);

export const regicideLines = entry.lines;
export const runRegicideLines = entry.run;
export const runRegicideLessonLines = entry.runLesson;

/** The end screen's keys as lines: play again, retry, a new game, and after a loss the solver when `canAnalyze`. */
export function regicideLineEnd(ui: UiChoice, canAnalyze: boolean): LineEnd<RegicideUpdate> {
  const { t, n, spoken } = narratorFor(ui);
  return lineEndOf({
    keymap: REGICIDE_END_KEYMAP,
    help: t.endKeyHelp,
    ctxOf: (u: RegicideUpdate) => ({ canAnalyze: canAnalyze && u.result?.outcome === 'lost', newGames: true }),
    label: n.label.keys,
    spoken,
  });
}

/** A game of one as lines on a session's streams (the SSH menu's solo game): its end offers play again, retry and a new game. */
export async function runRegicideSoloLines(client: ClientOf<RegicideGame>, ui: UiChoice, io: LineStreams): Promise<ExitReason> {
  const how = await runRegicideLines(client, ui, io, { end: regicideLineEnd(ui, false) });
  return how === 'leave' || how === 'next' ? 'quit' : how;
}
