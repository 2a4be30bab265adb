// One move as lines of the event log: the play or take itself, then a new round or the end.
// Pure; everything it says is public (the row and the collections are open).
import { cardLabel } from '../../core/cards.js';
import { scoreTotals } from '../../games/thronfolge/index.js';
import type { ThronfolgeMove, ThronfolgeState } from '../../games/thronfolge/types.js';
import type { ThronfolgeTexts } from './strings.js';

export function describeMove(before: ThronfolgeState, move: ThronfolgeMove, after: ThronfolgeState, t: ThronfolgeTexts, ascii: boolean): string[] {
  const seat = before.current;
  const name = t.player(seat + 1);
  const lines: string[] = [];
  if (move.type === 'play') lines.push(t.eventPlay(name, cardLabel(move.card, ascii)));
  else {
    const cards = after.lastMove?.cards ?? [];
    if (cards.length === 0) lines.push(t.eventTakeNothing(name));
    else {
      const was = scoreTotals(before.collections[0], before.collections[1])[seat];
      const now = scoreTotals(after.collections[0], after.collections[1])[seat];
      lines.push(t.eventTake(name, cards.map((c) => cardLabel(c, ascii)).join(' '), was, now));
    }
  }
  const result = after.result;
  if (result?.reason === 'crowns') lines.push(t.eventCrowns(t.player(result.winner ?? seat + 1)));
  else if (result) lines.push(t.eventFinal(result.scores[0], result.scores[1]));
  else if (after.round > before.round) lines.push(t.eventRound(after.round, t.player(after.starter + 1)));
  return lines;
}
