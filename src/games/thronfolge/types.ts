import type { Card } from '../../core/cards.js';
import type { RngState } from '../../core/rng.js';

export const VARIANTS = ['open-discards'] as const;
export type Variant = (typeof VARIANTS)[number];

/** A seat as the protocol numbers it. */
export type Seat = 1 | 2;

export interface ThronfolgeOptions {
  /** Who starts round 1; null means a seeded coin toss decides. */
  first: Seat | null;
  variants: Variant[];
}

export type ThronfolgeMove = { type: 'play'; card: Card } | { type: 'take' };

/** What happened last, for the UI: the seat (0-based inside the state) and the cards moved. */
export interface LastMove {
  seat: number;
  type: 'play' | 'take';
  /** The card played, or the cards taken (oldest first; empty for a take from an empty row). */
  cards: Card[];
}

/**
 * The whole duel as a plain JSON value. Seats are 0-based inside the state and 1-based in moves,
 * views and results. The draw pile keeps its top at the END of the array.
 *
 * `deck`, `removed` and the inner arrays of `collections` are only ever replaced, never mutated,
 * so `cloneState` can share them between copies (see apply.ts).
 */
export interface ThronfolgeState {
  game: 'thronfolge';
  variants: Variant[];
  /** The RNG after setup; nothing random happens later, it is kept so the state is complete. */
  rng: RngState;
  /** Seat that started round 1 and whether a coin toss chose it. */
  firstStarter: number;
  coinToss: boolean;
  /** 1 to 4. */
  round: number;
  /** Seat that started the current round. */
  starter: number;
  /** Seat to move. */
  current: number;
  /** The three cards out of the game (hidden unless open-discards). */
  removed: Card[];
  deck: Card[];
  /** The row, oldest first; a take gets the last five. */
  row: Card[];
  /** Hands, each kept in canonical card order. */
  hands: Card[][];
  /** By seat: has taken this round. */
  taken: boolean[];
  /** By seat: the cards collected, in the order taken. */
  collections: Card[][];
  lastMove: LastMove | null;
  /** Set once the game is over. */
  result: ThronfolgeResult | null;
}

/** The step of the comparison that separated the players ('shared' when nothing did). */
export type TieBreak = 'score' | 'spades' | 'hearts' | 'diamonds' | 'clubs' | 'crowns' | 'shared';

/** One player's score, category by category; `total` is the sum of the four point fields. */
export interface ScoreBreakdown {
  /** Followers by family ♠ ♥ ♦ ♣. */
  followers: number[];
  /** Families this player holds the strict majority of, as suit letters (S H D C). */
  familiesWon: string[];
  /** Points for the families won. */
  families: number;
  /** Complete sets (one follower of each family). */
  setCount: number;
  /** Points for the sets: 5 each. */
  sets: number;
  /** Sum of the favour cards (≥ 0). */
  favour: number;
  /** Sum of the betrayal cards (≤ 0: it is added to the total). */
  betrayal: number;
  /** Crowns collected (worth nothing, but a tie-break). */
  crowns: number;
  total: number;
}

export interface ThronfolgeResult {
  winner: Seat | null;
  shared: boolean;
  reason: 'crowns' | 'score';
  /** Final scores by seat, also when the crowns decided. */
  scores: [number, number];
  breakdown: [ScoreBreakdown, ScoreBreakdown];
  /** Which comparison decided a scored game; null when three crowns won outright. */
  tieBreak: TieBreak | null;
}

export interface LastMoveView {
  seat: Seat;
  /** The move in notation. */
  move: string;
  cards: string[];
}

export interface ThronfolgeView {
  seat: Seat;
  variants: Variant[];
  round: number;
  /** Seat to move; null once the game is over. */
  current: Seat | null;
  starter: Seat;
  /** Who started round 1, and whether a coin toss chose them. */
  firstStarter: Seat;
  coinToss: boolean;
  /** The row, oldest first. */
  row: string[];
  /** The cards a take would get now (the last five of the row, oldest first). */
  lastFive: string[];
  /** The viewing seat's hand, in canonical order. */
  hand: string[];
  /** Hand sizes by seat. */
  hands: number[];
  taken: boolean[];
  /** Moves each seat still has this round (cards in hand, plus one if not yet taken). */
  movesLeft: number[];
  /** Cards left in the draw pile. */
  deck: number;
  /** By seat, in canonical order. */
  collections: string[][];
  /** The number of removed cards, or the cards themselves with open-discards. */
  removed: number | string[];
  /** Both players' scores if the game ended now (collections are public). */
  scores: [ScoreBreakdown, ScoreBreakdown];
  lastMove: LastMoveView | null;
  outcome: ThronfolgeResult | null;
}

/** A watcher's view: the seat's view without a seat and without any hand. */
export type ThronfolgePublicView = Omit<ThronfolgeView, 'seat' | 'hand'>;
