// Thronfolge: a two-player duel over a shared row, after District Noir, on 45 cards of a normal deck.
import { type Game, IllegalMoveError } from '../../core/game.js';
import { applyInPlace, cloneState } from './apply.js';
import { type ThronfolgeEvent, thronfolgeEventsFor } from './events.js';
import { refusalOf } from './explain.js';
import { isLegal, legalMoves } from './legal.js';
import { formatMove, parseMove } from './notation.js';
import type { ThronfolgeRefusal } from './refusals.js';
import { normalizeOptions, setup } from './setup.js';
import { thronfolgeTalk } from './talk.js';
import type { ThronfolgeMove, ThronfolgeOptions, ThronfolgePublicView, ThronfolgeResult, ThronfolgeState, ThronfolgeView } from './types.js';
import { outcome, publicView, view } from './view.js';

export type ThronfolgeGame = Game<ThronfolgeState, ThronfolgeMove, ThronfolgeView, ThronfolgeResult, ThronfolgeOptions, ThronfolgeEvent, ThronfolgeRefusal, ThronfolgePublicView>;

export const thronfolge: ThronfolgeGame = {
  id: 'thronfolge',
  normalizeOptions,
  setup,
  seatCount: () => 2,
  currentSeat: (s) => (s.result === null ? s.current + 1 : null),
  legalMoves,
  isLegal,
  apply(s, m) {
    if (!isLegal(s, m)) {
      throw new IllegalMoveError(refusalOf(s, m));
    }
    const next = cloneState(s);
    applyInPlace(next, m);
    return next;
  },
  step(s, m) {
    if (!isLegal(s, m)) return { ok: false, refusal: refusalOf(s, m) };
    const next = cloneState(s);
    const events: ThronfolgeEvent[] = [];
    applyInPlace(next, m, events);
    return { ok: true, state: next, events };
  },
  eventsFor: thronfolgeEventsFor,
  view,
  publicView,
  talk: thronfolgeTalk,
  outcome,
  parseMove,
  formatMove,
};

export { refusalOf } from './explain.js';
export type { ThronfolgeRefusal } from './refusals.js';
export { thronfolgeEventsFor } from './events.js';
export type { TakeScores, ThronfolgeEvent } from './events.js';
export { applyInPlace, cloneState } from './apply.js';
export { canTake, isLegal, legalMoves, movesLeft } from './legal.js';
export { formatMove, parseMove } from './notation.js';
export { normalizeOptions, setup, HAND_SIZE, REMOVED_COUNT, ROUNDS, ROW_START, TAKE_SIZE } from './setup.js';
export { outcome, publicView, view } from './view.js';
export { decideByScore, hasAllCrowns, scoreBoth, scoreCollection, scoreTotals, tallyCollection } from './scoring.js';
export type { Decision, Tally } from './scoring.js';
export { previewMoves, previewPlay, previewTake } from './preview.js';
export { stateFromView, unseenCards } from './determinize.js';
export type { PlayPreview, ScoreChange, TakePreview } from './preview.js';
export { CROWNS, FAMILY_ORDER, FAMILY_VALUE, SET_POINTS, THRONFOLGE_CARDS, familyOf, isCrown, isThronfolgeCard, kindOf, pointsOf } from './cardTable.js';
export type { CardKind } from './cardTable.js';
export * from './types.js';
