// The screen's own words for a selection, a hint and a question, said as one line in the
// screen-reader mode. Nothing is worked out here: the seat's update is put in the shape the screen
// reads (a SeatScreen) and the screen's preview, hint and question texts speak for it, so a blind
// player hears exactly what a sighted one reads.
import type { Card } from '../../core/cards.js';
import { NO_TALK } from '../../core/talk.js';
import type { RegicideMove } from '../../games/regicide/types.js';
import { handCards } from '../../games/regicide/view-cards.js';
import type { Hint } from '../../table/hint.js';
import { spokenText } from '../shared/narration.js';
import type { SpokenTexts } from '../shared/texts/spoken.js';
import { hintText } from './messages.js';
import type { RegicideUpdate } from './narration.js';
import { previewLines } from './preview-text.js';
import { previewContextOf } from './RegicideTable.js';
import type { SeatScreen } from './seat-screen.js';
import type { RegicideTexts } from './strings.js';

/** The screen as the seat of `update` sees it on its own turn at one terminal (no hand-over, no signal step). */
export function lineScreenOf(update: RegicideUpdate): SeatScreen {
  const over = update.result !== null;
  const myTurn = !over && update.toMove === update.seat;
  return {
    over,
    currentSeat: update.toMove ?? update.view.current,
    botTurn: false,
    needHandOver: false,
    viewer: update.seat,
    view: update.view,
    hand: handCards(update.view),
    legal: myTurn ? update.legal : [],
    myTurn,
    humans: [update.seat],
    bots: [],
    movesMade: update.movesMade,
    result: update.result,
    canHint: false,
    canUndo: false,
    practice: false,
    marks: null,
    seed: null,
    talk: NO_TALK,
    signaller: null,
    signalling: false,
    canSignal: false,
  };
}

/** A screen text read aloud: cards and suits in words, the arrow as a word, the dot as a comma, no runs of spaces. */
export const spokenScreenText = (text: string, spoken: SpokenTexts): string =>
  spokenText(text, spoken)
    .replace(/\s*→\s*/g, ` ${spoken.arrow} `)
    .replace(/ · /g, ', ')
    .replace(/\s{2,}/g, ' ')
    .trim();

/** The screen's preview of `cards` (nothing selected: what yielding would cost), as the screen's lines. */
export const screenPreview = (update: RegicideUpdate, cards: readonly Card[], t: RegicideTexts): string[] =>
  previewLines(previewContextOf(lineScreenOf(update), [...cards], false), t).map((line) => line.text);

/** The same preview in one spoken line (a covering discard not told to press Enter: the line ends with what Enter does). */
export const spokenPreview = (update: RegicideUpdate, cards: readonly Card[], t: RegicideTexts, spoken: SpokenTexts): string =>
  spoken.parts(screenPreview(update, cards, { ...t, discardCovered: t.discardCoveredSaid }).map((line) => spokenScreenText(line.replace(/[.]$/, ''), spoken)));

/** The screen's hint line, spoken. */
export const spokenHint = (hint: Hint<RegicideMove>, update: RegicideUpdate, t: RegicideTexts, spoken: SpokenTexts): string => spokenScreenText(hintText(hint, lineScreenOf(update), t, false), spoken);
