// Thronfolge: the message line — a refused move in words.
import { refusalText, type ThronfolgeRefusal } from '../../../games/thronfolge/index.js';
import type { Dictionary } from '../../shared/i18n.js';
import type { Lang } from '../../../text/lang.js';
import { THRONFOLGE_PREVIEW } from './preview.js';

export interface ThronfolgeMessagesTexts {
  mustTake: string;
  notYourTurn: string;
  /** Any other refusal: the engine's (English) reason where the screen is English. */
  moveRefused: (engineReason: string) => string;
  /** A refused move in words: the refusals a player meets have their own texts. */
  refusal: (r: ThronfolgeRefusal) => string;
}

/** Taking twice, taking from an empty row and playing from an empty hand in the screen's words. */
function refusalWords(r: ThronfolgeRefusal, lang: Lang): string {
  const t = { ...THRONFOLGE_PREVIEW[lang], ...THRONFOLGE_MESSAGES[lang] };
  if (r.code === 'alreadyTaken') return t.takeDone;
  if (r.code === 'rowEmpty') return t.takeRowEmpty;
  if (r.code === 'handEmptyMustTake') return t.mustTake;
  return t.moveRefused(refusalText(r));
}

const en: ThronfolgeMessagesTexts = {
  mustTake: 'Your hand is empty: you must take (t)',
  notYourTurn: 'Not your turn',
  moveRefused: (engineReason) => `Not allowed: ${engineReason}`,
  refusal: (r) => refusalWords(r, 'en'),
};

const de: ThronfolgeMessagesTexts = {
  mustTake: 'Deine Hand ist leer: du musst nehmen (t)',
  notYourTurn: 'Du bist nicht am Zug',
  moveRefused: () => 'Dieser Zug ist nicht erlaubt',
  refusal: (r) => refusalWords(r, 'de'),
};

const fr: ThronfolgeMessagesTexts = {
  mustTake: 'Votre main est vide\u00a0: vous devez prendre (t)',
  notYourTurn: 'Ce n’est pas votre tour',
  moveRefused: () => 'Ce coup n’est pas permis',
  refusal: (r) => refusalWords(r, 'fr'),
};

const nb: ThronfolgeMessagesTexts = {
  mustTake: 'Hånden din er tom: du må ta (t)',
  notYourTurn: 'Det er ikke din tur',
  moveRefused: () => 'Det trekket er ikke lov',
  refusal: (r) => refusalWords(r, 'nb'),
};

export const THRONFOLGE_MESSAGES: Dictionary<ThronfolgeMessagesTexts> = { en, de, fr, nb };
