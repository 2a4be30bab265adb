// Regicide's words on the message line: its own notes, a refused move, a hint — each from the data
// it is about (the move's own preview says what a move does or lacks).
import { handWorth, previewDiscard } from '../../games/regicide/preview.js';
import type { RegicideMove } from '../../games/regicide/types.js';
import type { Hint } from '../../table/hint.js';
import type { AnyRefusal } from '../../table/types.js';
import type { Message } from '../shared/MessageLine.js';
import { isTableRefusal } from '../../table/types.js';
import type { RegicideRefusal } from '../../games/regicide/refusals.js';
import { moveLabel } from './move-label.js';
import { previewLines } from './preview-text.js';
import type { RegicideUi } from './reducer.js';
import { previewContextOf } from './RegicideTable.js';
import { keyCtxOf, type SeatScreen } from './seat-screen.js';
import type { RegicideTexts } from './strings.js';

/** The message line for Regicide's own notes (what to do first, which key yields), or null. */
export function noteMessage(ui: RegicideUi, screen: SeatScreen, t: RegicideTexts): Message {
  const note = ui.note;
  if (note?.kind === 'selectFirst') return { text: t.selectFirst, tone: 'error' };
  if (note?.kind === 'yieldKey') return { text: t.yieldKeyNote, tone: 'info' };
  if (note?.kind === 'onlyMoves') {
    const only = keyCtxOf(screen).only;
    return { text: only ? t.onlyMoves(screen.hand.length === 0, only.flip, only.yield) : t.selectFirst, tone: 'error' };
  }
  return null;
}

/** A refused selection is explained by its preview (what it lacks); anything else by the rules' refusal. */
export function refusedText(move: RegicideMove, refusal: AnyRefusal, screen: SeatScreen, t: RegicideTexts, ascii: boolean): string {
  // A refused play is explained by its preview's complaint, as a sentence. A refused discard
  // keeps the rules' reason: its preview line is on screen already, right above.
  if (move.type === 'play') {
    const bad = previewLines(previewContextOf(screen, move.cards, ascii), t).find((l) => l.tone === 'bad');
    if (bad) return sentence(bad.text);
  }
  return isTableRefusal(refusal) ? t.notYourTurn : t.refusal(refusal as RegicideRefusal);
}

/** A message line starts with a capital letter, whatever the text it quotes. */
const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The hint in one line: the move, the chance to win (solo), and why, from the move's own preview. */
export function hintText(hint: Hint<RegicideMove>, screen: SeatScreen, t: RegicideTexts, ascii: boolean): string {
  const move = hint.move;
  const chance = hint.chance ?? null;
  const label = moveLabel(move, t, ascii);
  if (move.type === 'play' || move.type === 'discard') {
    const [effects, ...after] = previewLines(previewContextOf(screen, move.cards, ascii), t);
    // A discard: what it covers and what it keeps (the selection's status would only say "covers it").
    if (move.type === 'discard') {
      const cover = previewDiscard(screen.view, move.cards);
      const why = t.hintDiscardWhy(cover.due, cover.total, screen.view.hand.length - move.cards.length, handWorth(screen.view) - cover.total);
      return t.hintLine(label, [why, ...(after.some((l) => l.text === t.previewDeadEnd) ? [t.previewDeadEnd] : [])].join(t.sep), chance);
    }
    // A jester's line (its first line is the whole story) says it all.
    if (effects.tone === 'good' || after.length === 0) return t.hintLine(label, effects?.text ?? '', chance);
    // Everything the play does: its suit powers (the first line less its value), then what it
    // leads to — a kill (a good line), else the damage.
    const powers = (effects.parts ?? []).slice(1);
    const outcome = (after.find((l) => l.tone === 'good') ?? after[0]).text;
    return t.hintLine(label, [...powers, outcome].join(t.sep), chance);
  }
  if (move.type === 'next') return t.hintLine(label, '', chance);
  const why = move.type === 'yield' && screen.view.enemy ? t.previewYield(screen.view.enemy.attackAfterShield, handWorth(screen.view)) : '';
  return t.hintLine(label, why, chance);
}
