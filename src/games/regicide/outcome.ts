// What a play of cards does, described once: the engine reports it in its `play` event, the
// preview predicts it from a seat's view, and the screens' event log words it. The small
// functions below are the arithmetic both the engine and the preview use.
import { type Card, CLUBS, suitOf } from '../../core/cards.js';

export interface PlayOutcome {
  /** Sum of the card values. */
  value: number;
  /** Suits in the play whose powers the enemy blocks (its own suit while immune). */
  blocked: number[];
  /** ♥: cards moved from the discard pile under the tavern. */
  heal: number;
  /** ♦: cards drawn by seat (index = seat − 1), in the order of the deal. */
  draws: number[];
  /** ♠: shield added against this enemy. */
  shieldGain: number;
  /** Damage dealt (value, doubled by an active ♣). */
  damage: number;
  doubled: boolean;
  /** The enemy's damage after the play, and its health. */
  damageAfter: number;
  health: number;
  /** 'exact': the enemy joins the tavern face down; 'overkill': it is discarded; null: it lives. */
  kill: 'exact' | 'overkill' | null;
  /** The last enemy fell: the game is won. */
  victory: boolean;
  /** The attack the player must cover after the play (0 on a kill or when the shield stops it). */
  attackAfter: number;
}

/** Bit mask of the suits in a play (bit n = suit n); jesters add nothing. */
export function suitMask(cards: readonly Card[]): number {
  let mask = 0;
  for (const c of cards) {
    const suit = suitOf(c);
    if (suit >= 0) mask |= 1 << suit;
  }
  return mask;
}

export const hasSuit = (mask: number, suit: number): boolean => (mask & (1 << suit)) !== 0;

/** The suits whose powers work: those played, except the one the enemy blocks (−1: none). */
export const activeSuits = (mask: number, blocked: number): number => (blocked < 0 ? mask : mask & ~(1 << blocked));

/** Damage of a play: its value, doubled when clubs are active. */
export const damageOf = (value: number, active: number): number => (hasSuit(active, CLUBS) ? 2 * value : value);

export const killOf = (damageAfter: number, health: number): PlayOutcome['kill'] => (damageAfter < health ? null : damageAfter === health ? 'exact' : 'overkill');

/** The blocked suits of a play, as a list (at most one). */
export const blockedSuits = (mask: number, blocked: number): number[] => (blocked >= 0 && hasSuit(mask, blocked) ? [blocked] : []);
