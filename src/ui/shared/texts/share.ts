// The daily deal's share text (see share-text.ts for what it says and why).
import type { Dictionary } from '../i18n.js';
import { wordsIn } from '../../../text/words.js';

const FR = wordsIn('fr');

export interface SharedShareTexts {
  regicideHead: (date: string, outcome: string) => string;
  won: string;
  lost: string;
  shared: string;
  medal: (m: 'gold' | 'silver' | 'bronze') => string;
  reached: (n: number, of: number) => string;
  thronfolgeHead: (date: string, outcome: string) => string;
  against: (level: string) => string;
  byCrowns: string;
  level: (level: string) => string;
  attempt: (n: number) => string;
  retry: string;
  practice: string;
  /** The share of the day's other players this game beat on the server's field (no card named). */
  beat: (percent: number) => string;
}

const LEVELS_DE: Record<string, string> = { random: 'zufällig', easy: 'leicht', normal: 'normal', hard: 'schwer' };

const en: SharedShareTexts = {
  regicideHead: (date, outcome) => `Regicide daily ${date}: ${outcome}`,
  won: 'won',
  lost: 'lost',
  shared: 'shared victory',
  medal: (m) => `${m} medal`,
  reached: (n, of) => `${n} of ${of} enemies`,
  thronfolgeHead: (date, outcome) => `Thronfolge daily ${date}: ${outcome}`,
  against: (level) => `against the ${level} bot`,
  byCrowns: 'by three crowns',
  level: (l) => l,
  attempt: (n) => `attempt ${n}`,
  retry: 'retry',
  practice: 'practice (hints or undo)',
  beat: (p) => `beat ${p}% of players`,
};

const de: SharedShareTexts = {
  regicideHead: (date, outcome) => `Regicide Tagesspiel ${date}: ${outcome}`,
  won: 'gewonnen',
  lost: 'verloren',
  shared: 'geteilter Sieg',
  medal: (m) => ({ gold: 'Goldmedaille', silver: 'Silbermedaille', bronze: 'Bronzemedaille' })[m],
  reached: (n, of) => `${n} von ${of} Gegnern`,
  thronfolgeHead: (date, outcome) => `Thronfolge Tagesspiel ${date}: ${outcome}`,
  against: (level) => `gegen den Bot (${level})`,
  byCrowns: 'durch drei Kronen',
  level: (l) => LEVELS_DE[l] ?? l,
  attempt: (n) => `Versuch ${n}`,
  retry: 'Wiederholung',
  practice: 'Übung (Tipps oder Rücknahme)',
  beat: (p) => `besser als ${p} % der Spieler`,
};

const LEVELS_FR: Record<string, string> = { random: 'au hasard', easy: 'facile', normal: 'normal', hard: 'fort' };
const LEVELS_NB: Record<string, string> = { random: 'tilfeldig', easy: 'lett', normal: 'normal', hard: 'sterk' };

const fr: SharedShareTexts = {
  regicideHead: (date, outcome) => `Regicide, donne du jour ${date}\u00a0: ${outcome}`,
  won: 'gagné',
  lost: 'perdu',
  shared: 'victoire partagée',
  medal: (m) => ({ gold: 'médaille d’or', silver: 'médaille d’argent', bronze: 'médaille de bronze' })[m],
  reached: (n, of) => `${FR.count(n, { one: '# ennemi', other: '# ennemis' })} sur ${of}`,
  thronfolgeHead: (date, outcome) => `Thronfolge, donne du jour ${date}\u00a0: ${outcome}`,
  against: (level) => `contre le bot (${level})`,
  byCrowns: 'par trois couronnes',
  level: (l) => LEVELS_FR[l] ?? l,
  attempt: (n) => `essai ${n}`,
  retry: 'nouvel essai',
  practice: 'entraînement (conseils ou annulation)',
  beat: (p) => `mieux que ${p}\u00a0% des joueurs`,
};

const nb: SharedShareTexts = {
  regicideHead: (date, outcome) => `Regicide, dagens giv ${date}: ${outcome}`,
  won: 'vunnet',
  lost: 'tapt',
  shared: 'delt seier',
  medal: (m) => ({ gold: 'gullmedalje', silver: 'sølvmedalje', bronze: 'bronsemedalje' })[m],
  reached: (n, of) => `${n} av ${of} fiender`,
  thronfolgeHead: (date, outcome) => `Thronfolge, dagens giv ${date}: ${outcome}`,
  against: (level) => `mot boten (${level})`,
  byCrowns: 'med tre kroner',
  level: (l) => LEVELS_NB[l] ?? l,
  attempt: (n) => `forsøk ${n}`,
  retry: 'nytt forsøk',
  practice: 'øving (tips eller angring)',
  beat: (p) => `bedre enn ${p} % av spillerne`,
};

export const SHARED_SHARE: Dictionary<SharedShareTexts> = { en, de, fr, nb };
