// Regicide for a screen reader: from one seat's update (its view, its legal moves, the events it
// may see) to plain labelled lines. `changeLines` says what the last move did and whose turn it
// is; `situationLines` repeats the whole position on request. Only what that seat may know: the
// update is already filtered for it, and other hands are only ever counted.
import { type Card, cardOf, suitOf } from '../../core/cards.js';
import type { RegicideEvent } from '../../games/regicide/events.js';
import type { RegicideMove, RegicideResult, RegicideView } from '../../games/regicide/types.js';
import type { SeatUpdate } from '../../table/types.js';
import { firstOf, numberedCards } from '../shared/narration.js';
import type { SpokenTexts } from '../shared/texts/spoken.js';
import { type CardNames, describeEvent } from './describe-event.js';
import type { RegicideTexts } from './strings.js';
import type { RegicideNarrationTexts } from './texts/narration.js';

export type RegicideUpdate = SeatUpdate<RegicideView, RegicideMove, RegicideEvent, RegicideResult>;

export interface RegicideNarrator {
  t: RegicideTexts;
  n: RegicideNarrationTexts;
  spoken: SpokenTexts;
}

/** Moves listed in full before "and N more": a listener takes in about a dozen. */
const MOVES_SHOWN = 12;

const namesOf = (spoken: SpokenTexts): CardNames => ({ card: spoken.card, suit: spoken.suit, list: (cards) => cards.join(', ') });

/** Whose turn it is, and what that turn asks for. */
export function turnLine(update: RegicideUpdate, { t, n, spoken }: RegicideNarrator): string | null {
  const { view } = update;
  if (update.toMove === null) return null;
  const whose = update.toMove === update.seat ? n.yourTurn(view.phase, view.damageDue ?? 0) : n.theirTurn(t.player(update.toMove));
  return spoken.labelled(n.label.turn, whose);
}

/** The seat's own draws, named: the event log only counts them. */
function drawnCards(events: readonly RegicideEvent[], seat: number): Card[] {
  return events.flatMap((ev) => ((ev.kind === 'draw' || ev.kind === 'flip') && ev.seat === seat && ev.cards ? ev.cards : []));
}

/** What one move did, as `seat` may know it: a labelled line per event, and the seat's own draws by name. */
export function eventLinesFor(events: readonly RegicideEvent[], seat: number, { t, n, spoken }: RegicideNarrator): string[] {
  const lines: string[] = [];
  for (const ev of events) {
    const line = describeEvent(ev, t, true, namesOf(spoken));
    if (line !== null) lines.push(spoken.labelled(n.label.move, line));
  }
  const drawn = drawnCards(events, seat);
  if (drawn.length > 0) lines.push(spoken.labelled(n.label.drew, drawn.map(spoken.card).join(', ')));
  return lines;
}

/** What the last move did, then whose turn it is now. */
export function changeLines(update: RegicideUpdate, narrator: RegicideNarrator): string[] {
  const turn = turnLine(update, narrator);
  return [...eventLinesFor(update.events, update.seat, narrator), ...(turn ? [turn] : [])];
}

function enemyLine(view: RegicideView, { n, spoken }: RegicideNarrator): string {
  const e = view.enemy;
  if (!e) return spoken.labelled(n.label.enemy, n.castleFallen);
  const card = cardOf(e.card);
  const parts = [n.enemy(spoken.card(card), e.damage, e.health, e.attack, e.shield, e.attackAfterShield)];
  // Every enemy is immune to its suit until a jester lifts it.
  parts.push(e.immune ? n.immune(spoken.suit(suitOf(card))) : n.immunityCancelled);
  return spoken.labelled(n.label.enemy, spoken.parts(parts));
}

/**
 * The legal moves in words, the first dozen of them. Not numbered: the numbers are the keys of
 * the hand's cards (and of the seats after a jester), as on the screen.
 */
export function moveLines(update: RegicideUpdate, narrator: RegicideNarrator): string {
  const { n, spoken } = narrator;
  if (update.legal.length === 0) return spoken.labelled(n.label.moves, n.noMoves);
  // A cover step may have a hundred ways: a list cut at a dozen helps nobody; the previews do.
  const covers = update.legal.filter((m) => m.type === 'discard').length;
  if (covers > MOVES_SHOWN) return spoken.labelled(n.label.moves, n.manyCovers(covers));
  const { shown, more } = firstOf(update.legal, MOVES_SHOWN);
  const list = shown.map((m) => spokenMove(m, narrator));
  return spoken.labelled(n.label.moves, spoken.parts(more > 0 ? [...list, n.more(more)] : list));
}

/** A move in words with spoken cards: "play 5 of hearts and ace of clubs". */
export function spokenMove(move: RegicideMove, { t, spoken }: RegicideNarrator): string {
  if (move.type === 'play' || move.type === 'discard') return t.hintMove(move.type, move.cards.map(spoken.card).join(', '));
  if (move.type === 'next') return t.hintMove('next', t.player(move.seat));
  return t.hintMove(move.type, '');
}

/** The seat's hand, each card by the number key that selects it. */
export function handLine(update: RegicideUpdate, { n, spoken }: RegicideNarrator): string {
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

/** The whole position on request: enemy, piles, table, your hand (numbered as its keys), moves, keys. */
export function situationLines(update: RegicideUpdate, narrator: RegicideNarrator): string[] {
  const { t, n, spoken } = narrator;
  const { view } = update;
  const lines = [enemyLine(view, narrator)];
  const piles = [n.piles(view.castle, view.tavern, view.discard.length)];
  if (view.flipsLeft !== undefined && view.players === 1) piles.push(n.flips(view.flipsLeft));
  lines.push(spoken.labelled(n.label.piles, spoken.parts(piles)));
  if (view.players > 1) {
    const others = view.hands.map((count, i) => ({ seat: i + 1, count })).filter((s) => s.seat !== update.seat);
    lines.push(spoken.labelled(n.label.table, spoken.parts(others.map((s) => n.seat(t.player(s.seat), s.count, view.yielded[s.seat - 1])))));
  }
  lines.push(handLine(update, narrator));
  const turn = turnLine(update, narrator);
  if (turn) lines.push(turn);
  if (update.toMove === update.seat) {
    lines.push(moveLines(update, narrator));
    lines.push(spoken.labelled(n.label.keys, n.keys(view.phase, view.players === 1)));
  }
  return lines;
}
