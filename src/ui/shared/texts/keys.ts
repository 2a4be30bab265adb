// The keys of the screens every game shares, in the help and the README: questions, the help and
// event log overlays, the hand-over, the size guard, Ctrl-C, the replay stepper, the resume list.
// (The key maps beside each screen decide what a key does; these say it.)
import type { Dictionary } from '../i18n.js';

export type SharedKeyId =
  | 'yes'
  | 'no'
  | 'helpClose'
  | 'helpScroll'
  | 'logClose'
  | 'logLine'
  | 'logPage'
  | 'logEnds'
  | 'ready'
  | 'sizeQuit'
  | 'interrupt'
  | 'replayStep'
  | 'replayEnds'
  | 'replayNumber'
  | 'replayJump'
  | 'replayForget'
  | 'replayErase'
  | 'replayPlay'
  | 'replayQuit'
  | 'pickMove'
  | 'pickNumber'
  | 'pickTake'
  | 'pickLeave';

export interface SharedKeysTexts {
  sharedKeyHelp: Record<SharedKeyId, readonly [string, string]>;
  /** The help overlay's one row for every question's keys. */
  questionKeys: readonly [string, string];
  /** The help overlay's heading above the end screen's keys. */
  helpEndHeading: string;
}

const en: SharedKeysTexts = {
  sharedKeyHelp: {
    yes: ['y / Enter', 'yes (j too in German)'],
    no: ['n / Esc', 'no (nothing happens)'],
    helpClose: ['? / Esc / q', 'close the help'],
    helpScroll: ['↑ ↓', 'scroll the help when it is taller than the terminal'],
    logClose: ['v / Esc / q', 'close the event log'],
    logLine: ['↑ ↓ k j', 'one line'],
    logPage: ['PgUp PgDn space', 'one page'],
    logEnds: ['Home End', 'the first or the last lines'],
    ready: ['Enter', 'take the keyboard (once "press Enter" shows: a key typed before does nothing)'],
    sizeQuit: ['q', 'quit while the terminal is too small (asks first)'],
    interrupt: ['Ctrl-C', 'leave at once (the game is saved after every move)'],
    replayStep: ['← → h l', 'one move back or on'],
    replayEnds: ['Home End', 'the start or the end'],
    replayNumber: ['0–9', 'type a move number'],
    replayJump: ['Enter', 'go to the move typed'],
    replayForget: ['Esc', 'forget the move typed'],
    replayErase: ['Backspace', 'take back the last digit typed'],
    replayPlay: ['space', 'play on by itself, or pause'],
    replayQuit: ['q / Esc', 'leave'],
    pickMove: ['↑ ↓', 'choose a game (round the list)'],
    pickNumber: ['1–9', 'choose game number N'],
    pickTake: ['Enter', 'continue the chosen game (a save that does not replay says why)'],
    pickLeave: ['Esc / q', 'leave without playing'],
  },
  questionKeys: ['y / n', 'in a question: y or Enter says yes, n or Esc no'],
  helpEndHeading: 'Once the game is over',
};

const de: SharedKeysTexts = {
  sharedKeyHelp: {
    yes: ['j / y / Enter', 'ja'],
    no: ['n / Esc', 'nein (nichts geschieht)'],
    helpClose: ['? / Esc / q', 'die Hilfe schließen'],
    helpScroll: ['↑ ↓', 'die Hilfe blättern, wenn sie höher ist als das Terminal'],
    logClose: ['v / Esc / q', 'den Spielverlauf schließen'],
    logLine: ['↑ ↓ k j', 'eine Zeile'],
    logPage: ['BildAuf BildAb Leertaste', 'eine Seite'],
    logEnds: ['Pos1 Ende', 'die ersten oder die letzten Zeilen'],
    ready: ['Enter', 'die Tastatur übernehmen (sobald „Enter drücken“ steht: eine Taste davor zählt nicht)'],
    sizeQuit: ['q', 'beenden, solange das Terminal zu klein ist (fragt vorher)'],
    interrupt: ['Strg-C', 'sofort gehen (das Spiel ist nach jedem Zug gespeichert)'],
    replayStep: ['← → h l', 'ein Zug zurück oder weiter'],
    replayEnds: ['Pos1 Ende', 'der Anfang oder das Ende'],
    replayNumber: ['0–9', 'eine Zugnummer tippen'],
    replayJump: ['Enter', 'zum getippten Zug'],
    replayForget: ['Esc', 'die getippte Nummer vergessen'],
    replayErase: ['Rücktaste', 'die letzte getippte Ziffer zurücknehmen'],
    replayPlay: ['Leertaste', 'von selbst weiterspielen oder anhalten'],
    replayQuit: ['q / Esc', 'beenden'],
    pickMove: ['↑ ↓', 'ein Spiel wählen (rundum)'],
    pickNumber: ['1–9', 'Spiel Nummer N wählen'],
    pickTake: ['Enter', 'das gewählte Spiel fortsetzen (ein Spielstand, der sich nicht nachspielen lässt, sagt warum)'],
    pickLeave: ['Esc / q', 'gehen, ohne zu spielen'],
  },
  questionKeys: ['j / n', 'in einer Frage: j, y oder Enter heißt ja, n oder Esc nein'],
  helpEndHeading: 'Wenn das Spiel vorbei ist',
};

export const SHARED_KEYS: Dictionary<SharedKeysTexts> = { en, de };
