// The effects of a move. `applyInPlace` mutates a private copy made by `cloneState` (bots search
// with the pair); the public `apply` in index.ts checks legality and copies first.
import type { Card } from '../../core/cards.js';
import { decideByScore, hasAllCrowns, scoreBoth } from './scoring.js';
import { movesLeft } from './legal.js';
import { TAKE_SIZE, dealHands } from './setup.js';
import type { ThronfolgeMove, ThronfolgeState } from './types.js';

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

function play(s: ThronfolgeState, card: Card): void {
  const hand = s.hands[s.current];
  hand.splice(hand.indexOf(card), 1);
  s.row.push(card);
  s.lastMove = { seat: s.current, type: 'play', cards: [card] };
}

function take(s: ThronfolgeState): void {
  const seat = s.current;
  // From an empty row (a forced take only) this takes nothing and still counts.
  const cards = s.row.splice(Math.max(0, s.row.length - TAKE_SIZE));
  s.collections[seat] = s.collections[seat].concat(cards);
  s.taken[seat] = true;
  s.lastMove = { seat, type: 'take', cards };
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
  }
}

function finishByScore(s: ThronfolgeState): void {
  const { winner, shared, tieBreak, scores, breakdown } = decideByScore(s.collections[0], s.collections[1]);
  s.result = { winner, shared, reason: 'score', scores, breakdown, tieBreak };
}

/** Both seats are done: the row stays, a new round is dealt with the other starter, or it is over. */
function endRound(s: ThronfolgeState): void {
  if (s.deck.length === 0) return finishByScore(s);
  const deck = s.deck.slice();
  dealHands(deck, s.hands);
  s.deck = deck;
  s.round++;
  s.starter = 1 - s.starter;
  s.current = s.starter;
  s.taken = [false, false];
}

/** Turns alternate; once a seat has no moves left, the other makes all of theirs in a row. */
function passTurn(s: ThronfolgeState): void {
  const other = 1 - s.current;
  if (movesLeft(s, other) > 0) s.current = other;
  else if (movesLeft(s, s.current) === 0) endRound(s);
}

/** Applies a move known to be legal, mutating `s`. */
export function applyInPlace(s: ThronfolgeState, m: ThronfolgeMove): void {
  if (m.type === 'play') play(s, m.card);
  else take(s);
  if (s.result === null) passTurn(s);
}
