// The rule-based policy: the `easy` bot, the rollout policy of the search bots and the solver's pilot.
// It reads a RegicideState but only what the deciding seat may know: its own hand and public
// facts (hand sizes, piles' sizes, the enemy, shields, flips). The search bots call it inside
// sampled worlds, so it must be fast: no legalMoves(), no allocation-heavy scoring.
import { type Card, CLUBS, DIAMONDS, HEARTS, JESTER, SPADES, rankOf, suitOf } from '../../../core/cards.js';
import { activeShield, canFeign, canFlip, canYield, handValue } from '../legal.js';
import { cardValue, enemyStats } from '../values.js';
import type { RegicideMove, RegicideState } from '../types.js';

/** Average value of an unseen tavern card (aces to tens, some faces and jesters): a rough guess. */
const AVG_DRAW = 5.5;
const DEATH = -1000;

/** Weights of the policy, in card-value points (tuned with the simulator). */
export const WEIGHTS = {
  /** Worth of a point of damage: finishing sooner saves attacks. */
  damage: 1.8,
  /** Share of the enemy's card value credited to an exact kill (it joins the tavern). */
  exact: 0.8,
  /** Share of a shield's future savings counted now. */
  futureShield: 1.5,
  /** Flip when the hand holds at most this many cards (and no kill is on). */
  flipHand: 0,
  /** Score below which a play counts as fatal when a flip could still save the turn. */
  flipPenalty: 60,
  /** Share of a card dealt to a teammate by diamonds, against one dealt to the deciding seat. */
  teamDraw: 0.8,
  /** With teammates: what a yield costs beyond the attack it takes (it makes no progress). */
  yieldTeam: 2,
};
const KILL = 1000;

/** What a play would do right now, in the policy's own units (card value points). */
export function scorePlay(s: RegicideState, cards: readonly Card[]): number {
  const hand = s.hands[s.current];
  const enemy = s.enemy;
  const { attack, health } = enemyStats(enemy);
  const blocked = s.cancelled ? -1 : suitOf(enemy);
  const shieldNow = activeShield(s);
  const atkNow = Math.max(0, attack - shieldNow);
  let restValue = handValue(hand);
  if (cards[0] === JESTER) return scoreJester(s, atkNow, restValue);
  let v = 0;
  let suits = 0;
  for (const c of cards) {
    v += cardValue(c);
    suits |= 1 << suitOf(c);
  }
  restValue -= v;
  const active = (suit: number): boolean => (suits & (1 << suit)) !== 0 && suit !== blocked;
  const dmg = active(CLUBS) ? 2 * v : v;
  const remaining = health - s.damage;
  let score = 0;
  // Hearts: cards back under the tavern matter most when the tavern runs low.
  if (active(HEARTS)) {
    const healed = Math.min(v, s.discard.length);
    const t = s.tavern.length;
    score += healed * (t < 8 ? 1.6 : t < 16 ? 0.9 : t < 26 ? 0.35 : 0.1);
  }
  // Diamonds: cards dealt round the table; the deciding seat gets its share first.
  let drawnMine = 0;
  if (active(DIAMONDS)) {
    const tav = s.tavern.length + (active(HEARTS) ? Math.min(v, s.discard.length) : 0);
    const room = s.handLimit - (hand.length - cards.length);
    if (s.players === 1) drawnMine = Math.min(v, room, tav);
    else {
      let totalRoom = room;
      for (let p = 0; p < s.players; p++) if (p !== s.current) totalRoom += s.handLimit - s.hands[p].length;
      const dealt = Math.min(v, totalRoom, tav);
      drawnMine = Math.min(room, Math.ceil(dealt / s.players));
      score += (dealt - drawnMine) * AVG_DRAW * WEIGHTS.teamDraw; // teammates' cards help too
    }
    score += drawnMine * AVG_DRAW;
  }
  if (dmg >= remaining) {
    // A kill skips the attack and gives a fresh turn; an exact kill puts the enemy on the tavern.
    score += KILL + remaining * WEIGHTS.damage - v;
    if (dmg === remaining) score += cardValue(enemy) * WEIGHTS.exact;
    return score;
  }
  const shieldGain = active(SPADES) ? v : 0;
  const atkAfter = Math.max(0, atkNow - shieldGain);
  // The shield keeps working against the later attacks of this enemy.
  const turnsLeft = Math.max(0, Math.ceil((remaining - dmg) / 9) - 1);
  const futureSaved = Math.min(shieldGain, Math.max(0, atkNow - shieldGain) + shieldGain) * Math.min(turnsLeft, 3) * WEIGHTS.futureShield;
  score += dmg * WEIGHTS.damage - v - atkAfter + futureSaved;
  if (restValue + drawnMine * AVG_DRAW * 0.7 < atkAfter) score += canFlip(s) ? -WEIGHTS.flipPenalty : DEATH;
  return score;
}

