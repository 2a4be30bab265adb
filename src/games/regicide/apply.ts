// The effects of a move. `applyInPlace` mutates a private copy (bots search with it);
// the public `apply` in index.ts copies first, so callers only ever see pure functions.
// Events are built only when an `out` list is given: the bots' path pays nothing for them.
import { type Card, CLUBS, DIAMONDS, HEARTS, JESTER, SPADES, suitOf } from '../../core/cards.js';
import { shuffleInPlace, withRng } from '../../core/rng.js';
import type { RegicideEvent } from './events.js';
import { activeShield, attackAfterShield, isSolo, isStuck } from './legal.js';
import { activeSuits, blockedSuits, damageOf, hasSuit, killOf, suitMask } from './outcome.js';
import { cardValue, enemyStats } from './values.js';
import type { RegicideMove, RegicideState } from './types.js';
import { medalOf } from './view.js';

type Out = RegicideEvent[] | undefined;

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
function heal(s: RegicideState, value: number): number {
  const count = Math.min(value, s.discard.length);
  if (count === 0) return 0;
  const { rng } = withRng(s.rng, (next) => shuffleInPlace(s.discard, next));
  s.rng = rng;
  const moved = s.discard.splice(s.discard.length - count, count);
  s.tavern = moved.concat(s.tavern);
  return count;
}

/**
 * ♦: deal `value` cards one at a time round the table from the current seat, skipping full
 * hands. With `drawn` (one list per seat) it also notes who got which card.
 */
function draw(s: RegicideState, value: number, drawn?: Card[][]): void {
  let full = 0;
  for (const h of s.hands) if (h.length >= s.handLimit) full++;
  let seat = s.current;
  let dealt = 0;
  while (dealt < value && s.tavern.length > 0 && full < s.players) {
    const hand = s.hands[seat];
    if (hand.length < s.handLimit) {
      const card = s.tavern.pop()!;
      hand.push(card);
      if (drawn) drawn[seat].push(card);
      dealt++;
      if (hand.length === s.handLimit) full++;
    }
    seat = (seat + 1) % s.players;
  }
}

function startTurn(s: RegicideState, seat: number, out: Out): void {
  s.current = seat;
  s.phase = 'play';
  s.damageDue = 0;
  if (isStuck(s)) lose(s, out);
}

function lose(s: RegicideState, out: Out): void {
  s.outcome = 'lost';
  s.phase = 'over';
  if (out) out.push({ kind: 'lost', seat: s.current + 1, due: s.damageDue });
}

const endTurn = (s: RegicideState, out: Out): void => startTurn(s, (s.current + 1) % s.players, out);

/** Step 4: the enemy attacks; with nothing to cover the turn passes straight on. */
function sufferAttack(s: RegicideState, out: Out): void {
  const due = attackAfterShield(s);
  if (due === 0) return endTurn(s, out);
  s.phase = 'discard';
  s.damageDue = due;
  if (isStuck(s)) lose(s, out);
  else if (out) out.push({ kind: 'attack', seat: s.current + 1, enemy: s.enemy, due });
}

function defeatEnemy(s: RegicideState, out: Out): void {
  const exact = s.damage === enemyStats(s.enemy).health;
  if (out) out.push({ kind: 'defeat', enemy: s.enemy, kill: exact ? 'exact' : 'overkill' });
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
    if (out) out.push({ kind: 'won', medal: medalOf(s) });
    return;
  }
  s.enemy = s.castle.pop()!;
  if (out) out.push({ kind: 'reveal', enemy: s.enemy });
  // The same player takes a fresh turn against the new enemy.
  startTurn(s, s.current, out);
}

