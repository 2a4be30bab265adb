// The words every game's daily share text shares (see share-text.ts for what it says and why);
// each game's own lines are worded in its folder (src/ui/<game>/texts/share.ts).
import type { Dictionary } from '../i18n.js';

export interface SharedShareTexts {
  won: string;
  lost: string;
  attempt: (n: number) => string;
  retry: string;
  practice: string;
  /** The share of the day's other players this game beat on the server's field (no card named). */
  beat: (percent: number) => string;
}

const en: SharedShareTexts = {
  won: 'won',
  lost: 'lost',
  attempt: (n) => `attempt ${n}`,
  retry: 'retry',
  practice: 'practice (hints or undo)',
  beat: (p) => `beat ${p}% of players`,
};

const de: SharedShareTexts = {
  won: 'gewonnen',
  lost: 'verloren',
  attempt: (n) => `Versuch ${n}`,
  retry: 'Wiederholung',
  practice: 'Übung (Tipps oder Rücknahme)',
  beat: (p) => `besser als ${p} % der Spieler`,
};

const fr: SharedShareTexts = {
  won: 'gagné',
  lost: 'perdu',
  attempt: (n) => `essai ${n}`,
  retry: 'nouvel essai',
  practice: 'entraînement (conseils ou annulation)',
  beat: (p) => `mieux que ${p}\u00a0% des joueurs`,
};

const nb: SharedShareTexts = {
  won: 'vunnet',
  lost: 'tapt',
  attempt: (n) => `forsøk ${n}`,
  retry: 'nytt forsøk',
  practice: 'øving (tips eller angring)',
  beat: (p) => `bedre enn ${p} % av spillerne`,
};

export const SHARED_SHARE: Dictionary<SharedShareTexts> = { en, de, fr, nb };
