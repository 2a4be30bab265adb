// Regicide: the end screen (result, medal, how far the players got, the replay command, the keys).
import type { Dictionary } from '../../shared/texts-for.js';
import type { RegicideEndKeyId } from '../end-keymap.js';

export interface RegicideEndTexts {
  victory: string;
  defeat: string;
  medal: (medal: 'gold' | 'silver' | 'bronze') => string;
  enemiesDefeated: (n: number, of: number) => string;
  logSaved: (path: string) => string;
  replayWith: string;
  endKeys: string;
  /** The same keys for a narrow terminal. */
  endKeysShort: string;
  /** At a networked table, where no next game starts from the end screen. */
  endKeysLeave: string;
  /** After a lost game: the key that asks the solver. */
  endKeyAnalyze: string;
  /** The end screen's line with the seed and the variants played. */
  endSeed: (seed: string, variants: readonly string[]) => string;
  /** The practice mark; only a solo game has a medal to lose. */
  practiceGame: (solo: boolean) => string;
  practiceShort: (solo: boolean) => string;
  /** The end screen's keys in the help and the README. */
  endKeyHelp: Record<RegicideEndKeyId, readonly [string, string]>;
}

const en: RegicideEndTexts = {
  victory: 'Victory! The castle has fallen.',
  defeat: 'Defeat.',
  medal: (m) => ({ gold: 'Gold medal (no jester flipped)', silver: 'Silver medal (one jester flipped)', bronze: 'Bronze medal (both jesters flipped)' })[m],
  enemiesDefeated: (n, of) => `Enemies defeated: ${n} of ${of}`,
  logSaved: (path) => `Game log: ${path}`,
  replayWith: 'Watch it again with:',
  endKeys: 'r retry this deal · p play again (new seed) · n new game · q/Enter leave',
  endKeysShort: 'r retry · p play again · n new game · q leave',
  endKeysLeave: 'q/Enter leave',
  endKeyAnalyze: 'a: could this deal have been won?',
  endSeed: (seed, variants) => `Seed ${seed} · variants: ${variants.length ? variants.join(', ') : 'none'}`,
  practiceGame: (solo) => `Practice game (undo or hints used): ${solo ? 'no medal, ' : ''}counted apart in stats`,
  practiceShort: (solo) => (solo ? 'practice game, no medal' : 'practice game'),
  endKeyHelp: {
    endAgain: ['p', 'play again: the same options with a new seed'],
    endRetry: ['r', 'retry this deal: the same seed, options and bots (marked as a retry)'],
    endNew: ['n', 'new game: solo, no variants, a new seed'],
    endAnalyze: ['a', 'after a lost game: could this deal have been won? (the solver, as regicide analyze does)'],
    endLeave: ['q / Enter / Esc', 'leave'],
  },
};

const de: RegicideEndTexts = {
  victory: 'Gewonnen! Die Burg ist gefallen.',
  defeat: 'Verloren.',
  medal: (m) => ({ gold: 'Goldmedaille (kein Narr umgedreht)', silver: 'Silbermedaille (ein Narr umgedreht)', bronze: 'Bronzemedaille (beide Narren umgedreht)' })[m],
  enemiesDefeated: (n, of) => `Besiegte Gegner: ${n} von ${of}`,
  logSaved: (path) => `Spielprotokoll: ${path}`,
  replayWith: 'Noch einmal ansehen mit:',
  endKeys: 'r dieses Blatt noch mal · p noch mal (neuer Seed) · n neues Spiel · q/Enter beenden',
  endKeysShort: 'r noch mal · p neuer Seed · n neues Spiel · q beenden',
  endKeysLeave: 'q/Enter beenden',
  endKeyAnalyze: 'a: War dieses Blatt zu gewinnen?',
  endSeed: (seed, variants) => `Seed ${seed} · Varianten: ${variants.length ? variants.join(', ') : 'keine'}`,
  practiceGame: (solo) => `Übungsspiel (Rücknahme oder Tipps genutzt): ${solo ? 'keine Medaille, ' : ''}getrennt gezählt`,
  practiceShort: (solo) => (solo ? 'Übungsspiel, keine Medaille' : 'Übungsspiel'),
  endKeyHelp: {
    endAgain: ['p', 'noch mal: dieselben Optionen mit neuem Seed'],
    endRetry: ['r', 'dieses Blatt noch mal: derselbe Seed, dieselben Optionen und Bots (als Wiederholung markiert)'],
    endNew: ['n', 'neues Spiel: Solo, keine Varianten, neuer Seed'],
    endAnalyze: ['a', 'nach einer Niederlage: War dieses Blatt zu gewinnen? (der Solver, wie regicide analyze)'],
    endLeave: ['q / Enter / Esc', 'beenden'],
  },
};

