// Which moves are legal: the generator (complete, canonical order) and the direct check.
// Random-simulation tests hold the two against each other.
import { type Card, JESTER, compareCards, rankOf, suitOf, SPADES } from '../../core/cards.js';
import { cardValue, enemyStats, sumValues } from './values.js';
import type { RegicideMove, RegicideState } from './types.js';

export const isSolo = (s: RegicideState): boolean => s.players === 1;
const has = (s: RegicideState, v: string): boolean => (s.variants as string[]).includes(v);

/** Yield restriction: not when every other seat yielded on its last turn; solo needs solo-yield. */
export function canYield(s: RegicideState): boolean {
  if (isSolo(s)) return has(s, 'solo-yield') && !s.yielded[0];
  for (let seat = 0; seat < s.players; seat++) if (seat !== s.current && !s.yielded[seat]) return true;
  return false;
}

/** feign-death: a full hand may yield and be discarded instead of suffering the attack. */
export function canFeign(s: RegicideState): boolean {
  if (!has(s, 'feign-death') || s.hands[s.current].length !== s.handLimit) return false;
  if (isSolo(s)) return !s.yielded[0];
  return canYield(s);
}

export const canFlip = (s: RegicideState): boolean => isSolo(s) && s.flipsLeft > 0;

/** The value of a whole hand: what it can cover in step 4. */
export const handValue = sumValues;

/** The active shield: spades count unless the enemy is a spade enemy whose immunity stands. */
export function activeShield(s: RegicideState): number {
  return suitOf(s.enemy) === SPADES && !s.cancelled ? 0 : s.spadeTotal;
}

export const attackAfterShield = (s: RegicideState): number => Math.max(0, enemyStats(s.enemy).attack - activeShield(s));

/** True when the deciding seat has no legal move at all: the players lose. */
export function isStuck(s: RegicideState): boolean {
  if (s.phase === 'play') return s.hands[s.current].length === 0 && !canYield(s) && !canFlip(s);
  if (s.phase === 'discard') return handValue(s.hands[s.current]) < s.damageDue && !canFlip(s);
  return false;
}

/** Shape of a play, ignoring whether the cards are in hand. */
export function isPlayShape(cards: readonly Card[]): boolean {
  const n = cards.length;
  if (n === 1) return true;
  if (n === 2) {
    const [a, b] = cards;
    if (a === JESTER || b === JESTER) return false;
    if (rankOf(a) === 1 || rankOf(b) === 1) return true; // companion pair
  }
  if (n < 2 || n > 4) return false;
  const r = rankOf(cards[0]);
  if (r < 2 || r > 10 || r * n > 10) return false;
  for (const c of cards) if (c === JESTER || rankOf(c) !== r) return false;
  return true;
}

/** Discarding stops as soon as the damage is covered: sum ≥ due and sum − max < due. */
export function isDiscardCover(cards: readonly Card[], due: number): boolean {
  let sum = 0;
  let max = 0;
  for (const c of cards) {
    const v = cardValue(c);
    sum += v;
    if (v > max) max = v;
  }
  return sum >= due && sum - max < due;
}

/** Every card of `cards` is in `hand`, respecting multiplicity (jesters may repeat). */
export function inHand(hand: readonly Card[], cards: readonly Card[]): boolean {
  if (cards.length === 0 || cards.length > hand.length) return false;
  const used: boolean[] = new Array(hand.length).fill(false);
  outer: for (const c of cards) {
    for (let i = 0; i < hand.length; i++) {
      if (!used[i] && hand[i] === c) {
        used[i] = true;
        continue outer;
      }
    }
    return false;
  }
  return true;
}

export function isLegal(s: RegicideState, m: RegicideMove): boolean {
  if (s.outcome !== null) return false;
  const hand = s.hands[s.current];
  switch (m.type) {
    case 'play':
      return s.phase === 'play' && inHand(hand, m.cards) && isPlayShape(m.cards);
    case 'yield':
      return s.phase === 'play' && canYield(s);
    case 'feign':
      return s.phase === 'play' && canFeign(s);
    case 'flip':
      return (s.phase === 'play' || s.phase === 'discard') && canFlip(s);
    case 'discard':
      return s.phase === 'discard' && inHand(hand, m.cards) && isDiscardCover(m.cards, s.damageDue);
    case 'next':
      return s.phase === 'next' && Number.isInteger(m.seat) && m.seat >= 1 && m.seat <= s.players;
    default:
      return false;
  }
}

