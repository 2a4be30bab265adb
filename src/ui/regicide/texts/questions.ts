// Regicide: the questions before a whole hand goes (flip a jester, feign death).
import { EN, DE, FR, NB, cards, karten, cartes, kort } from './counted.js';
import type { Dictionary } from '../../shared/texts-for.js';

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
  confirmFlip: (n) => `Narr umdrehen: ${DE.count(n, { one: 'deine Karte', other: 'alle # Karten' })} abwerfen und neu ziehen?`,
  flipCost: (left) => (left >= 2 ? 'Das kostet einen Narren: ein Sieg bringt dann höchstens Silber statt Gold.' : 'Das ist dein letzter Narr: ein Sieg bringt dann höchstens Bronze.'),
  confirmFeign: (n) => `Totstellen: ${DE.count(n, { one: 'deine Karte', other: 'alle # Karten' })} abwerfen, statt den Angriff abzuwehren?`,
  feignCost: 'Die ganze Hand kommt auf die Ablage; du stehst danach ohne Karten da.',
  confirmKeys: 'j / Enter: ja    n / Esc: Hand behalten',
};

const fr: RegicideQuestionsTexts = {
  confirmFlip: (n) => `Retourner un joker\u00a0: défausser ${FR.count(n, { one: 'votre carte', other: 'vos # cartes' })} et piocher une nouvelle main\u00a0?`,
  flipCost: (left) =>
    left >= 2 ? 'Cela coûte un joker\u00a0: une victoire ne vaudra plus que l’argent au mieux, pas l’or.' : 'C’est votre dernier joker\u00a0: une victoire ne vaudra plus que le bronze au mieux.',
  confirmFeign: (n) => `Simuler la mort\u00a0: défausser ${FR.count(n, { one: 'votre carte', other: 'vos # cartes' })} au lieu d’encaisser l’attaque\u00a0?`,
  feignCost: 'Toute votre main part à la défausse\u00a0; vous repartez sans aucune carte.',
  confirmKeys: 'o / Entrée\u00a0: oui    n / Échap\u00a0: garder la main',
};

const nb: RegicideQuestionsTexts = {
  confirmFlip: (n) => `Snu en narr: kaste ${NB.count(n, { one: 'kortet ditt', other: 'alle # kort' })} og trekke en ny hånd?`,
  flipCost: (left) => (left >= 2 ? 'Det koster en narr: en seier gir da høyst sølv, ikke gull.' : 'Det er din siste narr: en seier gir da høyst bronse.'),
  confirmFeign: (n) => `Spille død: kaste ${NB.count(n, { one: 'kortet ditt', other: 'alle # kort' })} i stedet for å dekke angrepet?`,
  feignCost: 'Hele hånden går til kastebunken; du står igjen uten kort.',
  confirmKeys: 'j / Enter: ja    n / Esc: behold hånden',
};

export const REGICIDE_QUESTIONS: Dictionary<RegicideQuestionsTexts> = { en, de, fr, nb };
