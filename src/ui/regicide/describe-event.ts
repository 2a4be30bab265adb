// One line of the event log for each of the engine's events, in the player's language. Drawn
// cards are never named: the play line counts them (its outcome), so draw events add no line.
import { type Card, cardLabel, suitSymbol } from '../../core/cards.js';
import type { RegicideEvent } from '../../games/regicide/events.js';
import { sumValues } from '../../games/regicide/values.js';
import type { RegicideTexts } from './strings.js';

/** How cards and suits are named: symbols on the screen, words for a screen reader. */
export interface CardNames {
  card: (c: Card) => string;
  suit: (suit: number) => string;
  /** Several cards in one phrase (words need commas where symbols need only a space); else joined as the screen joins them. */
  list?: (cards: readonly string[]) => string;
}

export const symbolNames = (ascii: boolean): CardNames => ({ card: (c) => cardLabel(c, ascii), suit: (s) => suitSymbol(s, ascii) });

export function describeEvent(ev: RegicideEvent, t: RegicideTexts, ascii: boolean, names: CardNames = symbolNames(ascii)): string | null {
  const card = names.card;
  const cards = (cs: readonly Card[], sep: string) => (names.list ? names.list(cs.map(card)) : cs.map(card).join(sep));
  const suits = (ss: readonly number[]) => ss.map(names.suit).join(' ');
  switch (ev.kind) {
    case 'play': {
      const o = ev.outcome;
      const drawn = o.draws.reduce((a, b) => a + b, 0);
      const effects: string[] = [];
      if (o.heal > 0) effects.push(t.effectHeal(o.heal));
      if (drawn > 0) effects.push(t.effectDraw(drawn));
      if (o.shieldGain > 0) effects.push(t.effectShield(o.shieldGain));
      effects.push(t.effectDamage(o.damage, o.doubled));
      if (o.blocked.length) effects.push(t.effectBlocked(suits(o.blocked)));
      return t.eventPlay(t.player(ev.seat), cards(ev.cards, '+'), effects.join(', '));
    }
    case 'draw':
      return null;
    case 'jester':
      return t.eventJester(t.player(ev.seat), card(ev.enemy));
    case 'defeat':
      return t.eventDefeat(card(ev.enemy), ev.kill === 'exact');
    case 'reveal':
      return t.eventReveal(card(ev.enemy));
    case 'attack':
      return t.eventAttack(card(ev.enemy), t.player(ev.seat), ev.due);
    case 'yield':
      return t.eventYield(t.player(ev.seat));
    case 'feign':
      return t.eventFeign(t.player(ev.seat), ev.cards.length);
    case 'discard':
      return t.eventDiscard(t.player(ev.seat), cards(ev.cards, ' '), sumValues(ev.cards));
    case 'flip':
      return t.eventFlip(t.player(ev.seat), ev.count, ev.left);
    case 'next':
      return t.eventNext(t.player(ev.seat), t.player(ev.chosen));
    case 'won':
      return ev.medal ? `${t.eventWon} ${t.medal(ev.medal)}` : t.eventWon;
    case 'lost':
      return t.eventLost(t.player(ev.seat), ev.due);
  }
}