function scoreJester(s: RegicideState, atkNow: number, handVal: number): number {
  // Cancelling immunity: spades already played against a spade enemy start to shield, and the
  // cards of the enemy's suit in hand get their power back. No attack follows a jester.
  const es = suitOf(s.enemy);
  let score = -6;
  if (!s.cancelled) {
    if (es === SPADES) score += Math.min(s.spadeTotal, atkNow) * 1.5;
    for (const c of s.hands[s.current]) if (suitOf(c) === es) score += cardValue(c) * 0.6;
  }
  if (handVal < atkNow + 4) score += 40; // escape: the attack would (nearly) finish this hand
  return score;
}

/** The cost of giving up a card from hand: its value plus what its suit and shape are good for. */
export function keepCost(c: Card): number {
  if (c === JESTER) return 1000;
  const r = rankOf(c);
  let cost = cardValue(c);
  if (r === 1) cost += 2.5; // companions turn any card into a two-suit play
  const suit = suitOf(c);
  if (suit === DIAMONDS) cost += 1.5;
  else if (suit === SPADES) cost += 1;
  else if (suit === HEARTS) cost += 0.8;
  else cost += 0.6;
  return cost;
}

// Scratch tables for cheapestCover, indexed by subset mask (hands hold at most 9 cards).
const SUM = new Int32Array(1 << 10);
const MAX = new Int32Array(1 << 10);
const COST = new Float64Array(1 << 10);
// Each card's value and keep cost, once per card and not once per subset (the easy bot pays its
// discards on every enemy's attack, up to 2⁹ subsets each).
const VALUE = new Int32Array(10);
const KEEP = new Float64Array(10);

/** The cheapest covering set: sum ≥ due and no card too many. Null when the hand cannot cover. */
export function cheapestCover(hand: readonly Card[], due: number): Card[] | null {
  const cards: Card[] = [];
  for (const c of hand) if (c !== JESTER) cards.push(c);
  const n = cards.length;
  for (let k = 0; k < n; k++) {
    VALUE[k] = cardValue(cards[k]);
    KEEP[k] = keepCost(cards[k]);
  }
  // Each subset extends the subset without its lowest card: O(1) per subset.
  SUM[0] = 0;
  MAX[0] = 0;
  COST[0] = 0;
  let best = -1;
  let bestCost = Infinity;
  for (let mask = 1; mask < 1 << n; mask++) {
    const low = mask & -mask;
    const k = 31 - Math.clz32(low);
    const prev = mask ^ low;
    const v = VALUE[k];
    const sum = SUM[prev] + v;
    const max = MAX[prev] > v ? MAX[prev] : v;
    const cost = COST[prev] + KEEP[k];
    SUM[mask] = sum;
    MAX[mask] = max;
    COST[mask] = cost;
    if (sum >= due && sum - max < due && cost < bestCost) {
      bestCost = cost;
      best = mask;
    }
  }
  if (best < 0) return null;
  const out: Card[] = [];
  for (let k = 0; k < n; k++) if (best & (1 << k)) out.push(cards[k]);
  return out;
}