function playMoves(hand: Card[], out: RegicideMove[]): void {
  // Singles, one per distinct card.
  for (let i = 0; i < hand.length; i++) if (i === 0 || hand[i] !== hand[i - 1]) out.push({ type: 'play', cards: [hand[i]] });
  // Combos: 2–4 cards of one rank 2–10 totalling at most 10.
  let i = 0;
  while (i < hand.length) {
    const r = rankOf(hand[i]);
    let j = i;
    while (j < hand.length && hand[j] !== JESTER && rankOf(hand[j]) === r) j++;
    if (j === i) j = i + 1;
    const group = hand.slice(i, j);
    if (r >= 2 && r <= 10 && group.length >= 2) {
      const maxSize = Math.min(group.length, Math.floor(10 / r));
      for (let mask = 0; mask < 1 << group.length; mask++) {
        const size = popcount(mask);
        if (size < 2 || size > maxSize) continue;
        out.push({ type: 'play', cards: group.filter((_, k) => mask & (1 << k)) });
      }
    }
    i = j;
  }
  // Companion pairs: an ace with any other non-jester card (aces sort first).
  for (let a = 0; a < hand.length && rankOf(hand[a]) === 1; a++) {
    for (let b = a + 1; b < hand.length; b++) if (hand[b] !== JESTER) out.push({ type: 'play', cards: [hand[a], hand[b]] });
  }
}

function popcount(x: number): number {
  let n = 0;
  while (x) {
    x &= x - 1;
    n++;
  }
  return n;
}

/**
 * Every set that covers `due` without overpaying, built directly rather than filtered from all
 * subsets: pick the set's first card (its largest value when the hand is sorted by value,
 * descending), then add later cards only while the rest stays below `due`.
 */
function discardMoves(hand: Card[], due: number, out: RegicideMove[]): void {
  const cards: Card[] = [];
  let jesters = 0;
  for (const c of hand)
    if (c === JESTER) jesters++;
    else cards.push(c);
  // Reverse canonical order: values never increase along it (rank order is value order, with
  // 10 and J both worth 10), and reversing a chosen set restores the canonical order.
  cards.sort((a, b) => compareCards(b, a));
  const values = cards.map(cardValue);
  const chosen: Card[] = [];
  const emit = (): void => {
    const set = chosen.slice().reverse();
    out.push({ type: 'discard', cards: set });
    // Jesters are worth 0 and never change whether a set covers without overpaying.
    for (let j = 1; j <= jesters; j++) out.push({ type: 'discard', cards: [...set, ...new Array<Card>(j).fill(JESTER)] });
  };
  const extend = (from: number, rest: number, max: number): void => {
    if (rest + max >= due) emit();
    for (let k = from; k < cards.length; k++) {
      if (rest + values[k] >= due) continue; // the rest alone would already cover: overpaying
      chosen.push(cards[k]);
      extend(k + 1, rest + values[k], max);
      chosen.pop();
    }
  };
  for (let i = 0; i < cards.length; i++) {
    chosen.push(cards[i]);
    extend(i + 1, 0, values[i]);
    chosen.pop();
  }
}

/** Every legal move in canonical order: flip, plays, yield, feign — or discards — or seats. */
export function legalMoves(s: RegicideState): RegicideMove[] {
  const out: RegicideMove[] = [];
  if (s.outcome !== null) return out;
  if (s.phase === 'next') {
    for (let seat = 1; seat <= s.players; seat++) out.push({ type: 'next', seat });
    return out;
  }
  if (canFlip(s)) out.push({ type: 'flip' });
  const hand = [...s.hands[s.current]].sort(compareCards);
  if (s.phase === 'discard') {
    discardMoves(hand, s.damageDue, out);
    return out;
  }
  playMoves(hand, out);
  if (canYield(s)) out.push({ type: 'yield' });
  if (canFeign(s)) out.push({ type: 'feign' });
  return out;
}
