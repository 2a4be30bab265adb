// The preview under the hand: what a take would get and do to both scores, and what playing the
// card under the cursor would leave within the opponent's reach. Pure, from the viewer's view.
// Each line keeps its parts (the key with its move, and why), so a hint can say why without
// reading it back out of the line.
import { previewMoves, ROUNDS, type ScoreChange } from '../../games/thronfolge/index.js';
import type { ThronfolgeView } from '../../games/thronfolge/types.js';
import { labelsOf } from './cards-text.js';
import type { ThronfolgeTexts } from './strings.js';

export type Tone = 'normal' | 'good' | 'warn' | 'bad';

export interface PreviewLine {
  text: string;
  tone: Tone;
  /** What the move does, without its key (a take's or a play's first line). */
  why?: string;
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

/** A line made of the move's key and why. */
const line = (lead: string, why: string, tone: Tone, t: ThronfolgeTexts): PreviewLine => ({ text: t.previewLine(lead, why), tone, why });

function takeLine(v: ThronfolgeView, names: PreviewNames, t: ThronfolgeTexts, ascii: boolean): PreviewLine {
  const { take } = previewMoves(v);
  if (!take.legal) return { text: v.taken[v.seat - 1] ? t.takeDone : t.takeRowEmpty, tone: 'normal' };
  if (take.cards.length === 0) return line(t.takeLead(''), t.takeEmpty(movesText(take, v.seat, names, t)), 'normal', t);
  const lead = t.takeLead(labelsOf(take.cards, ascii));
  if (take.crownWin) return line(lead, t.takeWins, 'good', t);
  return line(lead, t.takeGain(movesText(take, v.seat, names, t)), take.lead > 0 ? 'good' : take.lead < 0 ? 'warn' : 'normal', t);
}

function playLines(v: ThronfolgeView, index: number, names: PreviewNames, t: ThronfolgeTexts, ascii: boolean): PreviewLine[] {
  if (v.hand.length === 0) return [{ text: t.mustTake, tone: 'warn' }];
  const play = previewMoves(v).plays[Math.max(0, Math.min(index, v.hand.length - 1))];
  const lead = t.playLead(labelsOf([play.card], ascii));
  if (!play.opponentTake) return [line(lead, t.playSafe(names.them, v.round >= ROUNDS), 'normal', t)];
  const first = line(lead, t.playExposes(names.them, labelsOf(play.exposed, ascii)), 'normal', t);
  if (play.opponentTake.crownWin) return [first, { text: t.playGivesCrowns(names.them), tone: 'bad' }];
  // The opponent's lead grows by `-lead` (lead is counted for the viewer).
  const tone: Tone = play.opponentTake.lead < 0 ? 'warn' : 'normal';
  return [first, { text: t.playThenScores(movesText(play.opponentTake, v.seat, names, t)), tone }];
}

/** Take first, then the play of the card at `cursor` (one or two lines). */
export function previewLines(v: ThronfolgeView, cursor: number, names: PreviewNames, t: ThronfolgeTexts, ascii: boolean): PreviewLine[] {
  return [takeLine(v, names, t, ascii), ...playLines(v, cursor, names, t, ascii)];
}