/** Every play of the hand: singles, combos, companion pairs, jester (duplicates skipped). */
export function playsOf(hand: readonly Card[]): Card[][] {
  const out: Card[][] = [];
  let jester = false;
  for (const c of hand) {
    if (c === JESTER) jester = true;
    else out.push([c]);
  }
  if (jester) out.push([JESTER]);
  // Combos by rank 2–5 (a 6+ pair is over 10).
  for (let r = 2; r <= 5; r++) {
    const group: Card[] = [];
    for (const c of hand) if (c !== JESTER && rankOf(c) === r) group.push(c);
    if (group.length < 2) continue;
    const maxSize = Math.min(group.length, Math.floor(10 / r));
    for (let mask = 0; mask < 1 << group.length; mask++) {
      let size = 0;
      for (let k = 0; k < group.length; k++) if (mask & (1 << k)) size++;
      if (size >= 2 && size <= maxSize) out.push(group.filter((_, k) => mask & (1 << k)));
    }
  }
  for (let a = 0; a < hand.length; a++) {
    if (hand[a] === JESTER || rankOf(hand[a]) !== 1) continue;
    for (let b = 0; b < hand.length; b++) {
      if (b === a || hand[b] === JESTER) continue;
      if (rankOf(hand[b]) === 1 && b < a) continue; // ace pair once
      out.push([hand[a], hand[b]]);
    }
  }
  return out;
}

/**
 * Who plays after a jester. The chosen seat plays against the enemy without its immunity and then
 * (unless it kills) takes the attack, so it should be the seat best placed for that: itself when
 * its own hand can now kill, otherwise the seat with the most cards (a full hand covers the next
 * attack best), its own known hand weighed against an average hand of the same size; never an
 * empty hand while another seat holds cards. Only the own hand and public sizes are read.
 */
export function chooseNextSeat(s: RegicideState): number {
  const me = s.current;
  const own = s.hands[me];
  let bestOwn = -Infinity;
  for (const p of playsOf(own)) bestOwn = Math.max(bestOwn, scorePlay(s, p));
  if (bestOwn >= KILL) return me + 1;
  // Own hand: its size, nudged by how its value compares with unseen cards of that many.
  let best = me;
  let bestScore = own.length === 0 ? -1 : own.length + 0.5 + (handValue(own) - AVG_DRAW * own.length) / (2 * AVG_DRAW);
  for (let k = 1; k < s.players; k++) {
    const seat = (me + k) % s.players;
    const size = s.hands[seat].length;
    if (size === 0) continue;
    // Ties go to the seat soonest after the chooser (a fixed, explainable order).
    const score = size - k * 0.01;
    if (score > bestScore) {
      best = seat;
      bestScore = score;
    }
  }
  return best + 1;
}

function playPhase(s: RegicideState): RegicideMove {
  const hand = s.hands[s.current];
  const { attack } = enemyStats(s.enemy);
  const atkNow = Math.max(0, attack - activeShield(s));
  let best: Card[] | null = null;
  let bestScore = -Infinity;
  for (const p of playsOf(hand)) {
    const sc = scorePlay(s, p);
    if (sc > bestScore) {
      bestScore = sc;
      best = p;
    }
  }
  const hv = handValue(hand);
  // Solo flip: when nothing survives, or the hand is spent and the tavern can refill it.
  if (canFlip(s) && (best === null || bestScore <= -WEIGHTS.flipPenalty || (hand.length <= WEIGHTS.flipHand && s.tavern.length >= 4 && bestScore < KILL))) {
    return { type: 'flip' };
  }
  if (canYield(s)) {
    // Yielding costs the attack and makes no progress; worth it when the attack is shielded
    // away, or (with teammates) to save a weak hand when a play would be fatal.
    const yieldScore = hv >= atkNow ? -atkNow - (s.players > 1 ? WEIGHTS.yieldTeam : 0.5) : DEATH;
    if (yieldScore > bestScore) return { type: 'yield' };
  }
  if (canFeign(s) && bestScore <= DEATH / 2) return { type: 'feign' };
  if (best === null) return canYield(s) ? { type: 'yield' } : canFeign(s) ? { type: 'feign' } : { type: 'flip' };
  return { type: 'play', cards: best };
}

function discardPhase(s: RegicideState): RegicideMove {
  const hand = s.hands[s.current];
  const cover = cheapestCover(hand, s.damageDue);
  if (cover === null) return { type: 'flip' }; // only reached when a flip is legal (else the game is lost)
  // Flipping before paying would throw away the fresh hand's value; a flip waits for the next
  // play phase, when the old remnants are worth least.
  return { type: 'discard', cards: cover };
}

/** The policy's move for the deciding seat; always legal in `s`. */
export function policyMove(s: RegicideState): RegicideMove {
  if (s.phase === 'next') return { type: 'next', seat: chooseNextSeat(s) };
  if (s.phase === 'discard') return discardPhase(s);
  return playPhase(s);
}
