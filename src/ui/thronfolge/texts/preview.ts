// Thronfolge: the preview under the hand — what a take would get, what a play leaves within reach.
// A line is its key and move ("t take 6♦ J♠") and why ("you 0→8 (+8) · …"); a hint says the why.
import { enNum, deNum, frNum, nbNum } from './counted.js';
import type { Dictionary } from '../../shared/texts-for.js';

export interface ThronfolgePreviewTexts {
  scoreMove: (name: string, before: number, after: number) => string;
  /** One preview line: the key with its move, then what it does. */
  previewLine: (lead: string, why: string) => string;
  /** The take's key, with the cards it gets ('' for none). */
  takeLead: (cards: string) => string;
  takeGain: (moves: string) => string;
  takeWins: string;
  takeEmpty: (moves: string) => string;
  takeDone: string;
  takeRowEmpty: string;
  /** A play's key, with its card. */
  playLead: (card: string) => string;
  playExposes: (name: string, cards: string) => string;
  playThenScores: (moves: string) => string;
  playGivesCrowns: (name: string) => string;
  /** `lastRound`: there is no next round to take it in. */
  playSafe: (name: string, lastRound: boolean) => string;
}

const en: ThronfolgePreviewTexts = {
  scoreMove: (name, before, after) => `${name} ${enNum.num(before)}→${enNum.num(after)} (${enNum.change(after - before)})`,
  previewLine: (lead, why) => `${lead}: ${why}`,
  takeLead: (cards) => (cards ? `t take ${cards}` : 't take'),
  takeGain: (moves) => moves,
  takeWins: 'all three crowns — you win at once!',
  takeEmpty: (moves) => `the row is empty, you get nothing (${moves})`,
  takeDone: 't: you have taken this round — play a card',
  takeRowEmpty: 't: the row is empty, there is nothing to take',
  playLead: (card) => `Enter play ${card}`,
  playExposes: (name, cards) => `${name} could then take ${cards}`,
  playThenScores: (moves) => `   if they do: ${moves}`,
  playGivesCrowns: (name) => `   that would give ${name} all three crowns and the game!`,
  playSafe: (name, lastRound) => `${name} has taken this round${lastRound ? ', the last one, and cannot take it any more' : ' and cannot take it before the next'}`,
};

const de: ThronfolgePreviewTexts = {
  scoreMove: (name, before, after) => `${name} ${deNum.num(before)}→${deNum.num(after)} (${deNum.change(after - before)})`,
  previewLine: (lead, why) => `${lead}: ${why}`,
  takeLead: (cards) => (cards ? `t nimmt ${cards}` : 't nimmt'),
  takeGain: (moves) => moves,
  takeWins: 'alle drei Kronen – du gewinnst sofort!',
  takeEmpty: (moves) => `die Reihe ist leer, du bekommst nichts (${moves})`,
  takeDone: 't: du hast diese Runde schon genommen – spiele eine Karte',
  takeRowEmpty: 't: die Reihe ist leer, es gibt nichts zu nehmen',
  playLead: (card) => `Enter spielt ${card}`,
  playExposes: (name, cards) => `${name} könnte dann ${cards} nehmen`,
  playThenScores: (moves) => `   falls ja: ${moves}`,
  playGivesCrowns: (name) => `   damit hätte ${name} alle drei Kronen und würde gewinnen!`,
  playSafe: (name, lastRound) => `${name} hat schon genommen (${lastRound ? 'letzte Runde: nicht mehr' : 'erst nächste Runde wieder'})`,
};

const fr: ThronfolgePreviewTexts = {
  scoreMove: (name, before, after) => `${name} ${frNum.num(before)}→${frNum.num(after)} (${frNum.change(after - before)})`,
  previewLine: (lead, why) => `${lead}\u00a0: ${why}`,
  takeLead: (cards) => (cards ? `t prend ${cards}` : 't prend'),
  takeGain: (moves) => moves,
  takeWins: 'les trois couronnes — vous gagnez aussitôt\u00a0!',
  takeEmpty: (moves) => `la rangée est vide, vous n’obtenez rien (${moves})`,
  takeDone: 't\u00a0: vous avez déjà pris cette manche — jouez une carte',
  takeRowEmpty: 't\u00a0: la rangée est vide, il n’y a rien à prendre',
  playLead: (card) => `Entrée joue ${card}`,
  playExposes: (name, cards) => `${name} pourrait alors prendre ${cards}`,
  playThenScores: (moves) => `   si c’est le cas\u00a0: ${moves}`,
  playGivesCrowns: (name) => `   ${name} aurait alors les trois couronnes et la partie\u00a0!`,
  playSafe: (name, lastRound) => `${name} a déjà pris cette manche${lastRound ? ', la dernière, et ne peut plus prendre' : ' et ne peut plus prendre avant la suivante'}`,
};

const nb: ThronfolgePreviewTexts = {
  scoreMove: (name, before, after) => `${name} ${nbNum.num(before)}→${nbNum.num(after)} (${nbNum.change(after - before)})`,
  previewLine: (lead, why) => `${lead}: ${why}`,
  takeLead: (cards) => (cards ? `t tar ${cards}` : 't tar'),
  takeGain: (moves) => moves,
  takeWins: 'alle tre kronene – du vinner straks!',
  takeEmpty: (moves) => `rekken er tom, du får ingenting (${moves})`,
  takeDone: 't: du har tatt denne runden – spill et kort',
  takeRowEmpty: 't: rekken er tom, det er ingenting å ta',
  playLead: (card) => `Enter spiller ${card}`,
  playExposes: (name, cards) => `${name} kan da ta ${cards}`,
  playThenScores: (moves) => `   gjør de det: ${moves}`,
  playGivesCrowns: (name) => `   det ville gitt ${name} alle tre kronene og spillet!`,
  playSafe: (name, lastRound) => `${name} har tatt denne runden${lastRound ? ', den siste, og kan ikke ta mer' : ' og kan ikke ta igjen før neste'}`,
};

export const THRONFOLGE_PREVIEW: Dictionary<ThronfolgePreviewTexts> = { en, de, fr, nb };
