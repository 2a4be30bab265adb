// The question before the first hint or undo of a game, which makes it practice.
import type { Dictionary } from '../i18n.js';

export interface SharedPracticeTexts {
  /** The first hint or undo of a game asks whether to make it a practice game. */
  practiceQuestion: (kind: 'hint' | 'undo') => string;
  /** `medal`: a win of this game would earn a medal (solo Regicide). */
  practiceCost: (medal: boolean) => string;
  practiceKeys: string;
}

const en: SharedPracticeTexts = {
  practiceQuestion: (kind) => (kind === 'hint' ? 'Ask for a hint?' : 'Take back your move?'),
  practiceCost: (medal) => `The game then counts as practice: ${medal ? 'a win earns no medal, and ' : ''}the statistics count it apart. After a yes, hints and undo ask no more.`,
  practiceKeys: 'y / Enter: yes    n / Esc: no',
};

const de: SharedPracticeTexts = {
  practiceQuestion: (kind) => (kind === 'hint' ? 'Einen Tipp holen?' : 'Deinen Zug zurücknehmen?'),
  practiceCost: (medal) => `Das Spiel zählt dann als Übung: ${medal ? 'ein Sieg bringt keine Medaille, und ' : ''}die Statistik führt es getrennt. Nach einem Ja fragen Tipp und Rücknahme nicht mehr.`,
  practiceKeys: 'j / Enter: ja    n / Esc: nein',
};

const fr: SharedPracticeTexts = {
  practiceQuestion: (kind) => (kind === 'hint' ? 'Demander un conseil\u00a0?' : 'Reprendre votre coup\u00a0?'),
  practiceCost: (medal) =>
    `La partie comptera alors comme entraînement\u00a0: ${medal ? 'une victoire ne rapportera aucune médaille, et ' : ''}les statistiques la compteront à part. Après un oui, la question ne sera plus posée.`,
  practiceKeys: 'o / Entrée\u00a0: oui    n / Échap\u00a0: non',
};

const nb: SharedPracticeTexts = {
  practiceQuestion: (kind) => (kind === 'hint' ? 'Be om et tips?' : 'Angre trekket ditt?'),
  practiceCost: (medal) => `Spillet teller da som øving: ${medal ? 'en seier gir ingen medalje, og ' : ''}statistikken teller det for seg. Etter et ja spør ikke tips og angring mer.`,
  practiceKeys: 'j / Enter: ja    n / Esc: nei',
};

export const SHARED_PRACTICE: Dictionary<SharedPracticeTexts> = { en, de, fr, nb };
