// The per-seat view: everything public plus the seat's own hand. Never the other hand, the order
// of the draw pile or the removed cards (unless open-discards shows them). The public view is the
// same without any hand: what a person standing behind the table sees.
import { cardText, cardsText } from '../../core/cards.js';
import { movesLeft } from './legal.js';
import { formatMove } from './notation.js';
import { scoreBoth } from './scoring.js';
import { TAKE_SIZE } from './setup.js';
import type { LastMoveView, Seat, ThronfolgePublicView, ThronfolgeResult, ThronfolgeState, ThronfolgeView } from './types.js';

const toSeat = (seat: number): Seat => (seat === 0 ? 1 : 2);

function lastMoveView(s: ThronfolgeState): LastMoveView | null {
  const m = s.lastMove;
  if (m === null) return null;
  const move = m.type === 'play' ? formatMove({ type: 'play', card: m.cards[0] }) : 'take';
  return { seat: toSeat(m.seat), move, cards: m.cards.map(cardText) };
}

export function view(s: ThronfolgeState, seat: number): ThronfolgeView {
  if (seat !== 1 && seat !== 2) throw new Error(`seat must be 1 or 2, got ${String(seat)}`);
  return { seat, ...publicView(s), hand: s.hands[seat - 1].map(cardText) };
}

export function publicView(s: ThronfolgeState): ThronfolgePublicView {
  return {
    variants: s.variants.slice(),
    round: s.round,
    current: s.result === null ? toSeat(s.current) : null,
    starter: toSeat(s.starter),
    firstStarter: toSeat(s.firstStarter),
    coinToss: s.coinToss,
    row: s.row.map(cardText),
    lastFive: s.row.slice(Math.max(0, s.row.length - TAKE_SIZE)).map(cardText),
    hands: s.hands.map((h) => h.length),
    taken: s.taken.slice(),
    movesLeft: [movesLeft(s, 0), movesLeft(s, 1)],
    deck: s.deck.length,
    collections: s.collections.map((c) => cardsText(c)),
    removed: s.variants.includes('open-discards') ? s.removed.map(cardText) : s.removed.length,
    scores: scoreBoth(s.collections[0], s.collections[1]),
    lastMove: lastMoveView(s),
    outcome: s.result,
  };
}

export const outcome = (s: ThronfolgeState): ThronfolgeResult | null => s.result;
