// The crown tracker: where each of the three crowns is, as far as the viewing seat can know, and
// whether a player could complete all three. Pure, from a view.
import { cardText } from '../../core/cards.js';
import { CROWNS } from './cardTable.js';
import type { ThronfolgeView } from './types.js';

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

/** A player could still complete the three crowns: they hold two, or a take gets all they lack. */
export interface CrownThreat {
  /** 'theirs': the opponent is close to winning; 'mine': the viewer is. */
  holder: 'theirs' | 'mine';
  /** The crowns the holder already has. */
  held: string[];
  /** The crowns they lack (one, or more when all of them are in reach). */
  missing: string[];
  /** Where the missing crown is; 'reach' whenever all missing crowns are in reach. */
  place: CrownPlace;
  /** The holder has not taken this round, so a take could still get the crowns this round. */
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

function threatOf(v: ThronfolgeView, spots: readonly CrownSpot[], holder: 'theirs' | 'mine'): CrownThreat | null {
  const other = holder === 'mine' ? 'theirs' : 'mine';
  // A crown in the other collection or out of the game ends every chance of three.
  if (spots.some((s) => s.place === other || s.place === 'removed')) return null;
  const held = spots.filter((s) => s.place === holder);
  const missing = spots.filter((s) => s.place !== holder);
  const seat = holder === 'mine' ? v.seat - 1 : 2 - v.seat;
  const holderCanTake = !v.taken[seat] && v.outcome === null;
  const cards = (list: readonly CrownSpot[]) => list.map((s) => s.card);
  if (missing.length > 0 && missing.every((s) => s.place === 'reach')) return { holder, held: cards(held), missing: cards(missing), place: 'reach', holderCanTake };
  if (held.length === 2) return { holder, held: cards(held), missing: cards(missing), place: missing[0].place, holderCanTake };
  return null;
}

export function watchCrowns(v: ThronfolgeView): CrownWatch {
  const spots = CROWNS.map((c) => {
    const card = cardText(c);
    return { card, place: placeOf(v, card) };
  });
  const theirs = threatOf(v, spots, 'theirs');
  const mine = threatOf(v, spots, 'mine');
  // The viewer's own winning take comes first when it can be made right now.
  const mineNow = mine !== null && mine.place === 'reach' && mine.holderCanTake && v.current === v.seat;
  const threats = (mineNow ? [mine, theirs] : [theirs, mine]).filter((x): x is CrownThreat => x !== null);
  return { spots, threats };
}
