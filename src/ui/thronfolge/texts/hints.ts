// Thronfolge: hints (i) and undo (u) on the message line, and a move as the replay names it.
import { EN, DE, FR, NB, moves, trekk } from './counted.js';
import type { Dictionary } from '../../shared/texts-for.js';

export interface ThronfolgeHintsTexts {
  hintThinking: string;
  hintNone: string;
  hintLine: (move: string, why: string) => string;
  hintPlay: (card: string) => string;
  hintTake: string;
  /** A take as the replay stepper names it. */
  moveTake: string;
  undone: (moves: number) => string;
  undoNothing: string;
}

const en: ThronfolgeHintsTexts = {
  hintThinking: 'Hint: thinking…',
  hintNone: 'No hint: it is not your move.',
  hintLine: (move, why) => `Hint: ${move}${why ? ` — ${why}` : ''}`,
  hintPlay: (card) => `play ${card}`,
  hintTake: 'take (t)',
  moveTake: 'take',
  undone: (n) => `Took back ${EN.count(n, moves)}. This game now counts as practice.`,
  undoNothing: 'Nothing to take back.',
};

const de: ThronfolgeHintsTexts = {
  hintThinking: 'Tipp: wird überlegt…',
  hintNone: 'Kein Tipp: du bist nicht am Zug.',
  hintLine: (move, why) => `Tipp: ${move}${why ? ` – ${why}` : ''}`,
  hintPlay: (card) => `${card} spielen`,
  hintTake: 'nehmen (t)',
  moveTake: 'nehmen',
  undone: (n) => `${DE.count(n, { one: '# Zug', other: '# Züge' })} zurückgenommen. Dieses Spiel zählt jetzt als Übung.`,
  undoNothing: 'Nichts zurückzunehmen.',
};

const fr: ThronfolgeHintsTexts = {
  hintThinking: 'Conseil\u00a0: réflexion…',
  hintNone: 'Pas de conseil\u00a0: ce n’est pas à vous de jouer.',
  hintLine: (move, why) => `Conseil\u00a0: ${move}${why ? ` – ${why}` : ''}`,
  hintPlay: (card) => `jouer ${card}`,
  hintTake: 'prendre (t)',
  moveTake: 'prendre',
  undone: (n) => `${FR.count(n, { one: '# coup repris', other: '# coups repris' })}. Cette partie compte désormais comme entraînement.`,
  undoNothing: 'Rien à reprendre.',
};

const nb: ThronfolgeHintsTexts = {
  hintThinking: 'Tips: tenker…',
  hintNone: 'Ingen tips: det er ikke din tur.',
  hintLine: (move, why) => `Tips: ${move}${why ? ` – ${why}` : ''}`,
  hintPlay: (card) => `spill ${card}`,
  hintTake: 'ta (t)',
  moveTake: 'ta',
  undone: (n) => `Angret ${NB.count(n, trekk)}. Dette spillet teller nå som øving.`,
  undoNothing: 'Ingenting å angre.',
};

export const THRONFOLGE_HINTS: Dictionary<ThronfolgeHintsTexts> = { en, de, fr, nb };
