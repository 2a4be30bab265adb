// A move in the screens' words and card symbols — "play 8♦ A♣", "let Player 2 play next" — for
// the replay stepper, hints and `regicide analyze`, instead of the protocol's "play 8D AC".
import { cardLabel, sortCards } from '../../core/cards.js';
import type { RegicideMove } from '../../games/regicide/types.js';
import type { RegicideTexts } from './strings.js';

export function moveLabel(move: RegicideMove, t: RegicideTexts, ascii: boolean): string {
  if (move.type === 'play' || move.type === 'discard')
    return t.hintMove(
      move.type,
      sortCards(move.cards)
        .map((c) => cardLabel(c, ascii))
        .join(' '),
    );
  if (move.type === 'next') return t.hintMove('next', t.player(move.seat));
  return t.hintMove(move.type, '');
}
