// Every text of the Regicide screens: one dictionary per screen area (texts/), in every language
// of the screens, joined here into the one set of texts the components read. Texts with numbers
// or names are functions; cards arrive already formatted (symbols or letters, see theme).
import { type Dictionary, joinTexts } from '../shared/texts-for.js';
import { REGICIDE_BOARD, type RegicideBoardTexts } from './texts/board.js';
import { REGICIDE_END, type RegicideEndTexts } from './texts/end.js';
import { REGICIDE_EVENTS, type RegicideEventsTexts } from './texts/events.js';
import { REGICIDE_HELP, type RegicideHelpTexts } from './texts/help.js';
import { REGICIDE_HINTS, type RegicideHintsTexts } from './texts/hints.js';
import { REGICIDE_MESSAGES, type RegicideMessagesTexts } from './texts/messages.js';
import { REGICIDE_PREVIEW, type RegicidePreviewTexts } from './texts/preview.js';
import { REGICIDE_QUESTIONS, type RegicideQuestionsTexts } from './texts/questions.js';
import { REGICIDE_TERMINAL, type RegicideTerminalTexts } from './texts/terminal.js';
import { SHARED_PUNCTUATION, type SharedPunctuationTexts } from '../shared/texts/punctuation.js';

/** The screen areas of Regicide's texts, each a dictionary of its own. */
export const REGICIDE_AREAS = {
  board: REGICIDE_BOARD,
  preview: REGICIDE_PREVIEW,
  messages: REGICIDE_MESSAGES,
  questions: REGICIDE_QUESTIONS,
  events: REGICIDE_EVENTS,
  hints: REGICIDE_HINTS,
  help: REGICIDE_HELP,
  end: REGICIDE_END,
  terminal: REGICIDE_TERMINAL,
  punctuation: SHARED_PUNCTUATION,
};

export type RegicideTexts = RegicideBoardTexts &
  RegicidePreviewTexts &
  RegicideMessagesTexts &
  RegicideQuestionsTexts &
  RegicideEventsTexts &
  RegicideHintsTexts &
  RegicideHelpTexts &
  RegicideEndTexts &
  RegicideTerminalTexts &
  SharedPunctuationTexts;

export const REGICIDE_TEXTS: Dictionary<RegicideTexts> = joinTexts(...Object.values(REGICIDE_AREAS));
