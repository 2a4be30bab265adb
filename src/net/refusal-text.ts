// Refusals of the table and the rules in words, for a client's error message.
import type { AnyGame } from '../core/game.js';
import type { AnyRefusal } from '../table/types.js';

export function refusalText(game: AnyGame, refusal: AnyRefusal): string {
  switch (refusal.code) {
    case 'gameOver':
      return 'the game is over';
    case 'notYourTurn': {
      const r = refusal as { toMove: number };
      return `it is seat ${r.toMove}'s turn, not yours`;
    }
    case 'staleTurn':
      return 'that turn has already been played';
    default:
      return game.refusalText(refusal);
  }
}
