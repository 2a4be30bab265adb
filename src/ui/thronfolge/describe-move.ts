// One move's events as lines of the event log: the play or take itself, then a new round or the
// end. Everything it says is public (the row and the collections are open; dealt cards are not
// named).
import { type Card, cardLabel } from '../../core/cards.js';
import type { ThronfolgeEvent } from '../../games/thronfolge/events.js';
import type { ThronfolgeTexts } from './strings.js';

/** `name` names a card and `list` joins a take's cards (side by side on the screen; said as a list). */
export function describeEvent(
  ev: ThronfolgeEvent,
  t: ThronfolgeTexts,
  ascii: boolean,
  name: (c: Card) => string = (c) => cardLabel(c, ascii),
  list: (names: string[]) => string = (names) => names.join(' '),
): string | null {
  switch (ev.kind) {
    case 'play':
      return t.eventPlay(t.player(ev.seat), name(ev.card));
    case 'take': {
      const who = t.player(ev.seat);
      if (ev.cards.length === 0) return t.eventTakeNothing(who);
      const me = ev.seat - 1;
      return t.eventTake(who, list(ev.cards.map(name)), ev.before[me], ev.after[me]);
    }
    case 'crowns':
      return t.eventCrowns(t.player(ev.seat));
    case 'scored':
      return t.eventFinal(ev.result.scores[0], ev.result.scores[1]);
    case 'round':
      return t.eventRound(ev.round, t.player(ev.starter));
    case 'deal':
      return null;
  }
}

/** The log lines of one move's events. */
export function describeMove(events: readonly ThronfolgeEvent[], t: ThronfolgeTexts, ascii: boolean): string[] {
  const lines: string[] = [];
  for (const ev of events) {
    const line = describeEvent(ev, t, ascii);
    if (line !== null) lines.push(line);
  }
  return lines;
}
