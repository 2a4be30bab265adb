// The frame of the help overlay (each game lists its own keys).
import type { Dictionary } from '../i18n.js';

export interface SharedHelpTexts {
  helpTitle: string;
  helpClose: string;
  /** The help is longer than the terminal: rows shown, and how to scroll. */
  helpScroll: (from: number, to: number, total: number) => string;
}

const en: SharedHelpTexts = {
  helpTitle: 'Help',
  helpClose: '? or Esc closes',
  helpScroll: (from, to, total) => `↑/↓ ${from}–${to} of ${total}`,
};

const de: SharedHelpTexts = {
  helpTitle: 'Hilfe',
  helpClose: '? oder Esc schließt',
  helpScroll: (from, to, total) => `↑/↓ ${from}–${to} von ${total}`,
};

const fr: SharedHelpTexts = {
  helpTitle: 'Aide',
  helpClose: '? ou Échap ferme',
  helpScroll: (from, to, total) => `↑/↓ ${from}–${to} sur ${total}`,
};

const nb: SharedHelpTexts = {
  helpTitle: 'Hjelp',
  helpClose: '? eller Esc lukker',
  helpScroll: (from, to, total) => `↑/↓ ${from}–${to} av ${total}`,
};

export const SHARED_HELP: Dictionary<SharedHelpTexts> = { en, de, fr, nb };
