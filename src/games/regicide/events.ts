// What a move did (placeholder until the engine reports its own events), in public terms only (cards played or discarded are shown
// face up; drawn and healed cards only as counts). What a play does comes from the rules'
// own preview (tested against the engine), the rest from the states before and after.
import { type Card, JESTER } from '../../core/cards.js';
import { outcome, view } from './view.js';
import { type CardsPreview, previewPlay } from './preview.js';
import type { RegicideMove, RegicideState } from './types.js';

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
      else events.push(playEvent(seat, move.cards, playOutcome(before, move.cards)));
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
  if (after.defeated > before.defeated && move.type === 'play') {
    events.push({ kind: 'defeat', enemy: before.enemy, exact: playOutcome(before, move.cards).kill === 'exact' });
    if (after.enemy >= 0) events.push({ kind: 'reveal', enemy: after.enemy });
  }
  if (after.phase === 'discard' && before.phase !== 'discard') {
    events.push({ kind: 'attack', seat: after.current + 1, enemy: after.enemy, due: after.damageDue });
  }
  if (after.outcome === 'won') {
    events.push({ kind: 'won', medal: outcome(after)!.medal });
  } else if (after.outcome === 'lost') {
    events.push({ kind: 'lost', seat: after.current + 1, due: after.damageDue });
  }
  return events;
}

/** What a (non-jester) play did, as the rules' preview from the player's view states it. */
function playOutcome(before: RegicideState, cards: Card[]): CardsPreview {
  const seen = view(before, before.current + 1);
  return previewPlay(seen, cards, seen.enemy!.spadeTotal) as CardsPreview;
}

function playEvent(seat: number, cards: Card[], p: CardsPreview): GameEvent {
  return {
    kind: 'play',
    seat,
    cards,
    heal: p.heal,
    draws: p.draws.reduce((a, b) => a + b, 0),
    shield: p.shieldGain,
    damage: p.damage,
    doubled: p.doubled,
    blocked: p.blocked,
  };
}
