import { type Game, IllegalMoveError } from '../../core/game.js';
import { applyInPlace, cloneState } from './apply.js';
import { sortCards } from '../../core/cards.js';
import { type RegicideEvent, regicideEventsFor } from './events.js';
import { refusalOf } from './explain.js';
import { isLegal, legalMoves } from './legal.js';
import { formatMove, parseMove } from './notation.js';
import type { RegicideRefusal } from './refusals.js';
import { normalizeOptions, setup } from './setup.js';
import { regicideTalk } from './talk.js';
import type { RegicideMove, RegicideOptions, RegicidePublicView, RegicideResult, RegicideState, RegicideView } from './types.js';
import { outcome, publicView, view } from './view.js';

export type RegicideGame = Game<RegicideState, RegicideMove, RegicideView, RegicideResult, RegicideOptions, RegicideEvent, RegicideRefusal, RegicidePublicView>;

/** A move with its cards in canonical order, so the order a caller gave never changes the game. */
const canonical = (m: RegicideMove): RegicideMove => ('cards' in m ? { ...m, cards: sortCards(m.cards) } : m);

export const regicide: RegicideGame = {
  id: 'regicide',
  normalizeOptions,
  setup,
  seatCount: (o) => o.players,
  currentSeat: (s) => (s.outcome === null ? s.current + 1 : null),
  legalMoves,
  isLegal,
  apply(s, m) {
    if (!isLegal(s, m)) {
      throw new IllegalMoveError(refusalOf(s, m));
    }
    const next = cloneState(s);
    applyInPlace(next, canonical(m));
    return next;
  },
  step(s, m) {
    if (!isLegal(s, m)) return { ok: false, refusal: refusalOf(s, m) };
    const next = cloneState(s);
    const events: RegicideEvent[] = [];
    applyInPlace(next, canonical(m), events);
    return { ok: true, state: next, events };
  },
  playInPlace(s, m) {
    if (!isLegal(s, m)) return false;
    applyInPlace(s, canonical(m));
    return true;
  },
  eventsFor: regicideEventsFor,
  view,
  publicView,
  talk: regicideTalk,
  outcome,
  parseMove,
  formatMove,
};

export { refusalOf };
export type { RegicideEvent, RegicideRefusal };
