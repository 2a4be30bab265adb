// Punctuation that a language sets its own way where a screen joins a label to what it labels:
// French puts a no-break space before a colon (as before ; ! ? and inside « »), the others none.
// Joined into every screen's texts (shared and both games), as the words around it are.
import type { Dictionary } from '../i18n.js';

export interface SharedPunctuationTexts {
  /** `label` with its colon and the space after it, ready for what it labels ("Seat 2: "). */
  labelled: (label: string) => string;
}

const en: SharedPunctuationTexts = { labelled: (label) => `${label}: ` };

const de: SharedPunctuationTexts = { labelled: (label) => `${label}: ` };

const fr: SharedPunctuationTexts = { labelled: (label) => `${label}\u00a0: ` };

const nb: SharedPunctuationTexts = { labelled: (label) => `${label}: ` };

export const SHARED_PUNCTUATION: Dictionary<SharedPunctuationTexts> = { en, de, fr, nb };
