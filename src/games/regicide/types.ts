import type { Card } from '../../core/cards.js';
import type { RngState } from '../../core/rng.js';

export const VARIANTS = ['extra-jester', 'bigger-hand', 'smaller-hand', 'short', 'solo-yield', 'feign-death'] as const;
export type Variant = (typeof VARIANTS)[number];

export interface RegicideOptions {
  players: number;
  variants: Variant[];
}

export type Phase = 'play' | 'discard' | 'next' | 'over';

/**
 * The whole game as a plain JSON value. Seats are 0-based inside the state and 1-based in moves,
 * views and the protocol. Piles keep their top at the END of the array (pop = draw).
 */
export interface RegicideState {
  game: 'regicide';
  players: number;
  variants: Variant[];
  handLimit: number;
  rng: RngState;
  /** Enemies still to come; the next one is the last element. */
  castle: Card[];
  /** The current enemy; -1 once the castle has fallen. */
  enemy: Card;
  /** Damage dealt to the current enemy. */
  damage: number;
  /** Total value of every play containing a spade against this enemy (blocked or not). */
  spadeTotal: number;
  /** A jester has cancelled the current enemy's immunity. */
  cancelled: boolean;
  tavern: Card[];
  discard: Card[];
  /** Cards played against the current enemy, oldest first. */
  played: Card[];
  hands: Card[][];
  current: number;
  phase: Phase;
  /** Damage to cover in phase `discard`, else 0. */
  damageDue: number;
  /** By seat: yielded (or feigned) on their most recent turn. */
  yielded: boolean[];
  /** Solo: set-aside jesters still available. */
  flipsLeft: number;
  defeated: number;
  outcome: 'won' | 'lost' | null;
}

export type RegicideMove = { type: 'play'; cards: Card[] } | { type: 'yield' } | { type: 'discard'; cards: Card[] } | { type: 'next'; seat: number } | { type: 'flip' } | { type: 'feign' };

export interface EnemyView {
  card: string;
  attack: number;
  health: number;
  damage: number;
  shield: number;
  immune: boolean;
  /** Attack after the active shield, never below 0. */
  attackAfterShield: number;
  /**
   * Total value of every play containing a spade against this enemy: the shield once nothing
   * blocks it. It differs from `shield` only while a spade enemy's immunity stands (a jester
   * would then switch all of it on at once).
   */
  spadeTotal: number;
}

export interface RegicideView {
  seat: number;
  players: number;
  handLimit: number;
  variants: Variant[];
  current: number;
  phase: Phase;
  enemy: EnemyView | null;
  castle: number;
  /** The enemies still in the castle are public in kind: jacks, queens, kings left (current excluded). */
  castleLeft: { jacks: number; queens: number; kings: number };
  tavern: number;
  discard: string[];
  played: string[];
  hand: string[];
  hands: number[];
  yielded: boolean[];
  damageDue?: number;
  flipsLeft?: number;
  defeated: number;
  outcome: 'won' | 'lost' | null;
}

/** A watcher's view: the seat's view without a seat and without any hand. */
export type RegicidePublicView = Omit<RegicideView, 'seat' | 'hand'>;

export interface RegicideResult {
  outcome: 'won' | 'lost';
  enemiesDefeated: number;
  medal: 'gold' | 'silver' | 'bronze' | null;
}
