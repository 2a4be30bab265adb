// `regicide analyze --deals N`: the solver over many seeded deals, as a simulation kind, so the
// local pool and the job queue cut and merge it like any run. Deal i is `${seed}/${i}`, searched
// up to a node budget (never a clock: the same budget gives the same verdict on any machine, so
// the report does not depend on where or in which order the deals were searched).
import { solveDeal } from '../../games/regicide/solver/index.js';
import type { Variant } from '../../games/regicide/types.js';
import type { SimKind } from '../module.js';

export interface RegicideAnalyzeSpec {
  players: number;
  variants: Variant[];
  seed: string;
  /** Positions the solver may expand per deal. */
  maxNodes: number;
}

/** Mergeable totals of searched deals; the deal lists are kept sorted, so merging in any order gives the same tally. */
export interface RegicideAnalyzeTally {
  deals: number;
  winnable: number;
  notWinnable: number;
  unknown: number;
  /** Solo: the best medal of the line found, and how many of those were proven the best. */
  medals: { gold: number; silver: number; bronze: number };
  medalsProven: number;
  nodes: number;
  /** Deal numbers proven lost from the first move, and those the budget left open. */
  notWinnableDeals: number[];
  unknownDeals: number[];
}

export function emptyAnalyzeTally(): RegicideAnalyzeTally {
  return { deals: 0, winnable: 0, notWinnable: 0, unknown: 0, medals: { gold: 0, silver: 0, bronze: 0 }, medalsProven: 0, nodes: 0, notWinnableDeals: [], unknownDeals: [] };
}

const sortedUnion = (a: number[], b: number[]): number[] => [...a, ...b].sort((x, y) => x - y);

export function mergeAnalyzeTally(into: RegicideAnalyzeTally, from: RegicideAnalyzeTally): void {
  into.deals += from.deals;
  into.winnable += from.winnable;
  into.notWinnable += from.notWinnable;
  into.unknown += from.unknown;
  into.medals.gold += from.medals.gold;
  into.medals.silver += from.medals.silver;
  into.medals.bronze += from.medals.bronze;
  into.medalsProven += from.medalsProven;
  into.nodes += from.nodes;
  into.notWinnableDeals = sortedUnion(into.notWinnableDeals, from.notWinnableDeals);
  into.unknownDeals = sortedUnion(into.unknownDeals, from.unknownDeals);
}

/** A small table of lost positions: a budget of a few hundred thousand nodes fills no more, and the big default costs more to allocate per deal than such a search. */
const TABLE_BITS = 18;

export function analyzeRegicideDeal(spec: RegicideAnalyzeSpec, index: number, tally: RegicideAnalyzeTally): void {
  const r = solveDeal({ players: spec.players, variants: spec.variants }, `${spec.seed}/${index}`, { maxNodes: spec.maxNodes, tableBits: TABLE_BITS });
  tally.deals++;
  tally.nodes += r.nodes;
  if (r.verdict === 'winnable') {
    tally.winnable++;
    if (r.medal) tally.medals[r.medal]++;
    if (r.medal && r.medalProven) tally.medalsProven++;
  } else if (r.verdict === 'not-winnable') {
    tally.notWinnable++;
    tally.notWinnableDeals.push(index);
  } else {
    tally.unknown++;
    tally.unknownDeals.push(index);
  }
}

export const regicideAnalyzeSim = { empty: emptyAnalyzeTally, merge: mergeAnalyzeTally, play: analyzeRegicideDeal } satisfies SimKind<RegicideAnalyzeSpec, RegicideAnalyzeTally> as SimKind;
