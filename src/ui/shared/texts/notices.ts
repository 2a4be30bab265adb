// Notices about the table itself on the message line.
import type { Dictionary } from '../i18n.js';

export interface SharedNoticesTexts {
  /** The autosave failed; the game goes on and the next move tries again. */
  saveFailed: (why: string) => string;
}

const en: SharedNoticesTexts = {
  saveFailed: (why) => `could not save: ${why}; the game goes on and saving is retried after the next move`,
};

const de: SharedNoticesTexts = {
  saveFailed: (why) => `Speichern fehlgeschlagen: ${why}; das Spiel läuft weiter, nach dem nächsten Zug wird erneut gespeichert`,
};

const fr: SharedNoticesTexts = {
  saveFailed: (why) => `sauvegarde impossible\u00a0: ${why}\u00a0; la partie continue et la sauvegarde sera retentée après le prochain coup`,
};

const nb: SharedNoticesTexts = {
  saveFailed: (why) => `kunne ikke lagre: ${why}; spillet fortsetter, og lagringen prøves igjen etter neste trekk`,
};

export const SHARED_NOTICES: Dictionary<SharedNoticesTexts> = { en, de, fr, nb };
