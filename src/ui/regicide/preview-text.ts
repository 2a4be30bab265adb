// The preview as lines of text: what the selection would do, or why it is not a play.
import { type Card, DIAMONDS, HEARTS, cardLabel, suitOf, suitSymbol } from '../../core/cards.js';
import type { RegicideView } from '../../games/regicide/types.js';
import { type DiscardPreview, type PlayPreview, enemyCard, handWorth, playProblem, previewDiscard, previewPlay } from '../../games/regicide/preview.js';
import type { RegicideTexts } from './strings.js';

export interface PreviewContext {
  view: RegicideView;
  selection: Card[];
  /** Shield of all spades played so far once a jester cancels immunity (public history). */
  shieldIfCancelled: number;
  canYield: boolean;
  canFeign: boolean;
  canFlip: boolean;
  ascii: boolean;
}

export interface PreviewLine {
  text: string;
  tone: 'normal' | 'good' | 'warn' | 'bad';
  /** A play's effects line: its value, then each suit power, as the line joins them (a hint takes the powers). */
  parts?: readonly string[];
}

export function previewLines(ctx: PreviewContext, t: RegicideTexts): PreviewLine[] {
  const { view } = ctx;
  if (view.phase === 'discard') return discardLines(previewDiscard(view, ctx.selection), ctx, t);
  if (view.phase !== 'play') return [];
  const problem = playProblem(ctx.selection);
  if (problem) return [{ text: t.problem(problem), tone: 'bad' }];
  const preview = previewPlay(view, ctx.selection, ctx.shieldIfCancelled);
  if (!preview) return idleLines(ctx, t);
  return playLines(preview, ctx, t);
}

const line = (text: string, tone: PreviewLine['tone'] = 'normal'): PreviewLine => ({ text, tone });

/** Nothing selected: what yielding (or feigning) would cost. */
function idleLines(ctx: PreviewContext, t: RegicideTexts): PreviewLine[] {
  const out = [line(t.promptPlay)];
  const enemy = ctx.view.enemy;
  const handValue = handWorth(ctx.view);
  if (ctx.canYield && enemy) out.push(line(t.previewYield(enemy.attackAfterShield, handValue), enemy.attackAfterShield > handValue ? 'warn' : 'normal'));
  if (ctx.canFeign) out.push(line(t.previewFeign(ctx.view.hand.length)));
  return out;
}

function playLines(p: PlayPreview, ctx: PreviewContext, t: RegicideTexts): PreviewLine[] {
  const label = (c: Card) => cardLabel(c, ctx.ascii);
  if (p.kind === 'jester') {
    const out = [line(t.previewJester(label(p.enemy)), 'good')];
    if (p.shieldAfter > ctx.view.enemy!.shield) out.push(line(t.previewJesterShield(p.shieldAfter), 'good'));
    out.push(line(p.solo ? t.previewJesterSolo : t.previewJesterNext));
    return out;
  }
  const effects: string[] = [t.previewValue(p.value)];
  if (p.blocked.length) effects.push(t.previewBlocked(p.blocked.map((s) => suitSymbol(s, ctx.ascii)).join(' ')));
  const suits = new Set(ctx.selection.map(suitOf));
  if (suits.has(HEARTS) && !p.blocked.includes(HEARTS)) effects.push(p.heal > 0 ? t.previewHeal(p.heal) : t.previewHealNothing);
  if (suits.has(DIAMONDS) && !p.blocked.includes(DIAMONDS)) {
    const parts = p.draws.map((n, i) => (n > 0 ? t.previewDrawPart(i + 1 === ctx.view.seat ? t.you : t.player(i + 1), n) : '')).filter(Boolean);
    effects.push(parts.length ? t.previewDraws(parts.join(', ')) : t.previewDrawsNothing);
  }
  if (p.shieldGain > 0) effects.push(t.previewShield(p.shieldGain));
  const out: PreviewLine[] = [{ ...line(effects.join(t.sep)), parts: effects }];
  const enemy = label(enemyCard(ctx.view)!);
  const damage = t.previewDamage(p.damage, p.doubled, p.damageAfter, p.health);
  if (p.victory) out.push(line(`${damage}. ${t.previewVictory}`, 'good'));
  else if (p.kill !== null) {
    out.push(line(`${damage}. ${p.kill === 'exact' ? t.previewExact(enemy) : t.previewOverkill(enemy)}`, 'good'));
    // The kill leaves the next enemy to this seat: with no card left to play, that is the end.
    if (p.deadEnd) out.push(line(t.previewDeadEnd, 'bad'));
  } else {
    out.push(line(damage));
    if (p.attackAfter === 0) {
      out.push(line(t.previewNoAttack, 'good'));
      if (p.deadEnd) out.push(line(t.previewDeadEnd, 'bad'));
    } else {
      // Cards a ♦ would deal to this seat are unknown: then only warn, never promise.
      const short = p.attackAfter > p.handValueAfter && !p.selfDraws && !ctx.canFlip;
      out.push(line(t.previewAttackAfter(p.attackAfter, p.handValueAfter, p.selfDraws), short ? 'bad' : 'warn'));
      if (short) out.push(line(t.previewCannotCover, 'bad'));
    }
  }
  return out;
}

function discardLines(p: DiscardPreview, ctx: PreviewContext, t: RegicideTexts): PreviewLine[] {
  const head = t.discardSelected(p.total, p.due);
  const out: PreviewLine[] = [];
  if (p.status === 'covered') out.push(line(t.labelled(head) + t.discardCovered, 'good'));
  else if (p.status === 'short') out.push(line(t.labelled(head) + t.discardShort(p.due - p.total), 'warn'));
  else out.push(line(t.labelled(head) + t.discardOverpaid(p.due), 'bad'));
  if (p.handShort) out.push(line(t.discardHandShort(handWorth(ctx.view), p.due), 'bad'));
  else if (p.deadEnd) out.push(line(t.previewDeadEnd, 'bad'));
  return out;
}
