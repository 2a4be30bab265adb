// The published arena deal set for Regicide, version 1: 40 deals (16 solo, then 8 each with 2, 3
// and 4 players), the seat the outside bot plays, and the solver's ceiling for the deal — could a
// planner who sees every card win it (solo: the best medal found; "+" when a better one was not
// ruled out), from `node dist/bench/regicide/arena-ceilings.js --seconds 10`; "open" when the
// solver did not decide within that time. Never change a published set: publish the next version.
import type { ArenaDealSet } from '../arena/deal-set.js';

export interface RegicideArenaDeal {
  seed: string;
  players: number;
  /** The seat the outside bot plays; built-in bots play the others. */
  seat: number;
  ceiling: 'winnable' | 'not-winnable' | 'open';
  medal?: string;
}

export const REGICIDE_ARENA_SET: ArenaDealSet<RegicideArenaDeal> = {
  id: 'regicide-arena-v1',
  deals: [
    { seed: 'arena-v1/0', players: 1, seat: 1, ceiling: 'winnable', medal: 'gold' },
    { seed: 'arena-v1/1', players: 1, seat: 1, ceiling: 'winnable', medal: 'gold' },
    { seed: 'arena-v1/2', players: 1, seat: 1, ceiling: 'winnable', medal: 'gold' },
    { seed: 'arena-v1/3', players: 1, seat: 1, ceiling: 'winnable', medal: 'gold' },
    { seed: 'arena-v1/4', players: 1, seat: 1, ceiling: 'winnable', medal: 'silver+' },
    { seed: 'arena-v1/5', players: 1, seat: 1, ceiling: 'winnable', medal: 'gold' },
    { seed: 'arena-v1/6', players: 1, seat: 1, ceiling: 'winnable', medal: 'gold' },
    { seed: 'arena-v1/7', players: 1, seat: 1, ceiling: 'winnable', medal: 'gold' },
    { seed: 'arena-v1/8', players: 1, seat: 1, ceiling: 'winnable', medal: 'gold' },
    { seed: 'arena-v1/9', players: 1, seat: 1, ceiling: 'winnable', medal: 'gold' },
    { seed: 'arena-v1/10', players: 1, seat: 1, ceiling: 'winnable', medal: 'gold' },
    { seed: 'arena-v1/11', players: 1, seat: 1, ceiling: 'winnable', medal: 'silver' },
    { seed: 'arena-v1/12', players: 1, seat: 1, ceiling: 'winnable', medal: 'gold' },
    { seed: 'arena-v1/13', players: 1, seat: 1, ceiling: 'winnable', medal: 'gold' },
    { seed: 'arena-v1/14', players: 1, seat: 1, ceiling: 'winnable', medal: 'gold' },
    { seed: 'arena-v1/15', players: 1, seat: 1, ceiling: 'winnable', medal: 'gold' },
    { seed: 'arena-v1/16', players: 2, seat: 1, ceiling: 'winnable' },
    { seed: 'arena-v1/17', players: 2, seat: 2, ceiling: 'winnable' },
    { seed: 'arena-v1/18', players: 2, seat: 1, ceiling: 'winnable' },
    { seed: 'arena-v1/19', players: 2, seat: 2, ceiling: 'winnable' },
    { seed: 'arena-v1/20', players: 2, seat: 1, ceiling: 'winnable' },
    { seed: 'arena-v1/21', players: 2, seat: 2, ceiling: 'winnable' },
    { seed: 'arena-v1/22', players: 2, seat: 1, ceiling: 'winnable' },
    { seed: 'arena-v1/23', players: 2, seat: 2, ceiling: 'winnable' },
    { seed: 'arena-v1/24', players: 3, seat: 1, ceiling: 'winnable' },
    { seed: 'arena-v1/25', players: 3, seat: 2, ceiling: 'winnable' },
    { seed: 'arena-v1/26', players: 3, seat: 3, ceiling: 'winnable' },
    { seed: 'arena-v1/27', players: 3, seat: 1, ceiling: 'winnable' },
    { seed: 'arena-v1/28', players: 3, seat: 2, ceiling: 'winnable' },
    { seed: 'arena-v1/29', players: 3, seat: 3, ceiling: 'winnable' },
    { seed: 'arena-v1/30', players: 3, seat: 1, ceiling: 'winnable' },
    { seed: 'arena-v1/31', players: 3, seat: 2, ceiling: 'winnable' },
    { seed: 'arena-v1/32', players: 4, seat: 1, ceiling: 'winnable' },
    { seed: 'arena-v1/33', players: 4, seat: 2, ceiling: 'winnable' },
    { seed: 'arena-v1/34', players: 4, seat: 3, ceiling: 'winnable' },
    { seed: 'arena-v1/35', players: 4, seat: 4, ceiling: 'winnable' },
    { seed: 'arena-v1/36', players: 4, seat: 1, ceiling: 'winnable' },
    { seed: 'arena-v1/37', players: 4, seat: 2, ceiling: 'winnable' },
    { seed: 'arena-v1/38', players: 4, seat: 3, ceiling: 'winnable' },
    { seed: 'arena-v1/39', players: 4, seat: 4, ceiling: 'winnable' },
  ],
};
