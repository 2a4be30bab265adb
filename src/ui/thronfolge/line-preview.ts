// The screen's own words for a chosen card and a hint, said as one line in the screen-reader
// mode: the seat's update is put in the shape the screen reads and the screen's preview and hint
// texts speak for it (see ../regicide/line-preview.ts).
import type { Seat, ThronfolgeMove } from '../../games/thronfolge/types.js';
import type { Hint } from '../../table/hint.js';
import type { SpokenTexts } from '../shared/texts/spoken.js';
import { spokenScreenText } from '../regicide/line-preview.js';
import type { DuelScreen } from './duel-screen.js';
import { hintText } from './messages.js';
import { otherSeat } from './names.js';
import type { ThronfolgeUpdate } from './narration.js';
import { previewLines } from './preview-text.js';
import type { ThronfolgeTexts } from './strings.js';

/** The screen as the seat of `update` sees it on its own turn. */
export function lineDuelScreenOf(update: ThronfolgeUpdate): DuelScreen {
  const over = update.result !== null;
  return {
    over,
    current: update.toMove as Seat | null,
    needHandOver: false,
    viewer: update.seat as Seat,
    view: update.view,
    myTurn: !over && update.toMove === update.seat,
    movesMade: update.movesMade,
    canHint: false,
    canUndo: false,
    practice: false,
    result: update.result,
    marks: null,
    seed: null,
  };
}

/** The screen's preview with the cursor on hand card `index` (a take's line, then what the play leaves within reach). */
export const screenDuelPreview = (update: ThronfolgeUpdate, index: number, t: ThronfolgeTexts): string[] =>
  previewLines(update.view, index, { me: t.you, them: t.player(otherSeat(update.seat as Seat)) }, t, false).map((line) => line.text);

/** The same preview in one spoken line. */
export const spokenDuelPreview = (update: ThronfolgeUpdate, index: number, t: ThronfolgeTexts, spoken: SpokenTexts): string =>
  spoken.parts(screenDuelPreview(update, index, t).map((line) => spokenScreenText(line.replace(/[.]$/, ''), spoken)));

/** The screen's hint line, spoken. */
export const spokenDuelHint = (hint: Hint<ThronfolgeMove>, update: ThronfolgeUpdate, t: ThronfolgeTexts, spoken: SpokenTexts): string =>
  spokenScreenText(hintText(hint, lineDuelScreenOf(update), t, false), spoken);
