// Regicide: the event log, one line per event.
import { EN, DE, FR, NB, cards, moves, karten, cartes, coups, kort, trekk, degats } from './counted.js';
import type { Dictionary } from '../../shared/texts-for.js';

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
  eventYield: (name) => `${name} passt`,
  eventFeign: (name, n) => `${name} stellt sich tot und wirft ${DE.count(n, karten)} ab`,
  eventDiscard: (name, cards, total) => `${name} wirft ${cards} ab (${total})`,
  eventFlip: (name, n, left) => `${name} dreht einen Narren um: neue Hand mit ${DE.count(n, karten)} (noch ${left})`,
  eventNext: (name, chosen) => (name === chosen ? `${name} spielt selbst weiter` : `${name} lässt ${chosen} als Nächstes spielen`),
  eventWon: 'Die Burg ist gefallen: gewonnen!',
  eventLost: (name, due) => (due > 0 ? `${name} kann ${due} Schaden nicht abwehren: verloren` : `${name} kann weder spielen noch passen: verloren`),
  eventStart: (name) => `Das Spiel beginnt. ${name} fängt an.`,
  eventResumed: (n) => `Spiel nach ${DE.count(n, { one: '# Zug', other: '# Zügen' })} fortgesetzt.`,
};

const fr: RegicideEventsTexts = {
  eventPlay: (name, cards, effects) => `${name} joue ${cards}\u00a0: ${effects}`,
  effectHeal: (n) => `soigne ${n}`,
  effectDraw: (n) => `pioche ${n}`,
  effectShield: (n) => `bouclier +${n}`,
  effectDamage: (n, doubled) => `inflige ${n}${doubled ? ' (doublé)' : ''}`,
  effectBlocked: (suits) => `${suits} bloqué`,
  eventJester: (name, enemy) => `${name} joue un joker\u00a0: ${enemy} perd son immunité`,
  eventDefeat: (enemy, exact) => (exact ? `${enemy} tombe pile\u00a0: la carte rejoint la taverne` : `${enemy} tombe`),
  eventReveal: (enemy) => `Ennemi suivant\u00a0: ${enemy}`,
  eventAttack: (enemy, name, due) => `${enemy} attaque ${name}\u00a0: ${due} à encaisser`,
  eventYield: (name) => `${name} passe`,
  eventFeign: (name, n) => `${name} simule la mort et défausse ${FR.count(n, cartes)}`,
  eventDiscard: (name, cards, total) => `${name} défausse ${cards} (${total})`,
  eventFlip: (name, n, left) => `${name} retourne un joker\u00a0: nouvelle main de ${FR.count(n, cartes)} (reste ${left})`,
  eventNext: (name, chosen) => (name === chosen ? `${name} rejoue` : `${name} laisse jouer ${chosen}`),
  eventWon: 'Le château est tombé\u00a0: victoire\u00a0!',
  eventLost: (name, due) => (due > 0 ? `${name} ne peut pas encaisser ${FR.count(due, degats)}\u00a0: défaite` : `${name} ne peut ni jouer ni passer\u00a0: défaite`),
  eventStart: (name) => `Début de la partie. ${name} commence.`,
  eventResumed: (n) => `Partie reprise après ${FR.count(n, coups)}.`,
};

const nb: RegicideEventsTexts = {
  eventPlay: (name, cards, effects) => `${name} spiller ${cards}: ${effects}`,
  effectHeal: (n) => `helbreder ${n}`,
  effectDraw: (n) => `trekker ${n}`,
  effectShield: (n) => `skjold +${n}`,
  effectDamage: (n, doubled) => `gir ${n} skade${doubled ? ' (doblet)' : ''}`,
  effectBlocked: (suits) => `${suits} blokkert`,
  eventJester: (name, enemy) => `${name} spiller en narr: ${enemy} mister immuniteten`,
  eventDefeat: (enemy, exact) => (exact ? `${enemy} beseiret på kornet: kortet går til tavernaen` : `${enemy} beseiret`),
  eventReveal: (enemy) => `Neste fiende: ${enemy}`,
  eventAttack: (enemy, name, due) => `${enemy} angriper ${name}: ${due} å dekke`,
  eventYield: (name) => `${name} står over`,
  eventFeign: (name, n) => `${name} spiller død og kaster ${NB.count(n, kort)}`,
  eventDiscard: (name, cards, total) => `${name} kaster ${cards} (${total})`,
  eventFlip: (name, n, left) => `${name} snur en narr: ny hånd med ${NB.count(n, kort)} (${left} igjen)`,
  eventNext: (name, chosen) => (name === chosen ? `${name} spiller videre` : `${name} lar ${chosen} spille nå`),
  eventWon: 'Slottet har falt: seier!',
  eventLost: (name, due) => (due > 0 ? `${name} kan ikke dekke ${due} skade: tap` : `${name} kan verken spille eller stå over: tap`),
  eventStart: (name) => `Spillet begynner. ${name} starter.`,
  eventResumed: (n) => `Spillet fortsetter etter ${NB.count(n, trekk)}.`,
};

export const REGICIDE_EVENTS: Dictionary<RegicideEventsTexts> = { en, de, fr, nb };