const fr: RegicideEndTexts = {
  victory: 'Victoire\u00a0! Le château est tombé.',
  defeat: 'Défaite.',
  medal: (m) => ({ gold: 'Médaille d’or (aucun joker retourné)', silver: 'Médaille d’argent (un joker retourné)', bronze: 'Médaille de bronze (deux jokers retournés)' })[m],
  enemiesDefeated: (n, of) => `Ennemis vaincus\u00a0: ${n} sur ${of}`,
  logSaved: (path) => `Journal de la partie\u00a0: ${path}`,
  replayWith: 'À revoir avec\u00a0:',
  endKeys: 'r même donne · p rejouer (autre graine) · n nouvelle partie · q/Entrée quitter',
  endKeysShort: 'r même donne · p rejouer · n nouvelle · q quitter',
  endKeysLeave: 'q/Entrée quitter',
  endKeyAnalyze: 'a\u00a0: cette donne pouvait-elle être gagnée\u00a0?',
  endSeed: (seed, variants) => `Graine ${seed} · variantes\u00a0: ${variants.length ? variants.join(', ') : 'aucune'}`,
  practiceGame: (solo) => `Partie d’entraînement (annulation ou conseils)\u00a0: ${solo ? 'pas de médaille, ' : ''}comptée à part`,
  practiceShort: (solo) => (solo ? 'entraînement, pas de médaille' : 'entraînement'),
  endKeyHelp: {
    endAgain: ['p', 'rejouer\u00a0: les mêmes options avec une nouvelle graine'],
    endRetry: ['r', 'rejouer cette donne\u00a0: même graine, mêmes options et mêmes bots (marquée comme nouvel essai)'],
    endNew: ['n', 'nouvelle partie\u00a0: en solo, sans variante, avec une nouvelle graine'],
    endAnalyze: ['a', 'après une défaite\u00a0: cette donne pouvait-elle être gagnée\u00a0? (le solveur, comme regicide analyze)'],
    endLeave: ['q / Entrée / Échap', 'quitter'],
  },
};

const nb: RegicideEndTexts = {
  victory: 'Seier! Slottet har falt.',
  defeat: 'Tap.',
  medal: (m) => ({ gold: 'Gullmedalje (ingen narr snudd)', silver: 'Sølvmedalje (én narr snudd)', bronze: 'Bronsemedalje (begge narrene snudd)' })[m],
  enemiesDefeated: (n, of) => `Fiender beseiret: ${n} av ${of}`,
  logSaved: (path) => `Spillogg: ${path}`,
  replayWith: 'Se det igjen med:',
  endKeys: 'r samme giv igjen · p spill igjen (nytt frø) · n nytt spill · q/Enter avslutt',
  endKeysShort: 'r samme giv · p spill igjen · n nytt spill · q avslutt',
  endKeysLeave: 'q/Enter avslutt',
  endKeyAnalyze: 'a: kunne denne given vært vunnet?',
  endSeed: (seed, variants) => `Frø ${seed} · varianter: ${variants.length ? variants.join(', ') : 'ingen'}`,
  practiceGame: (solo) => `Øvingsspill (angret eller tips brukt): ${solo ? 'ingen medalje, ' : ''}telles for seg i statistikken`,
  practiceShort: (solo) => (solo ? 'øvingsspill, ingen medalje' : 'øvingsspill'),
  endKeyHelp: {
    endAgain: ['p', 'spill igjen: de samme valgene med et nytt frø'],
    endRetry: ['r', 'samme giv igjen: samme frø, valg og boter (merket som nytt forsøk)'],
    endNew: ['n', 'nytt spill: solo, uten varianter, med et nytt frø'],
    endAnalyze: ['a', 'etter et tap: kunne denne given vært vunnet? (løseren, slik regicide analyze gjør)'],
    endLeave: ['q / Enter / Esc', 'avslutt'],
  },
};

export const REGICIDE_END: Dictionary<RegicideEndTexts> = { en, de, fr, nb };
