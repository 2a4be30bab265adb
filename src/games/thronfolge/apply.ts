// The effects of a move. `applyInPlace` mutates a private copy made by `cloneState` (bots search
// with the pair); the public `apply` in index.ts checks legality and copies first.
// Events are built only when an `out` list is given: the bots' path pays nothing for them.
import type { Card } from '../../core/cards.js';
import type { ThronfolgeEvent } from './events.js';
import { decideByScore, hasAllCrowns, scoreBoth, scoreTotals } from './scoring.js';
import { movesLeft } from './legal.js';
import { TAKE_SIZE, dealHands } from './setup.js';
import type { ThronfolgeMove, ThronfolgeState } from './types.js';

type Out = ThronfolgeEvent[] | undefined;

/**
 * A copy that `applyInPlace` may change. `deck`, `removed`, `rng`, `lastMove`, `result` and the
 * inner collection arrays are shared: the engine replaces them instead of mutating them, which
 * keeps a copy down to the hands, the row and three tiny pairs.
 */
export function cloneState(s: ThronfolgeState): ThronfolgeState {
  return {
    ...s,
    row: s.row.slice(),
    hands: [s.hands[0].slice(), s.hands[1].slice()],
    taken: s.taken.slice(),
    collections: s.collections.slice(),
  };
}

function play(s: ThronfolgeState, card: Card, out: Out): void {
  const hand = s.hands[s.current];
  hand.splice(hand.indexOf(card), 1);
  s.row.push(card);
  s.lastMove = { seat: s.current, type: 'play', cards: [card] };
  if (out) out.push({ kind: 'play', seat: s.current + 1, card });
}

function take(s: ThronfolgeState, out: Out): void {
  const seat = s.current;
  const before = out ? scoreTotals(s.collections[0], s.collections[1]) : undefined;
  // From an empty row (a forced take only) this takes nothing and still counts.
  const cards = s.row.splice(Math.max(0, s.row.length - TAKE_SIZE));
  s.collections[seat] = s.collections[seat].concat(cards);
  s.taken[seat] = true;
  s.lastMove = { seat, type: 'take', cards };
  if (out) out.push({ kind: 'take', seat: seat + 1, cards: cards.slice(), before: before!, after: scoreTotals(s.collections[0], s.collections[1]) });
  if (cards.length > 0 && hasAllCrowns(s.collections[seat])) {
    const breakdown = scoreBoth(s.collections[0], s.collections[1]);
    s.result = {
      winner: seat === 0 ? 1 : 2,
      shared: false,
      reason: 'crowns',
      scores: [breakdown[0].total, breakdown[1].total],
      breakdown,
      tieBreak: null,
    };
    if (out) out.push({ kind: 'crowns', seat: seat + 1, result: s.result });
  }
}

function finishByScore(s: ThronfolgeState, out: Out): void {
  const { winner, shared, tieBreak, scores, breakdown } = decideByScore(s.collections[0], s.collections[1]);
  s.result = { winner, shared, reason: 'score', scores, breakdown, tieBreak };
  if (out) out.push({ kind: 'scored', result: s.result });
}

/** Both seats are done: the row stays, a new round is dealt with the other starter, or it is over. */
function endRound(s: ThronfolgeState, out: Out): void {
  if (s.deck.length === 0) return finishByScore(s, out);
  const deck = s.deck.slice();
  dealHands(deck, s.hands);
  s.deck = deck;
  s.round++;
  s.starter = 1 - s.starter;
  s.current = s.starter;
  s.taken = [false, false];
  if (out) {
    out.push({ kind: 'round', round: s.round, starter: s.starter + 1, deck: deck.length });
    // Both hands were empty, so each now holds exactly the cards dealt to it.
    s.hands.forEach((hand, seat) => out.push({ kind: 'deal', seat: seat + 1, count: hand.length, cards: hand.slice() }));
  }
}

/** Turns alternate; once a seat has no moves left, the other makes all of theirs in a row. */
function passTurn(s: ThronfolgeState, out: Out): void {
  const other = 1 - s.current;
  if (movesLeft(s, other) > 0) s.current = other;
  else if (movesLeft(s, s.current) === 0) endRound(s, out);
}

/** Applies a move known to be legal, mutating `s`; with `out`, appends what happened to it. */
export function applyInPlace(s: ThronfolgeState, m: ThronfolgeMove, out?: ThronfolgeEvent[]): void {
  if (m.type === 'play') play(s, m.card, out);
  else take(s, out);
  if (s.result === null) passTurn(s, out);
}
