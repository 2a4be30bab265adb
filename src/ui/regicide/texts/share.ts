// Regicide's lines of the daily deal's share text (see ../share-text.ts): the head with the outcome,
// the medal, how many enemies fell. The marks and the field's line are every game's
// (src/ui/shared/texts/share.ts).
import type { Dictionary } from '../../shared/texts-for.js';
import { wordsIn } from '../../../text/words.js';

const FR = wordsIn('fr');

export interface RegicideShareTexts {
  head: (date: string, outcome: string) => string;
  medal: (m: 'gold' | 'silver' | 'bronze') => string;
  reached: (n: number, of: number) => string;
}

const en: RegicideShareTexts = {
  head: (date, outcome) => `Regicide daily ${date}: ${outcome}`,
  medal: (m) => `${m} medal`,
  reached: (n, of) => `${n} of ${of} enemies`,
};

const de: RegicideShareTexts = {
  head: (date, outcome) => `Regicide Tagesspiel ${date}: ${outcome}`,
  medal: (m) => ({ gold: 'Goldmedaille', silver: 'Silbermedaille', bronze: 'Bronzemedaille' })[m],
  reached: (n, of) => `${n} von ${of} Gegnern`,
};

const fr: RegicideShareTexts = {
  head: (date, outcome) => `Regicide, donne du jour ${date}\u00a0: ${outcome}`,
  medal: (m) => ({ gold: 'médaille d’or', silver: 'médaille d’argent', bronze: 'médaille de bronze' })[m],
  reached: (n, of) => `${FR.count(n, { one: '# ennemi', other: '# ennemis' })} sur ${of}`,
};

const nb: RegicideShareTexts = {
  head: (date, outcome) => `Regicide, dagens giv ${date}: ${outcome}`,
  medal: (m) => ({ gold: 'gullmedalje', silver: 'sølvmedalje', bronze: 'bronsemedalje' })[m],
  reached: (n, of) => `${n} av ${of} fiender`,
};

export const REGICIDE_SHARE: Dictionary<RegicideShareTexts> = { en, de, fr, nb };
