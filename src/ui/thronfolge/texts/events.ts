// Thronfolge: the event log, one line per event.
import { EN, DE, FR, NB, enNum, deNum, frNum, nbNum, moves, coups, trekk, scoreDe, scoreFr, scoreNb } from './counted.js';
import type { Dictionary } from '../../shared/texts-for.js';

export interface ThronfolgeEventsTexts {
  eventStart: (name: string, coinToss: boolean, opponent: string | null) => string;
  eventResumed: (moves: number) => string;
  eventPlay: (name: string, card: string) => string;
  eventTake: (name: string, cards: string, before: number, after: number) => string;
  eventTakeNothing: (name: string) => string;
  eventRound: (round: number, name: string) => string;
  eventCrowns: (name: string) => string;
  eventFinal: (a: number, b: number) => string;
}

const en: ThronfolgeEventsTexts = {
  eventStart: (name, coin, opp) => `The duel begins${opp ? ` against the ${opp}` : ''}. ${name} starts${coin ? ' (coin toss)' : ''}.`,
  eventResumed: (n) => `Duel resumed after ${EN.count(n, moves)}.`,
  eventPlay: (name, card) => `${name} plays ${card}`,
  eventTake: (name, cards, before, after) => `${name} takes ${cards} (${before}→${after})`,
  eventTakeNothing: (name) => `${name} takes from the empty row: nothing`,
  eventRound: (r, name) => `Round ${r}: five new cards each; ${name} starts.`,
  eventCrowns: (name) => `${name} holds all three crowns and wins!`,
  eventFinal: (a, b) => `The draw pile is empty: final score ${enNum.num(a)} : ${enNum.num(b)}.`,
};

const de: ThronfolgeEventsTexts = {
  eventStart: (name, coin, opp) => `Das Duell beginnt${opp ? ` gegen ${opp}` : ''}. ${name} fängt an${coin ? ' (Münzwurf)' : ''}.`,
  eventResumed: (n) => `Duell nach ${DE.count(n, { one: '# Zug', other: '# Zügen' })} fortgesetzt.`,
  eventPlay: (name, card) => `${name} spielt ${card}`,
  eventTake: (name, cards, before, after) => `${name} nimmt ${cards} (${before}→${after})`,
  eventTakeNothing: (name) => `${name} nimmt aus der leeren Reihe: nichts`,
  eventRound: (r, name) => `Runde ${r}: je fünf neue Karten; ${name} fängt an.`,
  eventCrowns: (name) => `${name} hat alle drei Kronen und gewinnt!`,
  eventFinal: (a, b) => `Der Nachziehstapel ist leer: Endstand ${scoreDe(deNum.num(a), deNum.num(b))}.`,
};

const fr: ThronfolgeEventsTexts = {
  eventStart: (name, coin, opp) => `Le duel s’engage${opp ? ` contre ${opp}` : ''}. ${name} commence${coin ? ' (pile ou face)' : ''}.`,
  eventResumed: (n) => `Duel repris après ${FR.count(n, coups)}.`,
  eventPlay: (name, card) => `${name} joue ${card}`,
  eventTake: (name, cards, before, after) => `${name} prend ${cards} (${before}→${after})`,
  eventTakeNothing: (name) => `${name} prend dans la rangée vide\u00a0: rien`,
  eventRound: (r, name) => `Manche ${r}\u00a0: cinq nouvelles cartes chacun\u00a0; ${name} commence.`,
  eventCrowns: (name) => `${name} réunit les trois couronnes et gagne\u00a0!`,
  eventFinal: (a, b) => `La pioche est vide\u00a0: score final ${scoreFr(frNum.num(a), frNum.num(b))}.`,
};

const nb: ThronfolgeEventsTexts = {
  eventStart: (name, coin, opp) => `Duellen begynner${opp ? ` mot ${opp}` : ''}. ${name} starter${coin ? ' (myntkast)' : ''}.`,
  eventResumed: (n) => `Duellen fortsetter etter ${NB.count(n, trekk)}.`,
  eventPlay: (name, card) => `${name} spiller ${card}`,
  eventTake: (name, cards, before, after) => `${name} tar ${cards} (${before}→${after})`,
  eventTakeNothing: (name) => `${name} tar fra den tomme rekken: ingenting`,
  eventRound: (r, name) => `Runde ${r}: fem nye kort hver; ${name} starter.`,
  eventCrowns: (name) => `${name} har alle tre kronene og vinner!`,
  eventFinal: (a, b) => `Trekkbunken er tom: sluttstilling ${scoreNb(nbNum.num(a), nbNum.num(b))}.`,
};

export const THRONFOLGE_EVENTS: Dictionary<ThronfolgeEventsTexts> = { en, de, fr, nb };
