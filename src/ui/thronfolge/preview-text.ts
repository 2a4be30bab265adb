// The preview under the hand: what a take would get and do to both scores, and what playing the
// card under the cursor would leave within the opponent's reach. Pure, from the viewer's view.
import { previewMoves, ROUNDS, type ScoreChange } from '../../games/thronfolge/index.js';
import type { ThronfolgeView } from '../../games/thronfolge/types.js';
import { labelsOf } from './cards-text.js';
import type { ThronfolgeTexts } from './strings.js';

export type Tone = 'normal' | 'good' | 'warn' | 'bad';

export interface PreviewLine {
  text: string;
  tone: Tone;
}

export interface PreviewNames {
  /** The viewer in a score change ("you"). */
  me: string;
  /** The opponent ("Player 2"). */
  them: string;
}

/** "you 20→27 (+7) · Player 2 14→12 (−2)": the viewer first. */
function movesText(change: ScoreChange, viewerSeat: number, names: PreviewNames, t: ThronfolgeTexts): string {
  const me = viewerSeat - 1;
  const them = 1 - me;
  return [t.scoreMove(names.me, change.before[me], change.after[me]), t.scoreMove(names.them, change.before[them], change.after[them])].join(' · ');
}

function takeLine(v: ThronfolgeView, names: PreviewNames, t: ThronfolgeTexts, ascii: boolean): PreviewLine {
  const { take } = previewMoves(v);
  if (!take.legal) return { text: v.taken[v.seat - 1] ? t.takeDone : t.takeRowEmpty, tone: 'normal' };
  if (take.cards.length === 0) return { text: t.takeEmpty(movesText(take, v.seat, names, t)), tone: 'normal' };
  const cards = labelsOf(take.cards, ascii);
  if (take.crownWin) return { text: t.takeWins(cards), tone: 'good' };
  return { text: t.takePreview(cards, movesText(take, v.seat, names, t)), tone: take.lead > 0 ? 'good' : take.lead < 0 ? 'warn' : 'normal' };
}

function playLines(v: ThronfolgeView, index: number, names: PreviewNames, t: ThronfolgeTexts, ascii: boolean): PreviewLine[] {
  if (v.hand.length === 0) return [{ text: t.mustTake, tone: 'warn' }];
  const play = previewMoves(v).plays[Math.max(0, Math.min(index, v.hand.length - 1))];
  const card = labelsOf([play.card], ascii);
  if (!play.opponentTake) return [{ text: t.playSafe(card, names.them, v.round >= ROUNDS), tone: 'normal' }];
  const first = { text: t.playPreview(card, names.them, labelsOf(play.exposed, ascii)), tone: 'normal' as Tone };
  if (play.opponentTake.crownWin) return [first, { text: t.playGivesCrowns(names.them), tone: 'bad' }];
  // The opponent's lead grows by `-lead` (lead is counted for the viewer).
  const tone: Tone = play.opponentTake.lead < 0 ? 'warn' : 'normal';
  return [first, { text: t.playThenScores(movesText(play.opponentTake, v.seat, names, t)), tone }];
}

/** Take first, then the play of the card at `cursor` (one or two lines). */
export function previewLines(v: ThronfolgeView, cursor: number, names: PreviewNames, t: ThronfolgeTexts, ascii: boolean): PreviewLine[] {
  return [takeLine(v, names, t, ascii), ...playLines(v, cursor, names, t, ascii)];
}
