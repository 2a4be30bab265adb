// Thronfolge: the event log, one line per event.
import { EN, DE, enNum, deNum, moves } from './counted.js';
import type { Dictionary } from '../../shared/i18n.js';

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
  eventFinal: (a, b) => `Der Nachziehstapel ist leer: Endstand ${deNum.num(a)} : ${deNum.num(b)}.`,
};

export const THRONFOLGE_EVENTS: Dictionary<ThronfolgeEventsTexts> = { en, de };
