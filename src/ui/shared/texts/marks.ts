// The marks of a game: the daily deal and its attempt, a retried deal, the share text's label.
import type { Dictionary } from '../i18n.js';

export interface SharedMarksTexts {
  /** The daily deal a game plays, on the status line and the end screen. */
  dailyMark: (date: string, attempt: number) => string;
  /** A deal played again from the end screen (r). */
  retryMark: string;
  /** Above a daily game's share text (end screen, terminal lines, stats). */
  shareLabel: string;
}

const en: SharedMarksTexts = {
  dailyMark: (date, attempt) => `Daily deal ${date} (attempt ${attempt})`,
  retryMark: 'retry of a deal played before',
  shareLabel: 'Share your result (no cards, no seed):',
};

const de: SharedMarksTexts = {
  dailyMark: (date, attempt) => `Tagesspiel ${date} (Versuch ${attempt})`,
  retryMark: 'Wiederholung eines gespielten Blatts',
  shareLabel: 'Zum Teilen (ohne Karten, ohne Seed):',
};

const fr: SharedMarksTexts = {
  dailyMark: (date, attempt) => `Donne du jour ${date} (essai ${attempt})`,
  retryMark: 'nouvel essai d’une donne déjà jouée',
  shareLabel: 'À partager (sans cartes ni graine)\u00a0:',
};

const nb: SharedMarksTexts = {
  dailyMark: (date, attempt) => `Dagens giv ${date} (forsøk ${attempt})`,
  retryMark: 'nytt forsøk på en giv som er spilt før',
  shareLabel: 'Del resultatet (uten kort og frø):',
};

export const SHARED_MARKS: Dictionary<SharedMarksTexts> = { en, de, fr, nb };
