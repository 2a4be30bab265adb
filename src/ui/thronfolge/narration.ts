// Thronfolge for a screen reader: from one seat's update to plain labelled lines. `changeLines`
// says what the last move did and whose turn it is; `situationLines` repeats the whole position.
// Only what that seat may know: its own hand, the open row and collections, the other hand's size.
import { cardOf } from '../../core/cards.js';
import type { ThronfolgeEvent } from '../../games/thronfolge/events.js';
import type { ThronfolgeMove, ThronfolgeResult, ThronfolgeView } from '../../games/thronfolge/types.js';
import type { SeatUpdate } from '../../table/types.js';
import { numberedCards } from '../shared/narration.js';
import type { SpokenTexts } from '../shared/texts/spoken.js';
import { describeEvent } from './describe-move.js';
import type { ThronfolgeTexts } from './strings.js';
import type { ThronfolgeNarrationTexts } from './texts/narration.js';

export type ThronfolgeUpdate = SeatUpdate<ThronfolgeView, ThronfolgeMove, ThronfolgeEvent, ThronfolgeResult>;

export interface ThronfolgeNarrator {
  t: ThronfolgeTexts;
  n: ThronfolgeNarrationTexts;
  spoken: SpokenTexts;
}

/** The screen's arrow (a score before and after) as the language's word. */
const spokenArrow = (text: string, spoken: SpokenTexts): string => text.replace(/\s*→\s*/g, ` ${spoken.arrow} `);

const spokenList = (cards: readonly string[], spoken: SpokenTexts): string => cards.map((c) => spoken.card(cardOf(c))).join(', ');
const canTake = (update: ThronfolgeUpdate): boolean => update.legal.some((m) => m.type === 'take');

/** Whose turn it is, and what that turn allows. */
export function turnLine(update: ThronfolgeUpdate, { t, n, spoken }: ThronfolgeNarrator): string | null {
  if (update.toMove === null) return null;
  return spoken.labelled(n.label.turn, update.toMove === update.seat ? n.yourTurn(canTake(update)) : n.theirTurn(t.player(update.toMove)));
}

/** What one move did, as `seat` may know it: a labelled line per event, and the seat's own new hand. */
export function eventLinesFor(events: readonly ThronfolgeEvent[], seat: number, { t, n, spoken }: ThronfolgeNarrator): string[] {
  const lines: string[] = [];
  for (const ev of events) {
    // A take's cards as a list and its score's arrow as a word ("0 to 19"), as a reader says them.
    const line = describeEvent(ev, t, true, spoken.card, (names) => names.join(', '));
    if (line !== null) lines.push(spoken.labelled(n.label.move, spokenArrow(line, spoken)));
    if (ev.kind === 'deal' && ev.seat === seat && ev.cards) lines.push(spoken.labelled(n.label.dealt, ev.cards.map(spoken.card).join(', ')));
  }
  return lines;
}

/** What the last move did, then whose turn it is now. */
export function changeLines(update: ThronfolgeUpdate, narrator: ThronfolgeNarrator): string[] {
  const turn = turnLine(update, narrator);
  return [...eventLinesFor(update.events, update.seat, narrator), ...(turn ? [turn] : [])];
}

export function spokenMove(move: ThronfolgeMove, { n, spoken }: ThronfolgeNarrator): string {
  return move.type === 'take' ? n.take : n.play(spoken.card(move.card));
}

/** The seat's hand, each card by the number key that chooses it. */
export function handLine(update: ThronfolgeUpdate, { n, spoken }: ThronfolgeNarrator): string {
  const { hand } = update.view;
  return spoken.labelled(
    n.label.hand,
    hand.length
      ? numberedCards(
          hand.map((c) => spoken.card(cardOf(c))),
          spoken,
        )
      : n.handEmpty,
  );
}

/** The whole position on request: round, row, what a take gets, collections and scores, hands, moves, keys. */
export function situationLines(update: ThronfolgeUpdate, narrator: ThronfolgeNarrator): string[] {
  const { t, n, spoken } = narrator;
  const { view } = update;
  const me = update.seat - 1;
  const other = 1 - me;
  const lines = [spoken.labelled(n.label.round, n.round(view.round, view.deck)), spoken.labelled(n.label.row, view.row.length ? spokenList(view.row, spoken) : n.rowEmpty)];
  if (view.lastFive.length) lines.push(spoken.labelled(n.label.take, spokenList(view.lastFive, spoken)));
  const collection = (seat: number, name: string) => n.collection(name, view.collections[seat].length ? spokenList(view.collections[seat], spoken) : n.nothingYet, view.scores[seat].total);
  lines.push(spoken.labelled(n.label.collection, spoken.parts([collection(me, t.you), collection(other, t.player(other + 1))])));
  lines.push(spoken.labelled(n.label.opponent, n.opponent(t.player(other + 1), view.hands[other], view.taken[other])));
  lines.push(handLine(update, narrator));
  const turn = turnLine(update, narrator);
  if (turn) lines.push(turn);
  if (update.toMove === update.seat) {
    lines.push(spoken.labelled(n.label.moves, spoken.parts(update.legal.map((m) => spokenMove(m, narrator)))));
    lines.push(spoken.labelled(n.label.keys, n.keys(canTake(update))));
  }
  return lines;
}
