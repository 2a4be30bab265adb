// Refusals in English, one line: the table's own, else the game's (protocol error lines).
import type { AnyGame, Refusal } from '../core/game.js';
import type { AnyRefusal, TableRefusal } from './types.js';

const TABLE_TEXT: Record<TableRefusal['code'], (r: TableRefusal) => string> = {
  gameOver: () => 'the game is over',
  notYourTurn: (r) => (r.code === 'notYourTurn' ? `it is not your turn: seat ${r.toMove} is to move` : ''),
  staleTurn: () => 'that turn has already been played',
};

export function isTableRefusal<R extends Refusal>(r: AnyRefusal<R>): r is TableRefusal {
  return r.code in TABLE_TEXT;
}

export function refusalText(game: AnyGame, refusal: AnyRefusal): string {
  return isTableRefusal(refusal) ? TABLE_TEXT[refusal.code](refusal) : game.refusalText(refusal);
}
