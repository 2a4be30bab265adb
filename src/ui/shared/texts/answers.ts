// How a yes/no question is answered by one key in each language: y works everywhere (it is what
// the key hints say in English), and a language may add its own word's first letter.
import type { Dictionary } from '../i18n.js';

export interface SharedAnswersTexts {
  /** Letters that answer "yes" (Enter does too; n and Esc say no). */
  yes: readonly string[];
  /** The answer written out after a one-key question on the terminal. */
  yesWord: string;
  noWord: string;
}

const en: SharedAnswersTexts = { yes: ['y'], yesWord: 'yes', noWord: 'no' };

const de: SharedAnswersTexts = { yes: ['y', 'j'], yesWord: 'ja', noWord: 'nein' };

const fr: SharedAnswersTexts = { yes: ['y', 'o'], yesWord: 'oui', noWord: 'non' };

const nb: SharedAnswersTexts = { yes: ['y', 'j'], yesWord: 'ja', noWord: 'nei' };

export const SHARED_ANSWERS: Dictionary<SharedAnswersTexts> = { en, de, fr, nb };
