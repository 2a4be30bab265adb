import { type Game, IllegalMoveError } from '../../core/game.js';
import { applyInPlace, cloneState } from './apply.js';
import { sortCards } from '../../core/cards.js';
import { explainIllegal } from './explain.js';
import { eventsOf, type GameEvent } from './events.js';
import { isLegal, legalMoves } from './legal.js';
import { formatMove, parseMove } from './notation.js';
import { normalizeOptions, setup } from './setup.js';
import type { RegicideMove, RegicideOptions, RegicideResult, RegicideState, RegicideView } from './types.js';
import { outcome, view } from './view.js';

interface PlaceholderRefusal {
  code: 'illegal';
  text: string;
}

export type RegicideGame = Game<RegicideState, RegicideMove, RegicideView, RegicideResult, RegicideOptions, GameEvent, PlaceholderRefusal>;

export const regicide: RegicideGame = {
  id: 'regicide',
  normalizeOptions,
  setup,
  seatCount: (o) => o.players,
  currentSeat: (s) => (s.outcome === null ? s.current + 1 : null),
  legalMoves,
  isLegal,
  apply(s, m) {
    if (!isLegal(s, m)) throw new IllegalMoveError(explainIllegal(s, m));
    const next = cloneState(s);
    applyInPlace(next, 'cards' in m ? { ...m, cards: sortCards(m.cards) } : m);
    return next;
  },
  // Placeholder until the engine reports its own events and refusal codes.
  step(s, m) {
    if (!isLegal(s, m)) return { ok: false, refusal: { code: 'illegal', text: explainIllegal(s, m) } as PlaceholderRefusal };
    const next = this.apply(s, m);
    return { ok: true, state: next, events: eventsOf(s, m, next) };
  },
  eventsFor: (events) => events.slice(),
  refusalText: (r) => (r as PlaceholderRefusal).text,
  view,
  outcome,
  parseMove,
  formatMove,
};

export { explainIllegal };
