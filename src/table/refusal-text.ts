// Refusals in English, one line: the table's own, else the game's (protocol error lines).
import type { AnyGame, Refusal } from '../core/game.js';
import type { AnyRefusal, TableRefusal } from './types.js';

const TABLE_TEXT: Record<TableRefusal['code'], (r: TableRefusal) => string> = {
  gameOver: () => 'the game is over',
  notYourTurn: (r) => (r.code === 'notYourTurn' ? `it is not your turn: seat ${r.toMove} is to move` : ''),
  staleTurn: () => 'that turn has already been played',
  noSuchSeat: (r) => (r.code === 'noSuchSeat' ? `there is no seat ${r.seat} at this table` : ''),
  notYourSeat: (r) => (r.code === 'notYourSeat' ? `seat ${r.seat} is not played from here` : ''),
  noSignalNow: () => 'a signal is given only after a jester, until its player chooses who goes next',
  chooserSignals: () => 'the player of the jester chooses who goes next; only the others signal',
  staleSignal: (r) => (r.code === 'staleSignal' ? `that signal answers position ${r.at}, but ${r.movesMade} moves have been made; nothing was said` : ''),
  badSignal: () => 'a signal is "go" or "rather-not"',
  unknownPhrase: () => 'this game has no such phrase',
  talkLimit: () => 'you have said as much as one position allows; nothing was said',
};

export function isTableRefusal<R extends Refusal>(r: AnyRefusal<R>): r is TableRefusal {
  return r.code in TABLE_TEXT;
}

export function refusalText(game: AnyGame, refusal: AnyRefusal): string {
  return isTableRefusal(refusal) ? TABLE_TEXT[refusal.code](refusal) : game.refusalText(refusal);
}
