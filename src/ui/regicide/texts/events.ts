// Regicide: the event log, one line per event.
import { EN, DE, cards, moves, karten } from './counted.js';
import type { Dictionary } from '../../shared/i18n.js';

export interface RegicideEventsTexts {
  eventPlay: (name: string, cards: string, effects: string) => string;
  effectHeal: (n: number) => string;
  effectDraw: (n: number) => string;
  effectShield: (n: number) => string;
  effectDamage: (n: number, doubled: boolean) => string;
  effectBlocked: (suits: string) => string;
  eventJester: (name: string, enemy: string) => string;
  eventDefeat: (enemy: string, exact: boolean) => string;
  eventReveal: (enemy: string) => string;
  eventAttack: (enemy: string, name: string, due: number) => string;
  eventYield: (name: string) => string;
  eventFeign: (name: string, count: number) => string;
  eventDiscard: (name: string, cards: string, total: number) => string;
  eventFlip: (name: string, count: number, left: number) => string;
  eventNext: (name: string, chosen: string) => string;
  eventWon: string;
  eventLost: (name: string, due: number) => string;
  eventStart: (name: string) => string;
  eventResumed: (moves: number) => string;
}

const en: RegicideEventsTexts = {
  eventPlay: (name, cards, effects) => `${name} plays ${cards}: ${effects}`,
  effectHeal: (n) => `heals ${n}`,
  effectDraw: (n) => `draws ${n}`,
  effectShield: (n) => `shield +${n}`,
  effectDamage: (n, doubled) => `deals ${n}${doubled ? ' (doubled)' : ''}`,
  effectBlocked: (suits) => `${suits} blocked`,
  eventJester: (name, enemy) => `${name} plays a jester: ${enemy} loses its immunity`,
  eventDefeat: (enemy, exact) => (exact ? `${enemy} defeated exactly: it joins the tavern` : `${enemy} defeated`),
  eventReveal: (enemy) => `Next enemy: ${enemy}`,
  eventAttack: (enemy, name, due) => `${enemy} attacks ${name}: ${due} to cover`,
  eventYield: (name) => `${name} yields`,
  eventFeign: (name, n) => `${name} feigns death and discards ${EN.count(n, cards)}`,
  eventDiscard: (name, cards, total) => `${name} discards ${cards} (${total})`,
  eventFlip: (name, n, left) => `${name} flips a jester: a fresh hand of ${n} (${left} left)`,
  eventNext: (name, chosen) => (name === chosen ? `${name} plays on` : `${name} lets ${chosen} play next`),
  eventWon: 'The castle has fallen: victory!',
  eventLost: (name, due) => (due > 0 ? `${name} cannot cover ${due} damage: defeat` : `${name} can neither play nor yield: defeat`),
  eventStart: (name) => `The game begins. ${name} starts.`,
  eventResumed: (n) => `Game resumed after ${EN.count(n, moves)}.`,
};

const de: RegicideEventsTexts = {
  eventPlay: (name, cards, effects) => `${name} spielt ${cards}: ${effects}`,
  effectHeal: (n) => `heilt ${n}`,
  effectDraw: (n) => `zieht ${n}`,
  effectShield: (n) => `Schild +${n}`,
  effectDamage: (n, doubled) => `macht ${n} Schaden${doubled ? ' (verdoppelt)' : ''}`,
  effectBlocked: (suits) => `${suits} blockiert`,
  eventJester: (name, enemy) => `${name} spielt einen Narren: ${enemy} verliert die Immunität`,
  eventDefeat: (enemy, exact) => (exact ? `${enemy} genau besiegt: kommt in die Taverne` : `${enemy} besiegt`),
  eventReveal: (enemy) => `Nächster Gegner: ${enemy}`,
  eventAttack: (enemy, name, due) => `${enemy} greift ${name} an: ${due} abzuwehren`,
  eventYield: (name) => `${name} setzt aus`,
  eventFeign: (name, n) => `${name} stellt sich tot und wirft ${DE.count(n, karten)} ab`,
  eventDiscard: (name, cards, total) => `${name} wirft ${cards} ab (${total})`,
  eventFlip: (name, n, left) => `${name} dreht einen Narren um: neue Hand mit ${n} Karten (noch ${left})`,
  eventNext: (name, chosen) => (name === chosen ? `${name} spielt selbst weiter` : `${name} lässt ${chosen} als Nächstes spielen`),
  eventWon: 'Die Burg ist gefallen: gewonnen!',
  eventLost: (name, due) => (due > 0 ? `${name} kann ${due} Schaden nicht abwehren: verloren` : `${name} kann weder spielen noch aussetzen: verloren`),
  eventStart: (name) => `Das Spiel beginnt. ${name} fängt an.`,
  eventResumed: (n) => `Spiel nach ${DE.count(n, { one: '# Zug', other: '# Zügen' })} fortgesetzt.`,
};

export const REGICIDE_EVENTS: Dictionary<RegicideEventsTexts> = { en, de };
