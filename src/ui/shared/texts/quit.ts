// The quit question.
import type { Dictionary } from '../i18n.js';

export interface SharedQuitTexts {
  quitQuestion: string;
  quitSaved: string;
  /** Quitting before the player's first move: there is no save to continue. */
  quitNotSaved: string;
  quitYesNo: string;
}

const en: SharedQuitTexts = {
  quitQuestion: 'Quit now?',
  quitSaved: 'The game is saved after every move; continue it later with --resume.',
  quitNotSaved: 'Nothing is saved yet: a game is saved from your first move on.',
  quitYesNo: 'y / Enter: quit    n / Esc: keep playing',
};

const de: SharedQuitTexts = {
  quitQuestion: 'Jetzt beenden?',
  quitSaved: 'Das Spiel wird nach jedem Zug gespeichert; später mit --resume fortsetzen.',
  quitNotSaved: 'Noch ist nichts gespeichert: Gespeichert wird ab deinem ersten Zug.',
  quitYesNo: 'j / Enter: beenden    n / Esc: weiterspielen',
};

export const SHARED_QUIT: Dictionary<SharedQuitTexts> = { en, de };
