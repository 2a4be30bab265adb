// The event log overlay (v).
import type { Dictionary } from '../i18n.js';

export interface SharedLogTexts {
  logTitle: (from: number, to: number, total: number) => string;
  logKeys: string;
}

const en: SharedLogTexts = {
  logTitle: (from, to, total) => `Event log: lines ${from}–${to} of ${total}`,
  logKeys: '↑/↓ line   PgUp/PgDn page   Home/End   v or Esc: close',
};

const de: SharedLogTexts = {
  logTitle: (from, to, total) => `Spielverlauf: Zeilen ${from}–${to} von ${total}`,
  logKeys: '↑/↓ Zeile   BildAuf/BildAb Seite   Pos1/Ende   v oder Esc: schließen',
};

const fr: SharedLogTexts = {
  logTitle: (from, to, total) => `Journal\u00a0: lignes ${from}–${to} sur ${total}`,
  logKeys: '↑/↓ ligne   PgPréc/PgSuiv page   Début/Fin   v ou Échap\u00a0: fermer',
};

const nb: SharedLogTexts = {
  logTitle: (from, to, total) => `Spillogg: linje ${from}–${to} av ${total}`,
  logKeys: '↑/↓ linje   PgUp/PgDn side   Home/End   v eller Esc: lukk',
};

export const SHARED_LOG: Dictionary<SharedLogTexts> = { en, de, fr, nb };
