// The quit question.
import type { Dictionary } from '../i18n.js';

export interface SharedQuitTexts {
  quitQuestion: string;
  quitSaved: string;
  /** Quitting before the player's first move: there is no save to continue. */
  quitNotSaved: string;
  quitYesNo: string;
}

const en: SharedQuitTexts = {
  quitQuestion: 'Quit now?',
  quitSaved: 'The game is saved after every move; continue it later with --resume.',
  quitNotSaved: 'Nothing is saved yet: a game is saved from your first move on.',
  quitYesNo: 'y / Enter: quit    n / Esc: keep playing',
};

const de: SharedQuitTexts = {
  quitQuestion: 'Jetzt beenden?',
  quitSaved: 'Das Spiel wird nach jedem Zug gespeichert; später mit --resume fortsetzen.',
  quitNotSaved: 'Noch ist nichts gespeichert: Gespeichert wird ab deinem ersten Zug.',
  quitYesNo: 'j / Enter: beenden    n / Esc: weiterspielen',
};

const fr: SharedQuitTexts = {
  quitQuestion: 'Quitter maintenant\u00a0?',
  quitSaved: 'La partie est sauvegardée après chaque coup\u00a0; reprenez-la plus tard avec --resume.',
  quitNotSaved: 'Rien n’est encore sauvegardé\u00a0: la sauvegarde commence à votre premier coup.',
  quitYesNo: 'o / Entrée\u00a0: quitter    n / Échap\u00a0: continuer',
};

const nb: SharedQuitTexts = {
  quitQuestion: 'Avslutte nå?',
  quitSaved: 'Spillet lagres etter hvert trekk; fortsett senere med --resume.',
  quitNotSaved: 'Ingenting er lagret ennå: spillet lagres fra ditt første trekk.',
  quitYesNo: 'j / Enter: avslutt    n / Esc: spill videre',
};

export const SHARED_QUIT: Dictionary<SharedQuitTexts> = { en, de, fr, nb };
