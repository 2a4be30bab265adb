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

export const SHARED_PRACTICE: Dictionary<SharedPracticeTexts> = { en, de };
