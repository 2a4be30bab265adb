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

const fr: SharedHandOverTexts = {
  passTo: (name) => `Passez la main\u00a0: ${name}`,
  pressEnter: 'appuyez sur Entrée quand cette personne est seule à voir l’écran',
  handOverNote: 'Tous les autres\u00a0: regardez ailleurs.',
};

const nb: SharedHandOverTexts = {
  passTo: (name) => `Gi videre til ${name}`,
  pressEnter: 'trykk Enter når bare denne personen ser skjermen',
  handOverNote: 'Alle andre: se bort nå.',
};

export const SHARED_HAND_OVER: Dictionary<SharedHandOverTexts> = { en, de, fr, nb };
