// The hand-over screen between two people at one keyboard.
import type { Dictionary } from '../i18n.js';

export interface SharedHandOverTexts {
  passTo: (name: string) => string;
  pressEnter: string;
  handOverNote: string;
}

const en: SharedHandOverTexts = {
  passTo: (name) => `Pass to ${name}`,
  pressEnter: 'press Enter when only they can see the screen',
  handOverNote: 'Everyone else: look away now.',
};

const de: SharedHandOverTexts = {
  passTo: (name) => `Weitergeben an ${name}`,
  pressEnter: 'Enter drücken, sobald nur diese Person den Bildschirm sieht',
  handOverNote: 'Alle anderen: bitte wegsehen.',
};

export const SHARED_HAND_OVER: Dictionary<SharedHandOverTexts> = { en, de };
