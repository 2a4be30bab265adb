// The effects of a move. `applyInPlace` mutates a private copy (bots search with it);
// the public `apply` in index.ts copies first, so callers only ever see pure functions.
import { type Card, CLUBS, DIAMONDS, HEARTS, JESTER, SPADES, suitOf } from '../../core/cards.js';
import { shuffleInPlace, withRng } from '../../core/rng.js';
import { attackAfterShield, isSolo, isStuck } from './legal.js';
import { cardValue, enemyStats } from './values.js';
import type { RegicideMove, RegicideState } from './types.js';

export function cloneState(s: RegicideState): RegicideState {
  return {
    ...s,
    castle: s.castle.slice(),
    tavern: s.tavern.slice(),
    discard: s.discard.slice(),
    played: s.played.slice(),
    hands: s.hands.map((h) => h.slice()),
    yielded: s.yielded.slice(),
  };
}

function removeFromHand(hand: Card[], cards: readonly Card[]): void {
  for (const c of cards) hand.splice(hand.indexOf(c), 1);
}

/** ♥: shuffle the discard pile and put min(value, size) of its cards under the tavern. */
function heal(s: RegicideState, value: number): void {
  const count = Math.min(value, s.discard.length);
  if (count === 0) return;
  const { rng } = withRng(s.rng, (next) => shuffleInPlace(s.discard, next));
  s.rng = rng;
  const moved = s.discard.splice(s.discard.length - count, count);
  s.tavern = moved.concat(s.tavern);
}

/** ♦: deal `value` cards one at a time round the table from the current seat, skipping full hands. */
function draw(s: RegicideState, value: number): void {
  let full = 0;
  for (const h of s.hands) if (h.length >= s.handLimit) full++;
  let seat = s.current;
  let dealt = 0;
  while (dealt < value && s.tavern.length > 0 && full < s.players) {
    const hand = s.hands[seat];
    if (hand.length < s.handLimit) {
      hand.push(s.tavern.pop()!);
      dealt++;
      if (hand.length === s.handLimit) full++;
    }
    seat = (seat + 1) % s.players;
  }
}

function startTurn(s: RegicideState, seat: number): void {
  s.current = seat;
  s.phase = 'play';
  s.damageDue = 0;
  if (isStuck(s)) lose(s);
}

function lose(s: RegicideState): void {
  s.outcome = 'lost';
  s.phase = 'over';
}

const endTurn = (s: RegicideState): void => startTurn(s, (s.current + 1) % s.players);

/** Step 4: the enemy attacks; with nothing to cover the turn passes straight on. */
function sufferAttack(s: RegicideState): void {
  const due = attackAfterShield(s);
  if (due === 0) return endTurn(s);
  s.phase = 'discard';
  s.damageDue = due;
  if (isStuck(s)) lose(s);
}

function defeatEnemy(s: RegicideState): void {
  const exact = s.damage === enemyStats(s.enemy).health;
  // An exact kill joins the tavern face down on top: it is the next card drawn.
  if (exact) s.tavern.push(s.enemy);
  else s.discard.push(s.enemy);
  for (const c of s.played) s.discard.push(c);
  s.played = [];
  s.damage = 0;
  s.spadeTotal = 0;
  s.cancelled = false;
  s.defeated++;
  if (s.castle.length === 0) {
    s.enemy = -1;
    s.outcome = 'won';
    s.phase = 'over';
    return;
  }
  s.enemy = s.castle.pop()!;
  // The same player takes a fresh turn against the new enemy.
  startTurn(s, s.current);
}

function playCards(s: RegicideState, cards: readonly Card[]): void {
  removeFromHand(s.hands[s.current], cards);
  for (const c of cards) s.played.push(c);
  s.yielded[s.current] = false;
  if (cards[0] === JESTER) {
    s.cancelled = true;
    // Steps 3 and 4 are skipped; with one player there is nobody else to choose.
    if (isSolo(s)) startTurn(s, s.current);
    else s.phase = 'next';
    return;
  }
  let value = 0;
  let suits = 0;
  for (const c of cards) {
    value += cardValue(c);
    suits |= 1 << suitOf(c);
  }
  const blocked = s.cancelled ? -1 : suitOf(s.enemy);
  const active = (suit: number): boolean => (suits & (1 << suit)) !== 0 && suit !== blocked;
  if (active(HEARTS)) heal(s, value);
  if (active(DIAMONDS)) draw(s, value);
  // Spades are recorded even while blocked: a later jester makes them shield retroactively.
  if (suits & (1 << SPADES)) s.spadeTotal += value;
  s.damage += active(CLUBS) ? 2 * value : value;
  if (s.damage >= enemyStats(s.enemy).health) defeatEnemy(s);
  else sufferAttack(s);
}

/** Solo: discard the whole hand and refill it to the limit from the tavern. */
function flip(s: RegicideState): void {
  const hand = s.hands[0];
  for (const c of hand) s.discard.push(c);
  hand.length = 0;
  while (hand.length < s.handLimit && s.tavern.length > 0) hand.push(s.tavern.pop()!);
  s.flipsLeft--;
  if (isStuck(s)) lose(s);
}

/** Applies a move known to be legal, mutating `s`. */
export function applyInPlace(s: RegicideState, m: RegicideMove): void {
  switch (m.type) {
    case 'play':
      return playCards(s, m.cards);
    case 'yield':
      s.yielded[s.current] = true;
      return sufferAttack(s);
    case 'feign': {
      s.yielded[s.current] = true;
      const hand = s.hands[s.current];
      for (const c of hand) s.discard.push(c);
      hand.length = 0;
      return endTurn(s);
    }
    case 'discard':
      removeFromHand(s.hands[s.current], m.cards);
      for (const c of m.cards) s.discard.push(c);
      return endTurn(s);
    case 'next':
      return startTurn(s, m.seat - 1);
    case 'flip':
      return flip(s);
  }
}

