// The bots' table talk after a jester. A bot signals from its own view alone: if it were chosen
// to go next, could it defeat the enemy now, or at least deal a good blow and still cover the
// attack? Then "I'd like to go", else "rather not me". The view holds no hidden card, so neither
// can the signal. The chooser (bot or hint) reads the others' signals as soft evidence about their
// hands: a sampled table in which a teammate's hand would have signalled otherwise counts less.
import type { Card } from '../../../core/cards.js';
import type { Signal, TalkState } from '../../../core/talk.js';
import { isPlayShape } from '../legal.js';
import { previewPlay } from '../preview.js';
import type { RegicideState, RegicideView } from '../types.js';
import { handCards } from '../view-cards.js';
import { view as viewOf } from '../view.js';

/** A blow worth signalling for: this share of the enemy's remaining health. */
const GOOD_BLOW = 0.5;

/**
 * How far a chooser trusts a signal: a sampled table where a teammate's hand would have given
 * that signal counts this much, one where it would not counts the rest. People signal by their
 * own judgement, not by this rule, so a signal is evidence, never proof.
 */
export const SIGNAL_TRUST = 0.75;

/** Every play shape among up to four cards of the hand. */
function playsOf(hand: readonly Card[]): Card[][] {
  const plays: Card[][] = [];
  const pick = (from: number, chosen: Card[]): void => {
    if (chosen.length > 0 && isPlayShape(chosen)) plays.push(chosen.slice());
    if (chosen.length === 4) return;
    for (let i = from; i < hand.length; i++) {
      chosen.push(hand[i]);
      pick(i + 1, chosen);
      chosen.pop();
    }
  };
  pick(0, []);
  return plays;
}

/**
 * What the viewing seat signals while another seat chooses who goes next; null when there is no
 * such choice (no jester waiting, solo, its own choice, the game over).
 */
export function regicideSignal(view: RegicideView): Signal | null {
  if (view.phase !== 'next' || view.players < 2 || view.outcome !== null || view.current === view.seat || !view.enemy) return null;
  // The position as it would be if this seat were chosen: its turn, the jester's effect in place.
  const asChosen: RegicideView = { ...view, current: view.seat, phase: 'play' };
  const remaining = view.enemy.health - view.enemy.damage;
  for (const cards of playsOf(handCards(view))) {
    const p = previewPlay(asChosen, cards, view.enemy.spadeTotal);
    if (p?.kind !== 'cards') continue;
    if (p.kill !== null) return 'go';
    if (p.handValueAfter >= p.attackAfter && p.damage >= GOOD_BLOW * remaining) return 'go';
  }
  return 'rather-not';
}

/**
 * For a chooser: how well a sampled table agrees with the signals heard — the product, over the
 * seats that signalled, of SIGNAL_TRUST where that seat's hand in the table would have given the
 * same signal and of the rest where not. Null when nothing was signalled (every table counts alike).
 */
export function signalWeigher(heard: TalkState | undefined): ((world: RegicideState) => number) | null {
  const signals = heard?.signals ?? [];
  if (signals.length === 0) return null;
  return (world) => {
    let weight = 1;
    for (const { seat, value } of signals) weight *= regicideSignal(viewOf(world, seat)) === value ? SIGNAL_TRUST : 1 - SIGNAL_TRUST;
    return weight;
  };
}
