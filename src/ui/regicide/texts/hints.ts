// Regicide: hints (i) and undo (u) on the message line.
import { EN, DE, FR, NB, cards, cartes, degats, karten, kort, moves, trekk } from './counted.js';
import type { Dictionary } from '../../shared/texts-for.js';

export interface RegicideHintsTexts {
  hintThinking: string;
  hintNone: string;
  /** "Hint: play 5♣ 3♣ (≈35% to win) — why" on one line. */
  hintLine: (move: string, why: string, chance: number | null) => string;
  hintMove: (kind: 'play' | 'discard' | 'yield' | 'flip' | 'feign' | 'next', detail: string) => string;
  /** Why a discard: what it covers, and what it keeps (`kept` cards worth `worth`; 0: the whole hand goes). */
  hintDiscardWhy: (due: number, total: number, kept: number, worth: number) => string;
  undone: (moves: number) => string;
  undoNothing: string;
}

const en: RegicideHintsTexts = {
  hintThinking: 'Hint: thinking…',
  hintNone: 'No hint: it is not your move.',
  hintLine: (move, why, chance) => `Hint: ${move}${chance === null ? '' : ` (≈${Math.round(chance * 100)}% to win)`}${why ? ` — ${why}` : ''}`,
  hintMove: (kind, detail) => ({ play: `play ${detail}`, discard: `discard ${detail}`, yield: 'yield', flip: 'flip a jester', feign: 'feign death', next: `let ${detail} play next` })[kind],
  hintDiscardWhy: (due, total, kept, worth) => (kept === 0 ? `covers the ${due} with your whole hand (${total})` : `covers the ${due} with ${total} and keeps ${EN.count(kept, cards)} worth ${worth}`),
  undone: (n) => `Took back ${EN.count(n, moves)}. This game now counts as practice.`,
  undoNothing: 'Nothing to take back.',
};

const de: RegicideHintsTexts = {
  hintThinking: 'Tipp: wird überlegt …',
  hintNone: 'Kein Tipp: du bist nicht am Zug.',
  hintLine: (move, why, chance) => `Tipp: ${move}${chance === null ? '' : ` (≈${Math.round(chance * 100)}\u00a0% Siegchance)`}${why ? ` – ${why}` : ''}`,
  hintMove: (kind, detail) =>
    ({ play: `${detail} spielen`, discard: `${detail} abwerfen`, yield: 'passen', flip: 'einen Narren umdrehen', feign: 'totstellen', next: `${detail} als Nächstes spielen lassen` })[kind],
  hintDiscardWhy: (due, total, kept, worth) =>
    kept === 0 ? `deckt die ${due} mit der ganzen Hand (${total})` : `deckt die ${due} mit ${total} und behält ${DE.count(kept, karten)} im Wert von ${worth}`,
  undone: (n) => `${DE.count(n, { one: '# Zug', other: '# Züge' })} zurückgenommen. Dieses Spiel zählt jetzt als Übung.`,
  undoNothing: 'Nichts zurückzunehmen.',
};

const fr: RegicideHintsTexts = {
  hintThinking: 'Conseil\u00a0: réflexion…',
  hintNone: 'Pas de conseil\u00a0: ce n’est pas à vous de jouer.',
  hintLine: (move, why, chance) => `Conseil\u00a0: ${move}${chance === null ? '' : ` (≈${Math.round(chance * 100)}\u202f% de victoire)`}${why ? ` – ${why}` : ''}`,
  hintMove: (kind, detail) =>
    ({ play: `jouer ${detail}`, discard: `défausser ${detail}`, yield: 'passer', flip: 'retourner un joker', feign: 'simuler la mort', next: `laisser jouer ${detail}` })[kind],
  hintDiscardWhy: (due, total, kept, worth) =>
    kept === 0 ? `encaisse ${FR.count(due, degats)} avec toute la main (${total})` : `encaisse ${FR.count(due, degats)} avec ${total} et garde ${FR.count(kept, cartes)} d’une valeur de ${worth}`,
  undone: (n) => `${FR.count(n, { one: '# coup repris', other: '# coups repris' })}. Cette partie compte désormais comme entraînement.`,
  undoNothing: 'Rien à reprendre.',
};

const nb: RegicideHintsTexts = {
  hintThinking: 'Tips: tenker…',
  hintNone: 'Ingen tips: det er ikke din tur.',
  hintLine: (move, why, chance) => `Tips: ${move}${chance === null ? '' : ` (≈${Math.round(chance * 100)}\u00a0% vinnersjanse)`}${why ? ` – ${why}` : ''}`,
  hintMove: (kind, detail) => ({ play: `spill ${detail}`, discard: `kast ${detail}`, yield: 'stå over', flip: 'snu en narr', feign: 'spill død', next: `la ${detail} spille nå` })[kind],
  hintDiscardWhy: (due, total, kept, worth) => (kept === 0 ? `dekker ${due} med hele hånden (${total})` : `dekker ${due} med ${total} og beholder ${NB.count(kept, kort)} verdt ${worth}`),
  undone: (n) => `Angret ${NB.count(n, trekk)}. Dette spillet teller nå som øving.`,
  undoNothing: 'Ingenting å angre.',
};

export const REGICIDE_HINTS: Dictionary<RegicideHintsTexts> = { en, de, fr, nb };
