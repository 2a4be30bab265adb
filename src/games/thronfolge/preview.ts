// What a move would do, worked out from a VIEW (public facts and the own hand only), so the UI
// and bots can use it without the full state.
import { type Card, cardText, parseCard } from '../../core/cards.js';
import type { TakeScores } from './events.js';
import { hasAllCrowns, scoreTotals } from './scoring.js';
import { TAKE_SIZE } from './setup.js';
import type { ThronfolgeView } from './types.js';
import { cardsOf } from './view-cards.js';

/** A take's effect on both scores: `before`/`after` as the engine's take event reports them. */
export interface ScoreChange extends TakeScores {
  /** after − before, by seat. A take can lower the other seat too: majorities are relative. */
  delta: [number, number];
  /** Change of the viewing seat's lead (own total minus the opponent's). */
  lead: number;
  /** The take would complete three crowns: the taker wins at once. */
  crownWin: boolean;
}

export interface TakePreview extends ScoreChange {
  /** The viewing seat may take on this turn. */
  legal: boolean;
  /** The cards a take gets, oldest first. */
  cards: string[];
}

export interface PlayPreview {
  card: string;
  /** The last five of the row after this play: what the opponent could take next. */
  exposed: string[];
  /** The opponent has not taken this round, so their next move may be that take. */
  opponentCanTake: boolean;
  /** What that take would do (null when the opponent can no longer take this round). */
  opponentTake: ScoreChange | null;
}

/** The view's cards as integers, parsed once for a batch of previews. */
interface Board {
  me: number;
  row: Card[];
  collections: Card[][];
}

const boardOf = (v: ThronfolgeView): Board => ({
  me: v.seat - 1,
  row: cardsOf(v.row),
  collections: v.collections.map(cardsOf),
});

const lastFiveOf = (row: readonly Card[]): Card[] => row.slice(Math.max(0, row.length - TAKE_SIZE));

function changeOf(b: Board, taker: number, cards: readonly Card[]): ScoreChange {
  const before = scoreTotals(b.collections[0], b.collections[1]);
  const grown = b.collections.slice();
  grown[taker] = grown[taker].concat(cards);
  const after = scoreTotals(grown[0], grown[1]);
  const delta: [number, number] = [after[0] - before[0], after[1] - before[1]];
  const other = 1 - b.me;
  return {
    before,
    after,
    delta,
    lead: delta[b.me] - delta[other],
    crownWin: cards.length > 0 && hasAllCrowns(grown[taker]),
  };
}

function takeFrom(v: ThronfolgeView, b: Board): TakePreview {
  const cards = lastFiveOf(b.row);
  const legal = v.current === v.seat && !v.taken[b.me] && (b.row.length > 0 || v.hand.length === 0);
  return { legal, cards: cards.map(cardText), ...changeOf(b, b.me, cards) };
}

function playFrom(v: ThronfolgeView, b: Board, card: Card): PlayPreview {
  const exposed = lastFiveOf([...b.row, card]);
  const opponentCanTake = !v.taken[1 - b.me];
  return {
    card: cardText(card),
    exposed: exposed.map(cardText),
    opponentCanTake,
    opponentTake: opponentCanTake ? changeOf(b, 1 - b.me, exposed) : null,
  };
}

/** What taking now would get and how both scores would move. */
export const previewTake = (v: ThronfolgeView): TakePreview => takeFrom(v, boardOf(v));

/** What playing `card` would leave in the opponent's reach. */
export function previewPlay(v: ThronfolgeView, card: Card | string): PlayPreview {
  const c = typeof card === 'string' ? parseCard(card) : card;
  if (c === null) throw new Error(`"${String(card)}" is not a card`);
  return playFrom(v, boardOf(v), c);
}

/** The take and every card of the hand at once, parsing the view only once. */
export function previewMoves(v: ThronfolgeView): { take: TakePreview; plays: PlayPreview[] } {
  const b = boardOf(v);
  return { take: takeFrom(v, b), plays: cardsOf(v.hand).map((c) => playFrom(v, b, c)) };
}
