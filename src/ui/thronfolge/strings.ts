// Every text of the Thronfolge screens: one dictionary per screen area (texts/), in every language
// of the screens, joined here into the one set of texts the components read. Texts with numbers or
// names are functions; cards arrive already formatted (symbols or letters, see theme), and with
// --ascii the whole dictionary is spelled in plain characters (shared/ascii-text.ts).
import { type Dictionary, joinTexts } from '../shared/texts-for.js';
import { THRONFOLGE_BOARD, type ThronfolgeBoardTexts } from './texts/board.js';
import { THRONFOLGE_END, type ThronfolgeEndTexts } from './texts/end.js';
import { THRONFOLGE_EVENTS, type ThronfolgeEventsTexts } from './texts/events.js';
import { THRONFOLGE_HELP, type ThronfolgeHelpTexts } from './texts/help.js';
import { THRONFOLGE_HINTS, type ThronfolgeHintsTexts } from './texts/hints.js';
import { THRONFOLGE_MESSAGES, type ThronfolgeMessagesTexts } from './texts/messages.js';
import { THRONFOLGE_PREVIEW, type ThronfolgePreviewTexts } from './texts/preview.js';
import { THRONFOLGE_TERMINAL, type ThronfolgeTerminalTexts } from './texts/terminal.js';
import { SHARED_PUNCTUATION, type SharedPunctuationTexts } from '../shared/texts/punctuation.js';

/** The screen areas of Thronfolge's texts, each a dictionary of its own. */
export const THRONFOLGE_AREAS = {
  board: THRONFOLGE_BOARD,
  preview: THRONFOLGE_PREVIEW,
  messages: THRONFOLGE_MESSAGES,
  events: THRONFOLGE_EVENTS,
  hints: THRONFOLGE_HINTS,
  help: THRONFOLGE_HELP,
  end: THRONFOLGE_END,
  terminal: THRONFOLGE_TERMINAL,
  punctuation: SHARED_PUNCTUATION,
};

export type ThronfolgeTexts = ThronfolgeBoardTexts &
  ThronfolgePreviewTexts &
  ThronfolgeMessagesTexts &
  ThronfolgeEventsTexts &
  ThronfolgeHintsTexts &
  ThronfolgeHelpTexts &
  ThronfolgeEndTexts &
  ThronfolgeTerminalTexts &
  SharedPunctuationTexts;

export const THRONFOLGE_TEXTS: Dictionary<ThronfolgeTexts> = joinTexts(...Object.values(THRONFOLGE_AREAS));
