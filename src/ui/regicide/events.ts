// The event log: what a move did, in public terms only (cards played or discarded are shown
// face up; drawn and healed cards only as counts). Derived from the states before and after.
import { type Card, CLUBS, HEARTS, JESTER, SPADES, suitOf } from '../../core/cards.js';
import { regicide } from '../../games/regicide/index.js';
import type { RegicideMove, RegicideState } from '../../games/regicide/types.js';
import { enemyStats, sumValues } from '../../games/regicide/values.js';

export type GameEvent =
  | { kind: 'play'; seat: number; cards: Card[]; heal: number; draws: number; shield: number; damage: number; doubled: boolean; blocked: number[] }
  | { kind: 'jester'; seat: number; enemy: Card }
  | { kind: 'defeat'; enemy: Card; exact: boolean }
  | { kind: 'reveal'; enemy: Card }
  | { kind: 'attack'; seat: number; enemy: Card; due: number }
  | { kind: 'yield'; seat: number }
  | { kind: 'feign'; seat: number; count: number }
  | { kind: 'discard'; seat: number; cards: Card[] }
  | { kind: 'flip'; seat: number; count: number; left: number }
  | { kind: 'next'; seat: number; chosen: number }
  | { kind: 'won'; medal: 'gold' | 'silver' | 'bronze' | null }
  | { kind: 'lost'; seat: number; due: number };

/** The events of `move`, which led from `before` to `after` (seats 1-based). */
export function eventsOf(before: RegicideState, move: RegicideMove, after: RegicideState): GameEvent[] {
  const seat = before.current + 1;
  const events: GameEvent[] = [];
  switch (move.type) {
    case 'play':
      if (move.cards[0] === JESTER) events.push({ kind: 'jester', seat, enemy: before.enemy });
      else events.push(playEvent(before, move.cards, after));
      break;
    case 'yield':
      events.push({ kind: 'yield', seat });
      break;
    case 'feign':
      events.push({ kind: 'feign', seat, count: before.hands[before.current].length });
      break;
    case 'discard':
      events.push({ kind: 'discard', seat, cards: move.cards });
      break;
    case 'flip':
      events.push({ kind: 'flip', seat, count: after.hands[before.current].length, left: after.flipsLeft });
      break;
    case 'next':
      events.push({ kind: 'next', seat, chosen: move.seat });
      break;
  }
  if (after.defeated > before.defeated) {
    const dealt = move.type === 'play' ? damageOf(before, move.cards) : 0;
    events.push({ kind: 'defeat', enemy: before.enemy, exact: before.damage + dealt === enemyStats(before.enemy).health });
    if (after.enemy >= 0) events.push({ kind: 'reveal', enemy: after.enemy });
  }
  if (after.phase === 'discard' && before.phase !== 'discard') {
    events.push({ kind: 'attack', seat: after.current + 1, enemy: after.enemy, due: after.damageDue });
  }
  if (after.outcome === 'won') {
    events.push({ kind: 'won', medal: regicide.outcome(after)!.medal });
  } else if (after.outcome === 'lost') {
    events.push({ kind: 'lost', seat: after.current + 1, due: after.damageDue });
  }
  return events;
}

const blockedBy = (s: RegicideState): number => (s.cancelled ? -1 : suitOf(s.enemy));

function damageOf(s: RegicideState, cards: readonly Card[]): number {
  const value = sumValues(cards);
  const clubs = cards.some((c) => suitOf(c) === CLUBS) && blockedBy(s) !== CLUBS;
  return clubs ? 2 * value : value;
}

function playEvent(before: RegicideState, cards: Card[], after: RegicideState): GameEvent {
  const seat = before.current + 1;
  const value = sumValues(cards);
  const suits = new Set(cards.map(suitOf));
  const blocked = blockedBy(before);
  const hearts = suits.has(HEARTS) && blocked !== HEARTS;
  // Hand sizes are public: what a seat gained beyond what it played is what ♦ dealt.
  let draws = 0;
  for (let i = 0; i < before.players; i++) draws += after.hands[i].length - before.hands[i].length;
  draws += cards.length;
  const damage = damageOf(before, cards);
  return {
    kind: 'play',
    seat,
    cards,
    heal: hearts ? Math.min(value, before.discard.length) : 0,
    draws,
    shield: suits.has(SPADES) && blocked !== SPADES ? value : 0,
    damage,
    doubled: damage > value,
    blocked: [...suits].filter((s) => s === blocked),
  };
}
