// Hand-built deals for the lessons: a real game from `setup`, then the named cards moved where the
// lesson wants them. Every card stays in exactly one place: what the lesson does not name keeps to
// the tavern (number cards, jesters) or the castle (enemies still to come, in their usual order);
// enemies of a lower rank than the current one have been beaten and lie in the discard pile.
import { type Card, JESTER, rankOf } from '../../../core/cards.js';
import { dealCards } from '../../../core/lesson.js';
import { setup } from '../setup.js';
import type { RegicideState, Variant } from '../types.js';

export interface RegicideDeal {
  players: number;
  variants?: Variant[];
  enemy: string;
  damage?: number;
  /** Cards already played against the enemy, and the value of the plays among them that held a spade. */
  played?: string;
  spadeTotal?: number;
  /** One hand per seat. */
  hands: string[];
  /** The next cards of the tavern, the first drawn first. */
  tavernTop?: string;
  discard?: string;
  /** 1-based. */
  current?: number;
  yielded?: boolean[];
  flipsLeft?: number;
}

export function regicideDeal(deal: RegicideDeal): RegicideState {
  const base = setup({ players: deal.players, variants: deal.variants ?? [] }, 'lesson');
  const pool = [...base.tavern, ...base.hands.flat(), ...base.castle, base.enemy];
  const take = (c: Card): Card => {
    const at = pool.indexOf(c);
    if (at < 0) throw new Error(`lesson deal: a card is named twice or is not in this game (${c})`);
    pool.splice(at, 1);
    return c;
  };
  const enemy = take(dealCards(deal.enemy)[0]);
  const hands = deal.hands.map((h) => dealCards(h).map(take));
  const played = dealCards(deal.played).map(take);
  const discard = dealCards(deal.discard).map(take);
  const top = dealCards(deal.tavernTop).map(take);
  const faces = pool.filter((c) => c !== JESTER && rankOf(c) > 10);
  const beaten = faces.filter((c) => rankOf(c) < rankOf(enemy));
  // Top of the castle at the end: kings first in, jacks last.
  const castle = faces.filter((c) => rankOf(c) >= rankOf(enemy)).sort((a, b) => rankOf(b) - rankOf(a) || a - b);
  const rest = pool.filter((c) => !faces.includes(c));
  return {
    ...base,
    enemy,
    castle,
    damage: deal.damage ?? 0,
    spadeTotal: deal.spadeTotal ?? 0,
    cancelled: false,
    tavern: [...rest, ...top.reverse()],
    discard: [...discard, ...beaten],
    played,
    hands,
    current: (deal.current ?? 1) - 1,
    yielded: deal.yielded ?? base.yielded,
    flipsLeft: deal.flipsLeft ?? base.flipsLeft,
    // Every enemy not still to come has been beaten (the one faced now is still to beat).
    defeated: base.castle.length - castle.length,
  };
}
