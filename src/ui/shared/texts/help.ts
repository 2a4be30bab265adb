// The frame of the help overlay (each game lists its own keys).
import type { Dictionary } from '../i18n.js';

export interface SharedHelpTexts {
  helpTitle: string;
  helpClose: string;
  /** The help is longer than the terminal: rows shown, and how to scroll. */
  helpScroll: (from: number, to: number, total: number) => string;
  /** A note under the keys while the terminal reports the mouse. */
  helpMouse: string;
}

const en: SharedHelpTexts = {
  helpTitle: 'Help',
  helpClose: '? or Esc closes',
  helpScroll: (from, to, total) => `↑/↓ ${from}–${to} of ${total}`,
  helpMouse: 'Mouse: a click on a card selects it, on a key at the bottom presses it; the wheel scrolls the log and this help (--no-mouse: off).',
};

const de: SharedHelpTexts = {
  helpTitle: 'Hilfe',
  helpClose: '? oder Esc schließt',
  helpScroll: (from, to, total) => `↑/↓ ${from}–${to} von ${total}`,
  helpMouse: 'Maus: Ein Klick auf eine Karte wählt sie, auf eine Taste unten drückt sie; das Rad blättert im Verlauf und in dieser Hilfe (--no-mouse: aus).',
};

const fr: SharedHelpTexts = {
  helpTitle: 'Aide',
  helpClose: '? ou Échap ferme',
  helpScroll: (from, to, total) => `↑/↓ ${from}–${to} sur ${total}`,
  helpMouse: 'Souris\u00a0: un clic sur une carte la choisit, sur une touche en bas l’actionne\u00a0; la molette fait défiler le journal et cette aide (--no-mouse\u00a0: sans souris).',
};

const nb: SharedHelpTexts = {
  helpTitle: 'Hjelp',
  helpClose: '? eller Esc lukker',
  helpScroll: (from, to, total) => `↑/↓ ${from}–${to} av ${total}`,
  helpMouse: 'Mus: et klikk på et kort velger det, på en tast nederst trykker den; hjulet ruller loggen og denne hjelpen (--no-mouse: av).',
};

export const SHARED_HELP: Dictionary<SharedHelpTexts> = { en, de, fr, nb };
