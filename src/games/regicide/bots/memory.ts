// What a seat remembers from the views it was shown: where and when each card was last seen.
// That is fair knowledge (a player at the table remembers too) and it locates hidden cards: an
// enemy last seen in the fight and now gone was an exact kill (top of the tavern); a card last
// seen in the discard pile and now gone was healed (bottom of the tavern).
import type { Card } from '../../../core/cards.js';
import type { RegicideView } from '../types.js';
import type { Seen } from './seen.js';

export const UNSEEN = 0;
export const IN_HAND = 1;
export const DISCARDED = 2;
export const PLAYED = 3;
export const KILLED = 4; // last seen as the enemy

export class CardMemory {
  private place = new Uint8Array(53);
  private time = new Int32Array(53);
  private clock = 0;
  private lastDefeated = 0;

  where(c: Card): number {
    return this.place[c];
  }

  when(c: Card): number {
    return this.time[c];
  }

  /** Records a view; a view from an earlier point of a game (a new game) starts afresh. */
  observe(v: RegicideView, seen: Seen): void {
    const fresh = v.defeated === 0 && seen.discard.length === 0 && seen.played.length === 0;
    if (v.defeated < this.lastDefeated || fresh) this.reset();
    this.lastDefeated = v.defeated;
    const t = ++this.clock;
    const note = (c: Card, where: number): void => {
      if (c < 0 || c > 51) return;
      this.place[c] = where;
      this.time[c] = t;
    };
    for (const c of seen.hand) note(c, IN_HAND);
    for (const c of seen.discard) note(c, DISCARDED);
    for (const c of seen.played) note(c, PLAYED);
    note(seen.enemy, KILLED);
  }

  private reset(): void {
    this.place.fill(0);
    this.time.fill(0);
    this.clock = 0;
    this.lastDefeated = 0;
  }
}
