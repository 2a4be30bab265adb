// Where the crowns are in a full state, for the replay (which shows every card): a collection, a
// hand, the row (in reach or further back), the removed cards or the draw pile.
import { cardLabel } from '../../core/cards.js';
import { CROWNS, TAKE_SIZE } from '../../games/thronfolge/index.js';
import type { ThronfolgeState } from '../../games/thronfolge/types.js';
import type { ThronfolgeTexts } from './strings.js';

export function crownsInState(s: ThronfolgeState, t: ThronfolgeTexts, ascii: boolean): string {
  const reachFrom = Math.max(0, s.row.length - TAKE_SIZE);
  return CROWNS.map((c) => {
    const owner = s.collections.findIndex((col) => col.includes(c));
    const holder = s.hands.findIndex((h) => h.includes(c));
    const at = s.row.indexOf(c);
    const where =
      owner >= 0
        ? t.crownSeen('collection', t.player(owner + 1))
        : holder >= 0
          ? t.crownSeen('hand', t.player(holder + 1))
          : at >= 0
            ? t.crownSeen(at >= reachFrom ? 'reach' : 'row', '')
            : s.removed.includes(c)
              ? t.crownSeen('removed', '')
              : t.crownSeen('deck', '');
    return `${cardLabel(c, ascii)} ${where}`;
  }).join(t.separator);
}
