// Where the crowns are in a replay, which shows every card: a collection, a hand, the row (in
// reach or further back), the removed cards or the draw pile. From both seats' views.
import { cardLabel, cardText } from '../../core/cards.js';
import { CROWNS, TAKE_SIZE } from '../../games/thronfolge/index.js';
import type { ThronfolgeView } from '../../games/thronfolge/types.js';
import type { ThronfolgeTexts } from './strings.js';

export function crownsInReplay(views: readonly ThronfolgeView[], removed: readonly string[], t: ThronfolgeTexts, ascii: boolean): string {
  const { row, collections } = views[0];
  const reachFrom = Math.max(0, row.length - TAKE_SIZE);
  return CROWNS.map((c) => {
    const card = cardText(c);
    const owner = collections.findIndex((col) => col.includes(card));
    const holder = views.findIndex((v) => v.hand.includes(card));
    const at = row.indexOf(card);
    const where =
      owner >= 0
        ? t.crownSeen('collection', t.player(owner + 1))
        : holder >= 0
          ? t.crownSeen('hand', t.player(holder + 1))
          : at >= 0
            ? t.crownSeen(at >= reachFrom ? 'reach' : 'row', '')
            : removed.includes(card)
              ? t.crownSeen('removed', '')
              : t.crownSeen('deck', '');
    return `${cardLabel(c, ascii)} ${where}`;
  }).join(t.separator);
}

/**
 * Where the crowns are as a watcher can know it (no hand seen): a collection, the row (in reach or
 * further back), the removed cards when they are open, or else unseen (a hand or the draw pile).
 */
export function crownsWatched(view: Omit<ThronfolgeView, 'seat' | 'hand'>, t: ThronfolgeTexts, ascii: boolean): string {
  const reachFrom = Math.max(0, view.row.length - TAKE_SIZE);
  return CROWNS.map((c) => {
    const card = cardText(c);
    const owner = view.collections.findIndex((col) => col.includes(card));
    const at = view.row.indexOf(card);
    const where =
      owner >= 0
        ? t.crownSeen('collection', t.player(owner + 1))
        : at >= 0
          ? t.crownSeen(at >= reachFrom ? 'reach' : 'row', '')
          : Array.isArray(view.removed) && view.removed.includes(card)
            ? t.crownSeen('removed', '')
            : t.crownPlace('unseen', '');
    return `${cardLabel(c, ascii)} ${where}`;
  }).join(t.separator);
}
