// Thronfolge: the preview under the hand — what a take would get, what a play leaves within reach.
import { enNum, deNum, frNum, nbNum, moves } from './counted.js';
import type { Dictionary } from '../../shared/i18n.js';

export interface ThronfolgePreviewTexts {
  scoreMove: (name: string, before: number, after: number) => string;
  takePreview: (cards: string, moves: string) => string;
  takeWins: (cards: string) => string;
  takeEmpty: (moves: string) => string;
  takeDone: string;
  takeRowEmpty: string;
  playPreview: (card: string, name: string, cards: string) => string;
  playThenScores: (moves: string) => string;
  playGivesCrowns: (name: string) => string;
  /** `lastRound`: there is no next round to take it in. */
  playSafe: (card: string, name: string, lastRound: boolean) => string;
}

const en: ThronfolgePreviewTexts = {
  scoreMove: (name, before, after) => `${name} ${enNum.num(before)}→${enNum.num(after)} (${enNum.change(after - before)})`,
  takePreview: (cards, moves) => `t take ${cards}: ${moves}`,
  takeWins: (cards) => `t take ${cards}: all three crowns — you win at once!`,
  takeEmpty: (moves) => `t take: the row is empty, you get nothing (${moves})`,
  takeDone: 't: you have taken this round — play a card',
  takeRowEmpty: 't: the row is empty, there is nothing to take',
  playPreview: (card, name, cards) => `Enter play ${card}: ${name} could then take ${cards}`,
  playThenScores: (moves) => `   if they do: ${moves}`,
  playGivesCrowns: (name) => `   that would give ${name} all three crowns and the game!`,
  playSafe: (card, name, lastRound) =>
    `Enter play ${card}: ${name} has taken this round${lastRound ? ', the last one, and cannot take it any more' : ' and cannot take it before the next'}`,
};

const de: ThronfolgePreviewTexts = {
  scoreMove: (name, before, after) => `${name} ${deNum.num(before)}→${deNum.num(after)} (${deNum.change(after - before)})`,
  takePreview: (cards, moves) => `t nimmt ${cards}: ${moves}`,
  takeWins: (cards) => `t nimmt ${cards}: alle drei Kronen — du gewinnst sofort!`,
  takeEmpty: (moves) => `t nimmt: die Reihe ist leer, du bekommst nichts (${moves})`,
  takeDone: 't: du hast diese Runde schon genommen — spiele eine Karte',
  takeRowEmpty: 't: die Reihe ist leer, es gibt nichts zu nehmen',
  playPreview: (card, name, cards) => `Enter spielt ${card}: ${name} könnte dann ${cards} nehmen`,
  playThenScores: (moves) => `   falls ja: ${moves}`,
  playGivesCrowns: (name) => `   damit hätte ${name} alle drei Kronen und gewinnt!`,
  playSafe: (card, name, lastRound) => `Enter spielt ${card}: ${name} hat schon genommen (${lastRound ? 'letzte Runde: nicht mehr' : 'erst nächste Runde wieder'})`,
};

const fr: ThronfolgePreviewTexts = {
  scoreMove: (name, before, after) => `${name} ${frNum.num(before)}→${frNum.num(after)} (${frNum.change(after - before)})`,
  takePreview: (cards, moves) => `t prend ${cards}\u00a0: ${moves}`,
  takeWins: (cards) => `t prend ${cards}\u00a0: les trois couronnes — vous gagnez aussitôt\u00a0!`,
  takeEmpty: (moves) => `t prend\u00a0: la rangée est vide, vous n’obtenez rien (${moves})`,
  takeDone: 't\u00a0: vous avez déjà pris cette manche — jouez une carte',
  takeRowEmpty: 't\u00a0: la rangée est vide, il n’y a rien à prendre',
  playPreview: (card, name, cards) => `Entrée joue ${card}\u00a0: ${name} pourrait alors prendre ${cards}`,
  playThenScores: (moves) => `   si c’est le cas\u00a0: ${moves}`,
  playGivesCrowns: (name) => `   ${name} aurait alors les trois couronnes et la partie\u00a0!`,
  playSafe: (card, name, lastRound) =>
    `Entrée joue ${card}\u00a0: ${name} a déjà pris cette manche${lastRound ? ', la dernière, et ne peut plus la prendre' : ' et ne peut pas la prendre avant la suivante'}`,
};

const nb: ThronfolgePreviewTexts = {
  scoreMove: (name, before, after) => `${name} ${nbNum.num(before)}→${nbNum.num(after)} (${nbNum.change(after - before)})`,
  takePreview: (cards, moves) => `t tar ${cards}: ${moves}`,
  takeWins: (cards) => `t tar ${cards}: alle tre kronene — du vinner straks!`,
  takeEmpty: (moves) => `t tar: rekken er tom, du får ingenting (${moves})`,
  takeDone: 't: du har tatt denne runden — spill et kort',
  takeRowEmpty: 't: rekken er tom, det er ingenting å ta',
  playPreview: (card, name, cards) => `Enter spiller ${card}: ${name} kan da ta ${cards}`,
  playThenScores: (moves) => `   gjør de det: ${moves}`,
  playGivesCrowns: (name) => `   det ville gitt ${name} alle tre kronene og spillet!`,
  playSafe: (card, name, lastRound) =>
    `Enter spiller ${card}: ${name} har tatt denne runden${lastRound ? ', den siste, og kan ikke ta det mer' : ' og kan ikke ta det før neste'}`,
};

export const THRONFOLGE_PREVIEW: Dictionary<ThronfolgePreviewTexts> = { en, de, fr, nb };
