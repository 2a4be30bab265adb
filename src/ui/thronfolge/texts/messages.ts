// Thronfolge: the message line — a refused move in words.
import { cardText } from '../../../core/cards.js';
import type { ThronfolgeRefusal } from '../../../games/thronfolge/index.js';
import type { Dictionary, Lang } from '../../shared/i18n.js';
import { THRONFOLGE_PREVIEW } from './preview.js';

export interface ThronfolgeMessagesTexts {
  mustTake: string;
  notYourTurn: string;
  /** Any other refusal (a bad card, a move of no kind, the game over): why, where the language says it briefly. */
  moveRefused: (r: OtherRefusal) => string;
  /** A refused move in words: the refusals a player meets have their own texts. */
  refusal: (r: ThronfolgeRefusal) => string;
}

/** The refusals without a text of their own. */
type OtherRefusal = Exclude<ThronfolgeRefusal, { code: 'alreadyTaken' | 'rowEmpty' | 'handEmptyMustTake' }>;

/** Taking twice, taking from an empty row and playing from an empty hand in the screen's words. */
function refusalWords(r: ThronfolgeRefusal, lang: Lang): string {
  const t = { ...THRONFOLGE_PREVIEW[lang], ...THRONFOLGE_MESSAGES[lang] };
  if (r.code === 'alreadyTaken') return t.takeDone;
  if (r.code === 'rowEmpty') return t.takeRowEmpty;
  if (r.code === 'handEmptyMustTake') return t.mustTake;
  return t.moveRefused(r);
}

/** Why a move that the screen's keys do not make was refused (a remote table's, a stale one's). */
function englishReason(r: OtherRefusal): string {
  if (r.code === 'notACard') return 'that is not a card';
  if (r.code === 'notInGame') return `${cardText(r.card)} is not one of the 45 Thronfolge cards`;
  if (r.code === 'notInHand') return `${cardText(r.card)} is not in your hand`;
  if (r.code === 'unknownMove') return 'unknown move; expected "play C" or "take"';
  return 'the game is over';
}

const en: ThronfolgeMessagesTexts = {
  mustTake: 'Your hand is empty: you must take (t)',
  notYourTurn: 'Not your turn',
  moveRefused: (r) => `Not allowed: ${englishReason(r)}`,
  refusal: (r) => refusalWords(r, 'en'),
};

const de: ThronfolgeMessagesTexts = {
  mustTake: 'Deine Hand ist leer: du musst nehmen (t)',
  notYourTurn: 'Du bist nicht am Zug',
  moveRefused: () => 'Dieser Zug ist nicht erlaubt',
  refusal: (r) => refusalWords(r, 'de'),
};

export const THRONFOLGE_MESSAGES: Dictionary<ThronfolgeMessagesTexts> = { en, de };