function playCards(s: RegicideState, cards: readonly Card[], out: Out): void {
  removeFromHand(s.hands[s.current], cards);
  for (const c of cards) s.played.push(c);
  s.yielded[s.current] = false;
  if (cards[0] === JESTER) {
    s.cancelled = true;
    if (out) out.push({ kind: 'jester', seat: s.current + 1, enemy: s.enemy, shield: activeShield(s) });
    // Steps 3 and 4 are skipped; with one player there is nobody else to choose.
    if (isSolo(s)) startTurn(s, s.current, out);
    else s.phase = 'next';
    return;
  }
  let value = 0;
  for (const c of cards) value += cardValue(c);
  const suits = suitMask(cards);
  const blocked = s.cancelled ? -1 : suitOf(s.enemy);
  const active = activeSuits(suits, blocked);
  const damageBefore = s.damage;
  const healed = hasSuit(active, HEARTS) ? heal(s, value) : 0;
  const drawn = out && hasSuit(active, DIAMONDS) ? s.hands.map((): Card[] => []) : undefined;
  if (hasSuit(active, DIAMONDS)) draw(s, value, drawn);
  // Spades are recorded even while blocked: a later jester makes them shield retroactively.
  if (hasSuit(suits, SPADES)) s.spadeTotal += value;
  s.damage += damageOf(value, active);
  const { health } = enemyStats(s.enemy);
  if (out) {
    const kill = killOf(s.damage, health);
    out.push({
      kind: 'play',
      seat: s.current + 1,
      cards: cards.slice(),
      outcome: {
        value,
        blocked: blockedSuits(suits, blocked),
        heal: healed,
        draws: drawn ? drawn.map((d) => d.length) : s.hands.map(() => 0),
        shieldGain: hasSuit(active, SPADES) ? value : 0,
        damage: s.damage - damageBefore,
        doubled: hasSuit(active, CLUBS),
        damageAfter: s.damage,
        health,
        kill,
        victory: kill !== null && s.castle.length === 0,
        attackAfter: kill ? 0 : attackAfterShield(s),
      },
    });
    if (drawn) drawn.forEach((got, seat) => got.length > 0 && out.push({ kind: 'draw', seat: seat + 1, count: got.length, cards: got }));
  }
  if (s.damage >= health) defeatEnemy(s, out);
  else sufferAttack(s, out);
}

/** Solo: discard the whole hand and refill it to the limit from the tavern. */
function flip(s: RegicideState, out: Out): void {
  const hand = s.hands[0];
  const discarded = out ? hand.slice() : undefined;
  for (const c of hand) s.discard.push(c);
  hand.length = 0;
  while (hand.length < s.handLimit && s.tavern.length > 0) hand.push(s.tavern.pop()!);
  s.flipsLeft--;
  if (out) out.push({ kind: 'flip', seat: s.current + 1, discarded: discarded!, count: hand.length, left: s.flipsLeft, cards: hand.slice() });
  if (isStuck(s)) lose(s, out);
}

/** Applies a move known to be legal, mutating `s`; with `out`, appends what happened to it. */
export function applyInPlace(s: RegicideState, m: RegicideMove, out?: RegicideEvent[]): void {
  const seat = s.current + 1;
  switch (m.type) {
    case 'play':
      return playCards(s, m.cards, out);
    case 'yield':
      s.yielded[s.current] = true;
      if (out) out.push({ kind: 'yield', seat });
      return sufferAttack(s, out);
    case 'feign': {
      s.yielded[s.current] = true;
      const hand = s.hands[s.current];
      if (out) out.push({ kind: 'feign', seat, cards: hand.slice() });
      for (const c of hand) s.discard.push(c);
      hand.length = 0;
      return endTurn(s, out);
    }
    case 'discard':
      removeFromHand(s.hands[s.current], m.cards);
      for (const c of m.cards) s.discard.push(c);
      if (out) out.push({ kind: 'discard', seat, cards: m.cards.slice() });
      return endTurn(s, out);
    case 'next':
      if (out) out.push({ kind: 'next', seat, chosen: m.seat });
      return startTurn(s, m.seat - 1, out);
    case 'flip':
      return flip(s, out);
  }
}
