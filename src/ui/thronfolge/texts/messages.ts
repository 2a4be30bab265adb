// Thronfolge: the message line — a refused move in words.
import { cardText } from '../../../core/cards.js';
import type { ThronfolgeRefusal } from '../../../games/thronfolge/index.js';
import type { Dictionary } from '../../shared/texts-for.js';
import type { Lang } from '../../../text/lang.js';
import { THRONFOLGE_PREVIEW } from './preview.js';

/** The refusals without a text of their own. */
export type OtherRefusal = Exclude<ThronfolgeRefusal, { code: 'alreadyTaken' | 'rowEmpty' | 'handEmptyMustTake' }>;

export interface ThronfolgeMessagesTexts {
  mustTake: string;
  notYourTurn: string;
  /** Any other refusal (a bad card, a move of no kind, the game over): why, where the language says it briefly. */
  moveRefused: (r: OtherRefusal) => string;
  /** A refused move in words: the refusals a player meets have their own texts. */
  refusal: (r: ThronfolgeRefusal) => string;
}

/** Taking twice, taking from an empty row and playing from an empty hand in the screen's words. */
function refusalWords(r: ThronfolgeRefusal, lang: Lang): string {
  const t = { ...THRONFOLGE_PREVIEW[lang], ...THRONFOLGE_MESSAGES[lang] };
  if (r.code === 'alreadyTaken') return t.takeDone;
  if (r.code === 'rowEmpty') return t.takeRowEmpty;
  if (r.code === 'handEmptyMustTake') return t.mustTake;
  return t.moveRefused(r);
}

/**
 * Why a move that the screen's keys do not make was refused (a remote table's, a stale one's),
 * one text per code; a card is written in the notation, as it was sent.
 */
type Reasons = { [C in OtherRefusal['code']]: (r: Extract<OtherRefusal, { code: C }>) => string };
const reasonOf = (reasons: Reasons, r: OtherRefusal): string => (reasons[r.code] as (r: OtherRefusal) => string)(r);

const EN_REASONS: Reasons = {
  notACard: () => 'that is not a card',
  notInGame: (r) => `${cardText(r.card)} is not one of the 45 Thronfolge cards`,
  notInHand: (r) => `${cardText(r.card)} is not in your hand`,
  unknownMove: () => 'unknown move; expected "play C" or "take"',
  gameOver: () => 'the game is over',
};

const FR_REASONS: Reasons = {
  notACard: () => 'ce n’est pas une carte',
  notInGame: (r) => `${cardText(r.card)} ne fait pas partie des 45 cartes de Thronfolge`,
  notInHand: (r) => `${cardText(r.card)} n’est pas dans votre main`,
  unknownMove: () => 'coup inconnu\u00a0; on attend «\u00a0play C\u00a0» ou «\u00a0take\u00a0»',
  gameOver: () => 'la partie est terminée',
};

const DE_REASONS: Reasons = {
  notACard: () => 'das ist keine Karte',
  notInGame: (r) => `${cardText(r.card)} gehört nicht zu den 45 Karten von Thronfolge`,
  notInHand: (r) => `${cardText(r.card)} ist nicht auf deiner Hand`,
  unknownMove: () => 'unbekannter Zug; erwartet wird „play C“ oder „take“',
  gameOver: () => 'das Spiel ist vorbei',
};

const NB_REASONS: Reasons = {
  notACard: () => 'det er ikke et kort',
  notInGame: (r) => `${cardText(r.card)} er ikke ett av de 45 kortene i Thronfolge`,
  notInHand: (r) => `${cardText(r.card)} er ikke på hånden din`,
  unknownMove: () => 'ukjent trekk; forventet «play C» eller «take»',
  gameOver: () => 'spillet er over',
};

const en: ThronfolgeMessagesTexts = {
  mustTake: 'Your hand is empty: you must take (t)',
  notYourTurn: 'Not your turn',
  moveRefused: (r) => `Not allowed: ${reasonOf(EN_REASONS, r)}`,
  refusal: (r) => refusalWords(r, 'en'),
};

const de: ThronfolgeMessagesTexts = {
  mustTake: 'Deine Hand ist leer: du musst nehmen (t)',
  notYourTurn: 'Du bist nicht am Zug',
  moveRefused: (r) => `Nicht erlaubt: ${reasonOf(DE_REASONS, r)}`,
  refusal: (r) => refusalWords(r, 'de'),
};

const fr: ThronfolgeMessagesTexts = {
  mustTake: 'Votre main est vide\u00a0: vous devez prendre (t)',
  notYourTurn: 'Ce n’est pas votre tour',
  moveRefused: (r) => `Coup refusé\u00a0: ${reasonOf(FR_REASONS, r)}`,
  refusal: (r) => refusalWords(r, 'fr'),
};

const nb: ThronfolgeMessagesTexts = {
  mustTake: 'Hånden din er tom: du må ta (t)',
  notYourTurn: 'Det er ikke din tur',
  moveRefused: (r) => `Ikke lov: ${reasonOf(NB_REASONS, r)}`,
  refusal: (r) => refusalWords(r, 'nb'),
};

export const THRONFOLGE_MESSAGES: Dictionary<ThronfolgeMessagesTexts> = { en, de, fr, nb };
