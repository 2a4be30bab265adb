// Regicide: the questions before a whole hand goes (flip a jester, feign death).
import { EN, DE, cards, karten } from './counted.js';
import type { Dictionary } from '../../shared/i18n.js';

export interface RegicideQuestionsTexts {
  confirmFlip: (n: number) => string;
  flipCost: (flipsLeft: number) => string;
  confirmFeign: (n: number) => string;
  feignCost: string;
  confirmKeys: string;
}

const en: RegicideQuestionsTexts = {
  confirmFlip: (n) => `Flip a jester: discard your ${EN.count(n, cards)} and draw a fresh hand?`,
  flipCost: (left) => (left >= 2 ? 'It costs a jester: a win now earns silver at best, not gold.' : 'It is your last jester: a win now earns bronze at best.'),
  confirmFeign: (n) => `Feign death: discard all ${EN.count(n, cards)} instead of covering the attack?`,
  feignCost: 'Your whole hand goes to the discard pile; you start again with no cards.',
  confirmKeys: 'y / Enter: do it    n / Esc: keep the hand',
};

const de: RegicideQuestionsTexts = {
  confirmFlip: (n) => `Narr umdrehen: alle ${DE.count(n, karten)} abwerfen und neu ziehen?`,
  flipCost: (left) => (left >= 2 ? 'Das kostet einen Narren: ein Sieg bringt dann höchstens Silber statt Gold.' : 'Das ist dein letzter Narr: ein Sieg bringt dann höchstens Bronze.'),
  confirmFeign: (n) => `Totstellen: alle ${DE.count(n, karten)} abwerfen statt den Angriff abzuwehren?`,
  feignCost: 'Die ganze Hand kommt auf die Ablage; du stehst danach ohne Karten da.',
  confirmKeys: 'j / Enter: ja    n / Esc: Hand behalten',
};

export const REGICIDE_QUESTIONS: Dictionary<RegicideQuestionsTexts> = { en, de };
