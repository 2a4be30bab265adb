// Scoring after round 4 and the decision of the winner with its tie-breaks. Family majorities
// compare two collections, so every score here is computed for a pair.
import { type Card, SUITS } from '../../core/cards.js';
import { FAMILY_ORDER, FAMILY_VALUE, SET_POINTS, familyOf, isCrown, pointsOf } from './cardTable.js';
import type { ScoreBreakdown, Seat, TieBreak } from './types.js';

/** The raw counts of one collection. */
export interface Tally {
  /** Followers by family ♠ ♥ ♦ ♣. */
  followers: number[];
  favour: number;
  betrayal: number;
  crowns: number;
}

export function tallyCollection(cards: readonly Card[]): Tally {
  const followers = [0, 0, 0, 0];
  let favour = 0;
  let betrayal = 0;
  let crowns = 0;
  for (const c of cards) {
    const family = familyOf(c);
    if (family >= 0) followers[family]++;
    else if (isCrown(c)) crowns++;
    else {
      const p = pointsOf(c);
      if (p > 0) favour += p;
      else betrayal += p;
    }
  }
  return { followers, favour, betrayal, crowns };
}

function breakdownOf(own: Tally, other: Tally): ScoreBreakdown {
  const familiesWon: string[] = [];
  let families = 0;
  for (const suit of FAMILY_ORDER) {
    if (own.followers[suit] > other.followers[suit]) {
      familiesWon.push(SUITS[suit]);
      families += FAMILY_VALUE[suit];
    }
  }
  const setCount = Math.min(...own.followers);
  const sets = SET_POINTS * setCount;
  return {
    followers: own.followers.slice(),
    familiesWon,
    families,
    setCount,
    sets,
    favour: own.favour,
    betrayal: own.betrayal,
    crowns: own.crowns,
    total: families + sets + own.favour + own.betrayal,
  };
}

/** The score of `cards` against the opponent's collection `against` (majorities need both). */
export function scoreCollection(cards: readonly Card[], against: readonly Card[]): ScoreBreakdown {
  return breakdownOf(tallyCollection(cards), tallyCollection(against));
}

/** Both breakdowns, by seat. */
export function scoreBoth(first: readonly Card[], second: readonly Card[]): [ScoreBreakdown, ScoreBreakdown] {
  const a = tallyCollection(first);
  const b = tallyCollection(second);
  return [breakdownOf(a, b), breakdownOf(b, a)];
}

// Scratch counters for `scoreTotals`: it runs inside bot searches, so it allocates nothing
// but its answer. Slots 0–3 followers by family, 4 favour + betrayal.
const scratchA = new Int32Array(5);
const scratchB = new Int32Array(5);

function countInto(cards: readonly Card[], out: Int32Array): void {
  out.fill(0);
  for (const c of cards) {
    const family = familyOf(c);
    if (family >= 0) out[family]++;
    else out[4] += pointsOf(c);
  }
}

/** A collection's total against the other's, from counts (slots 0–3 families, 4 favour + betrayal). */
export function totalOf(own: Int32Array, other: Int32Array): number {
  let total = own[4];
  let sets = own[0];
  for (let suit = 0; suit < 4; suit++) {
    if (own[suit] > other[suit]) total += FAMILY_VALUE[suit];
    if (own[suit] < sets) sets = own[suit];
  }
  return total + SET_POINTS * sets;
}

/** Just the two totals, cheaply (for previews and bots). */
export function scoreTotals(first: readonly Card[], second: readonly Card[]): [number, number] {
  countInto(first, scratchA);
  countInto(second, scratchB);
  return [totalOf(scratchA, scratchB), totalOf(scratchB, scratchA)];
}

export interface Decision {
  winner: Seat | null;
  shared: boolean;
  tieBreak: TieBreak;
  scores: [number, number];
  breakdown: [ScoreBreakdown, ScoreBreakdown];
}

const FAMILY_TIE_BREAKS: readonly { suit: number; step: TieBreak }[] = [
  { suit: FAMILY_ORDER[0], step: 'spades' },
  { suit: FAMILY_ORDER[1], step: 'hearts' },
  { suit: FAMILY_ORDER[2], step: 'diamonds' },
  { suit: FAMILY_ORDER[3], step: 'clubs' },
];

/** Who wins on score: higher total, then more ♠, ♥, ♦, ♣ followers, then more crowns, else both. */
export function decideByScore(first: readonly Card[], second: readonly Card[]): Decision {
  const breakdown = scoreBoth(first, second);
  const [a, b] = breakdown;
  const scores: [number, number] = [a.total, b.total];
  const decided = (diff: number, tieBreak: TieBreak): Decision => ({
    winner: diff > 0 ? 1 : 2,
    shared: false,
    tieBreak,
    scores,
    breakdown,
  });
  if (a.total !== b.total) return decided(a.total - b.total, 'score');
  for (const { suit, step } of FAMILY_TIE_BREAKS) {
    const diff = a.followers[suit] - b.followers[suit];
    if (diff !== 0) return decided(diff, step);
  }
  if (a.crowns !== b.crowns) return decided(a.crowns - b.crowns, 'crowns');
  return { winner: null, shared: true, tieBreak: 'shared', scores, breakdown };
}

/** True when the collection holds all three crowns. */
export function hasAllCrowns(cards: readonly Card[]): boolean {
  let n = 0;
  for (const c of cards) if (isCrown(c)) n++;
  return n === 3;
}
