// The size guard: what a terminal too small for the game shows, and its quit question.
import type { Dictionary } from '../i18n.js';

export interface SharedSizeGuardTexts {
  enlarge: (cols: number, rows: number, needCols: number, needRows: number) => string;
  enlargeNote: string;
  enlargeQuit: string;
  enlargeQuitUnsaved: string;
  quitAsk: string;
}

const en: SharedSizeGuardTexts = {
  enlarge: (c, r, nc, nr) => `The terminal is ${c}×${r}; please enlarge it to at least ${nc}×${nr}.`,
  enlargeNote: 'The game waits and goes on as soon as it fits.',
  enlargeQuit: 'q quits (the game stays saved).',
  enlargeQuitUnsaved: 'q quits (nothing is saved before your first move).',
  quitAsk: 'Quit now? y / Enter: quit    n / Esc: wait',
};

const de: SharedSizeGuardTexts = {
  enlarge: (c, r, nc, nr) => `Das Terminal hat ${c}×${r} Zeichen; bitte auf mindestens ${nc}×${nr} vergrößern.`,
  enlargeNote: 'Das Spiel wartet und geht weiter, sobald es passt.',
  enlargeQuit: 'q beendet (das Spiel bleibt gespeichert).',
  enlargeQuitUnsaved: 'q beendet (vor deinem ersten Zug ist nichts gespeichert).',
  quitAsk: 'Jetzt beenden? j / Enter: beenden    n / Esc: warten',
};

const fr: SharedSizeGuardTexts = {
  enlarge: (c, r, nc, nr) => `Le terminal fait ${c}×${r}\u00a0; agrandissez-le à au moins ${nc}×${nr}.`,
  enlargeNote: 'La partie attend et reprend dès qu’elle tient à l’écran.',
  enlargeQuit: 'q quitte (la partie reste sauvegardée).',
  enlargeQuitUnsaved: 'q quitte (rien n’est sauvegardé avant votre premier coup).',
  quitAsk: 'Quitter maintenant\u00a0? o / Entrée\u00a0: quitter    n / Échap\u00a0: attendre',
};

const nb: SharedSizeGuardTexts = {
  enlarge: (c, r, nc, nr) => `Terminalen er ${c}×${r}; gjør den minst ${nc}×${nr}.`,
  enlargeNote: 'Spillet venter og fortsetter så snart det får plass.',
  enlargeQuit: 'q avslutter (spillet forblir lagret).',
  enlargeQuitUnsaved: 'q avslutter (ingenting er lagret før ditt første trekk).',
  quitAsk: 'Avslutte nå? j / Enter: avslutt    n / Esc: vent',
};

export const SHARED_SIZE_GUARD: Dictionary<SharedSizeGuardTexts> = { en, de, fr, nb };
