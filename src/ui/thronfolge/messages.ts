// Thronfolge's words on the message line: its own note, a refused move, a hint — the hint from the
// preview of its move (what a take gets, what a play leaves within reach).
import { cardLabel } from '../../core/cards.js';
import type { ThronfolgeRefusal } from '../../games/thronfolge/refusals.js';
import type { Seat, ThronfolgeMove } from '../../games/thronfolge/types.js';
import { handCards } from '../../games/thronfolge/view-cards.js';
import type { Hint } from '../../table/hint.js';
import { isTableRefusal } from '../../table/types.js';
import type { AnyRefusal } from '../../table/types.js';
import type { Message } from '../shared/MessageLine.js';
import type { DuelScreen } from './duel-screen.js';
import { otherSeat } from './names.js';
import { previewLines } from './preview-text.js';
import type { ThronfolgeUi } from './reducer.js';
import type { ThronfolgeTexts } from './strings.js';

export function noteMessage(ui: ThronfolgeUi, t: ThronfolgeTexts): Message {
  return ui.note?.kind === 'mustTake' ? { text: t.mustTake, tone: 'error' } : null;
}

export const refusedText = (_move: ThronfolgeMove, refusal: AnyRefusal, _screen: DuelScreen, t: ThronfolgeTexts): string =>
  isTableRefusal(refusal) ? t.notYourTurn : t.refusal(refusal as ThronfolgeRefusal);

/** The hint in one line: the move and why, from that move's own preview (what it gets or exposes). */
export function hintText(hint: Hint<ThronfolgeMove>, screen: DuelScreen, t: ThronfolgeTexts, ascii: boolean): string {
  const { move } = hint;
  const view = screen.view;
  const names = { me: t.you, them: t.player(otherSeat(view.seat as Seat)) };
  if (move.type === 'take') return t.hintLine(t.hintTake, previewLines(view, 0, names, t, ascii)[0]?.why ?? '');
  const index = Math.max(0, handCards(view).indexOf(move.card));
  // What the play leaves within the opponent's reach (or that it is safe).
  const why = previewLines(view, index, names, t, ascii)[1]?.why ?? '';
  return t.hintLine(t.hintPlay(cardLabel(move.card, ascii)), why);
}
