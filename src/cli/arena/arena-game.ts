// What the arena needs of a game beyond its module: its published deal set, how a deal is set up,
// how a seat did at the end (or when it forfeited), and the words of its report.
import type { AnyGame, OptionsOf } from '../../core/game.js';
import type { GameModule } from '../../modules/module.js';
import type { Table } from '../../table/table.js';
import type { ArenaDealBase, ArenaDealSet } from './deal-set.js';

/** How a seat did on one deal: 1 a win, ½ a shared victory, 0 a loss; and the game's own measure. */
export interface SeatOutcome {
  score: number;
  points: number;
}

export interface ArenaGame<G extends AnyGame = AnyGame, D extends ArenaDealBase = ArenaDealBase> {
  // Any extras: the arena keeps no log of its own.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  module: GameModule<G, any>;
  set: ArenaDealSet<D>;
  options(deal: D): Partial<OptionsOf<G>>;
  /** The deal's group in the report ("solo", "2 players", "seat 2"). */
  group(deal: D): string;
  /** The solver's ceiling for the deal ("winnable", "not-winnable", "open"), where the game has one. */
  ceiling?(deal: D): string;
  /** How `seat` did; `forfeited`: the game stopped early and counts as lost. */
  outcome(table: Table<G>, seat: number, forfeited: boolean): SeatOutcome;
  /** What `points` measures: a column's head of at most 7 characters, and its explanation. */
  pointsWords: string;
  pointsDetail: string;
  /** The report's words for the built-in bots of `level` at the other seats. */
  othersWords(level: string): string;
}
