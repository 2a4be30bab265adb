// What a selection would do, worked out from the deciding seat's view alone (public numbers and
// the seat's own hand), so a preview can never leak a hidden card: it says how many cards are
// drawn and by whom, never which.
import { type Card, CLUBS, DIAMONDS, HEARTS, JESTER, SPADES, rankOf, suitOf } from '../../core/cards.js';
import { isDiscardCover, isPlayShape } from './legal.js';
import { type PlayOutcome, activeSuits, blockedSuits, damageOf, hasSuit, killOf, suitMask } from './outcome.js';
import type { PlayProblem } from './refusals.js';
import { sumValues } from './values.js';
import type { RegicideView } from './types.js';
import { enemyCard, handCards } from './view-cards.js';

export type { PlayProblem };
export { enemyCard };

/** What the deciding seat's whole hand is worth. */
export const handWorth = (view: RegicideView): number => sumValues(handCards(view));

/** The suit whose power the enemy blocks right now, or -1 (no enemy, or a jester cancelled it). */
export function blockedSuit(view: RegicideView): number {
  const enemy = enemyCard(view);
  return enemy === null || !view.enemy!.immune ? -1 : suitOf(enemy);
}

/** Why a selection is not a play; null when it is one (or empty). */
export function playProblem(cards: readonly Card[]): PlayProblem | null {
  if (cards.length === 0 || isPlayShape(cards)) return null;
  if (cards.includes(JESTER)) return 'jesterAlone';
  if (cards.some((c) => rankOf(c) === 1)) return 'aceWithOne';
  if (cards.length > 4) return 'tooMany';
  const rank = rankOf(cards[0]);
  if (cards.some((c) => rankOf(c) !== rank)) return 'oneRank';
  if (rank > 10) return 'faceInCombo';
  return 'comboTotal';
}

export interface JesterPreview {
  kind: 'jester';
  enemy: Card;
  /** The shield the enemy would then face (spades played against it start to count). */
  shieldAfter: number;
  /** Solo: the player goes on; otherwise they choose who plays next. */
  solo: boolean;
}

/** A play of cards: what the engine's `play` event will report, plus what the hand is left with. */
export interface CardsPreview extends PlayOutcome {
  kind: 'cards';
  /** What the rest of the hand is worth, cards drawn not counted (they are unknown). */
  handValueAfter: number;
  /** The seat draws at least one card itself, so its hand value may still grow. */
  selfDraws: boolean;
  /** The play does not win, yet leaves the seat nothing to go on with (see `leavesNothing`): it loses. */
  deadEnd: boolean;
}

export type PlayPreview = JesterPreview | CardsPreview;

/**
 * Preview of playing `cards` (a legal shape, taken from the view's hand).
 * `shieldIfCancelled` is the shield all spades played so far would give once immunity falls.
 */
export function previewPlay(view: RegicideView, cards: readonly Card[], shieldIfCancelled: number): PlayPreview | null {
  const enemy = enemyCard(view);
  if (enemy === null || !view.enemy || cards.length === 0 || !isPlayShape(cards)) return null;
  if (cards[0] === JESTER) return { kind: 'jester', enemy, shieldAfter: shieldIfCancelled, solo: view.players === 1 };
  const blocked = blockedSuit(view);
  const value = sumValues(cards);
  const suits = suitMask(cards);
  const active = activeSuits(suits, blocked);
  const heal = hasSuit(active, HEARTS) ? Math.min(value, view.discard.length) : 0;
  const draws = hasSuit(active, DIAMONDS) ? dealDraws(view, cards.length, value, view.tavern + heal) : view.hands.map(() => 0);
  const shieldGain = hasSuit(active, SPADES) ? value : 0;
  const damage = damageOf(value, active);
  const damageAfter = view.enemy.damage + damage;
  const health = view.enemy.health;
  const kill = killOf(damageAfter, health);
  const victory = kill !== null && view.castle === 0;
  const selfDraws = draws[view.current - 1] > 0;
  return {
    kind: 'cards',
    value,
    blocked: blockedSuits(suits, blocked),
    heal,
    draws,
    shieldGain,
    damage,
    doubled: hasSuit(active, CLUBS),
    damageAfter,
    health,
    kill,
    victory,
    attackAfter: kill ? 0 : Math.max(0, view.enemy.attack - view.enemy.shield - shieldGain),
    handValueAfter: handWorth(view) - value,
    selfDraws,
    deadEnd: !victory && !selfDraws && leavesNothing(view, cards),
  };
}

/**
 * Solo, `cards` are the whole hand and no jester is left to flip: after them the player must
 * play with nothing in hand (a game of one cannot yield), which loses. A ♦ that draws for this
 * seat, or a won game, is the caller's to rule out.
 */
const leavesNothing = (view: RegicideView, cards: readonly Card[]): boolean => view.players === 1 && cards.length === view.hand.length && (view.flipsLeft ?? 0) === 0;

/** ♦: one card at a time round the table from the current seat, skipping full hands. */
function dealDraws(view: RegicideView, played: number, value: number, tavern: number): number[] {
  const sizes = view.hands.slice();
  sizes[view.current - 1] -= played;
  const draws = sizes.map(() => 0);
  let seat = view.current - 1;
  let left = Math.min(value, tavern);
  while (left > 0 && sizes.some((n) => n < view.handLimit)) {
    if (sizes[seat] < view.handLimit) {
      sizes[seat]++;
      draws[seat]++;
      left--;
    }
    seat = (seat + 1) % sizes.length;
  }
  return draws;
}

export interface DiscardPreview {
  total: number;
  due: number;
  /** covered: legal; short: not enough; overpaid: a card fewer would still cover (not allowed). */
  status: 'covered' | 'short' | 'overpaid';
  /** The whole hand is worth less than the damage: the game is lost unless a flip helps. */
  handShort: boolean;
  /** A cover that spends the whole hand with nothing to go on with (see `leavesNothing`): it loses. */
  deadEnd: boolean;
}

export function previewDiscard(view: RegicideView, cards: readonly Card[]): DiscardPreview {
  const due = view.damageDue ?? 0;
  const total = sumValues(cards);
  const status = total < due ? 'short' : isDiscardCover(cards, due) ? 'covered' : 'overpaid';
  const handShort = handWorth(view) < due;
  return { total, due, status, handShort, deadEnd: status === 'covered' && !handShort && leavesNothing(view, cards) };
}
