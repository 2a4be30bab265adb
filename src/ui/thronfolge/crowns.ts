// The crown tracker: where each of the three crowns is, as far as the viewing seat can know, and
// whether a player is one crown from winning outright. Pure, from a view.
import { cardText } from '../../core/cards.js';
import { CROWNS } from '../../games/thronfolge/index.js';
import type { ThronfolgeView } from '../../games/thronfolge/types.js';

/**
 * mine/theirs: in a collection; hand: in the viewer's hand; reach: among the row's last five
 * (a take gets it now); row: further back in the row; removed: out of the game (open-discards);
 * unseen: draw pile, the other hand or the hidden removed cards.
 */
export type CrownPlace = 'mine' | 'theirs' | 'hand' | 'reach' | 'row' | 'removed' | 'unseen';

export interface CrownSpot {
  card: string;
  place: CrownPlace;
}

/** A player holds two crowns and the third may still come their way. */
export interface CrownThreat {
  /** 'theirs': the opponent is one crown from winning; 'mine': the viewer is. */
  holder: 'theirs' | 'mine';
  missing: string;
  place: CrownPlace;
  /** The holder has not taken this round, so a take could still get the crown this round. */
  holderCanTake: boolean;
}

export interface CrownWatch {
  spots: CrownSpot[];
  threats: CrownThreat[];
}

function placeOf(v: ThronfolgeView, card: string): CrownPlace {
  const me = v.seat - 1;
  if (v.collections[me].includes(card)) return 'mine';
  if (v.collections[1 - me].includes(card)) return 'theirs';
  if (v.hand.includes(card)) return 'hand';
  if (v.lastFive.includes(card)) return 'reach';
  if (v.row.includes(card)) return 'row';
  if (Array.isArray(v.removed) && v.removed.includes(card)) return 'removed';
  return 'unseen';
}

export function watchCrowns(v: ThronfolgeView): CrownWatch {
  const spots = CROWNS.map((c) => {
    const card = cardText(c);
    return { card, place: placeOf(v, card) };
  });
  const me = v.seat - 1;
  const threats: CrownThreat[] = [];
  for (const holder of ['theirs', 'mine'] as const) {
    const held = spots.filter((s) => s.place === holder).length;
    const rest = spots.find((s) => s.place !== 'mine' && s.place !== 'theirs');
    // The crown is already safe when it is out of the game or the other player holds it.
    if (held !== 2 || !rest || rest.place === 'removed') continue;
    const seat = holder === 'mine' ? me : 1 - me;
    threats.push({ holder, missing: rest.card, place: rest.place, holderCanTake: !v.taken[seat] && v.outcome === null });
  }
  return { spots, threats };
}
