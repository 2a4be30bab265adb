// One line of the event log for each event, in the player's language.
import { type Card, cardLabel, suitSymbol } from '../../core/cards.js';
import { sumValues } from '../../games/regicide/values.js';
import type { GameEvent } from '../../games/regicide/events.js';
import type { RegicideTexts } from './strings.js';

export function describeEvent(ev: GameEvent, t: RegicideTexts, ascii: boolean): string {
  const card = (c: Card) => cardLabel(c, ascii);
  const cards = (cs: readonly Card[], sep: string) => cs.map(card).join(sep);
  const suits = (ss: readonly number[]) => ss.map((s) => suitSymbol(s, ascii)).join(' ');
  switch (ev.kind) {
    case 'play': {
      const effects: string[] = [];
      if (ev.heal > 0) effects.push(t.effectHeal(ev.heal));
      if (ev.draws > 0) effects.push(t.effectDraw(ev.draws));
      if (ev.shield > 0) effects.push(t.effectShield(ev.shield));
      effects.push(t.effectDamage(ev.damage, ev.doubled));
      if (ev.blocked.length) effects.push(t.effectBlocked(suits(ev.blocked)));
      return t.eventPlay(t.player(ev.seat), cards(ev.cards, '+'), effects.join(', '));
    }
    case 'jester':
      return t.eventJester(t.player(ev.seat), card(ev.enemy));
    case 'defeat':
      return t.eventDefeat(card(ev.enemy), ev.exact);
    case 'reveal':
      return t.eventReveal(card(ev.enemy));
    case 'attack':
      return t.eventAttack(card(ev.enemy), t.player(ev.seat), ev.due);
    case 'yield':
      return t.eventYield(t.player(ev.seat));
    case 'feign':
      return t.eventFeign(t.player(ev.seat), ev.count);
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
