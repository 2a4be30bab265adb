// Thronfolge's lines of the daily duel's share text (see ../share-text.ts): the head with the
// outcome and the score, the bot it was played against. The marks and the field's line are every
// game's (src/ui/shared/texts/share.ts).
import type { Dictionary } from '../../shared/texts-for.js';

export interface ThronfolgeShareTexts {
  head: (date: string, outcome: string) => string;
  shared: string;
  against: (level: string) => string;
  byCrowns: string;
  level: (level: string) => string;
}

const LEVELS_DE: Record<string, string> = { random: 'zufällig', easy: 'leicht', normal: 'normal', hard: 'schwer' };
const LEVELS_FR: Record<string, string> = { random: 'au hasard', easy: 'facile', normal: 'normal', hard: 'fort' };
const LEVELS_NB: Record<string, string> = { random: 'tilfeldig', easy: 'lett', normal: 'normal', hard: 'sterk' };

const en: ThronfolgeShareTexts = {
  head: (date, outcome) => `Thronfolge daily ${date}: ${outcome}`,
  shared: 'shared victory',
  against: (level) => `against the ${level} bot`,
  byCrowns: 'by three crowns',
  level: (l) => l,
};

const de: ThronfolgeShareTexts = {
  head: (date, outcome) => `Thronfolge Tagesspiel ${date}: ${outcome}`,
  shared: 'geteilter Sieg',
  against: (level) => `gegen den Bot (${level})`,
  byCrowns: 'durch drei Kronen',
  level: (l) => LEVELS_DE[l] ?? l,
};

const fr: ThronfolgeShareTexts = {
  head: (date, outcome) => `Thronfolge, donne du jour ${date}\u00a0: ${outcome}`,
  shared: 'victoire partagée',
  against: (level) => `contre le bot (${level})`,
  byCrowns: 'par trois couronnes',
  level: (l) => LEVELS_FR[l] ?? l,
};

const nb: ThronfolgeShareTexts = {
  head: (date, outcome) => `Thronfolge, dagens giv ${date}: ${outcome}`,
  shared: 'delt seier',
  against: (level) => `mot boten (${level})`,
  byCrowns: 'med tre kroner',
  level: (l) => LEVELS_NB[l] ?? l,
};

export const THRONFOLGE_SHARE: Dictionary<ThronfolgeShareTexts> = { en, de, fr, nb };
