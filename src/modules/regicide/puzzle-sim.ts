// `regicide make-puzzles`: the puzzle maker over many seeded deals, as a simulation kind, so that
// the local pool and the job queue cut and merge it like any run. Deal i is `${seed}/${i}`, played
// by the bot of `bot` and searched with the maker's node budgets (never a clock), so a deal gives
// the same puzzles on any machine and the set does not depend on where or in which order the deals
// were searched.
import type { RegicideBotLevel } from '../../games/regicide/bots/index.js';
import type { Puzzle } from '../../games/regicide/puzzles/types.js';
import type { SimKind } from '../module.js';
import { MAKER_DEFAULTS, PUZZLE_BUDGET, puzzlesOfSeed } from './puzzle-games.js';

export interface RegicidePuzzleSpec {
  seed: string;
  bot: RegicideBotLevel;
}

/** Mergeable totals of the deals searched; the puzzles are kept by deal number, so any merge order gives the same set. */
export interface RegicidePuzzleTally {
  deals: number;
  positions: number;
  nodes: number;
  found: { deal: number; puzzles: Puzzle[] }[];
}

export const emptyPuzzleTally = (): RegicidePuzzleTally => ({ deals: 0, positions: 0, nodes: 0, found: [] });

export function mergePuzzleTally(into: RegicidePuzzleTally, from: RegicidePuzzleTally): void {
  into.deals += from.deals;
  into.positions += from.positions;
  into.nodes += from.nodes;
  into.found = [...into.found, ...from.found].sort((a, b) => a.deal - b.deal);
}

export function makePuzzlesOfDeal(spec: RegicidePuzzleSpec, index: number, tally: RegicidePuzzleTally): void {
  const report = puzzlesOfSeed(`${spec.seed}/${index}`, spec.bot, { ...MAKER_DEFAULTS, budget: PUZZLE_BUDGET });
  tally.deals++;
  tally.positions += report.positions;
  tally.nodes += report.nodes;
  if (report.puzzles.length > 0) tally.found.push({ deal: index, puzzles: report.puzzles });
}

export const regicidePuzzleSim = { empty: emptyPuzzleTally, merge: mergePuzzleTally, play: makePuzzlesOfDeal } satisfies SimKind<RegicidePuzzleSpec, RegicidePuzzleTally> as SimKind;
