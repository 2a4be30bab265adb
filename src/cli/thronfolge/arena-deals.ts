// The published arena deal set for Thronfolge, version 1: 20 deals, each played twice, the outside
// bot in seat 1 and then in seat 2 against a built-in bot, with the round-1 starter alternating
// from deal to deal. Thronfolge has no solver: there is no ceiling. Never change a published set:
// publish the next version.
import type { ArenaDealSet } from '../arena/deal-set.js';

export interface ThronfolgeArenaDeal {
  seed: string;
  /** Who starts round 1. */
  first: 1 | 2;
  /** The seat the outside bot plays; the built-in bot plays the other. */
  seat: number;
}

export const THRONFOLGE_ARENA_SET: ArenaDealSet<ThronfolgeArenaDeal> = {
  id: 'thronfolge-arena-v1',
  deals: [
    { seed: 'arena-v1/0', first: 1, seat: 1 },
    { seed: 'arena-v1/0', first: 1, seat: 2 },
    { seed: 'arena-v1/1', first: 2, seat: 1 },
    { seed: 'arena-v1/1', first: 2, seat: 2 },
    { seed: 'arena-v1/2', first: 1, seat: 1 },
    { seed: 'arena-v1/2', first: 1, seat: 2 },
    { seed: 'arena-v1/3', first: 2, seat: 1 },
    { seed: 'arena-v1/3', first: 2, seat: 2 },
    { seed: 'arena-v1/4', first: 1, seat: 1 },
    { seed: 'arena-v1/4', first: 1, seat: 2 },
    { seed: 'arena-v1/5', first: 2, seat: 1 },
    { seed: 'arena-v1/5', first: 2, seat: 2 },
    { seed: 'arena-v1/6', first: 1, seat: 1 },
    { seed: 'arena-v1/6', first: 1, seat: 2 },
    { seed: 'arena-v1/7', first: 2, seat: 1 },
    { seed: 'arena-v1/7', first: 2, seat: 2 },
    { seed: 'arena-v1/8', first: 1, seat: 1 },
    { seed: 'arena-v1/8', first: 1, seat: 2 },
    { seed: 'arena-v1/9', first: 2, seat: 1 },
    { seed: 'arena-v1/9', first: 2, seat: 2 },
    { seed: 'arena-v1/10', first: 1, seat: 1 },
    { seed: 'arena-v1/10', first: 1, seat: 2 },
    { seed: 'arena-v1/11', first: 2, seat: 1 },
    { seed: 'arena-v1/11', first: 2, seat: 2 },
    { seed: 'arena-v1/12', first: 1, seat: 1 },
    { seed: 'arena-v1/12', first: 1, seat: 2 },
    { seed: 'arena-v1/13', first: 2, seat: 1 },
    { seed: 'arena-v1/13', first: 2, seat: 2 },
    { seed: 'arena-v1/14', first: 1, seat: 1 },
    { seed: 'arena-v1/14', first: 1, seat: 2 },
    { seed: 'arena-v1/15', first: 2, seat: 1 },
    { seed: 'arena-v1/15', first: 2, seat: 2 },
    { seed: 'arena-v1/16', first: 1, seat: 1 },
    { seed: 'arena-v1/16', first: 1, seat: 2 },
    { seed: 'arena-v1/17', first: 2, seat: 1 },
    { seed: 'arena-v1/17', first: 2, seat: 2 },
    { seed: 'arena-v1/18', first: 1, seat: 1 },
    { seed: 'arena-v1/18', first: 1, seat: 2 },
    { seed: 'arena-v1/19', first: 2, seat: 1 },
    { seed: 'arena-v1/19', first: 2, seat: 2 },
  ],
};
