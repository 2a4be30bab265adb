// The puzzle maker: walks the positions of a played game (a bot game from a seeded deal, or any
// log) and keeps those where exactly one legal move keeps the deal winnable, proven by the solver.
// Pure: the games come from outside (scripts/make-puzzles.mjs plays bots through the table).
import { applyInPlace } from '../apply.js';
import { legalMoves } from '../legal.js';
import { parseMove } from '../notation.js';
import { normalizeOptions, setup } from '../setup.js';
import { canonical } from '../solver/pilot.js';
import type { RegicideOptions, RegicideState } from '../types.js';
import { puzzleOf, uniqueWinningMove } from './puzzle.js';
import type { ProofBudget, Puzzle } from './types.js';

export interface MakerSettings {
  budget: ProofBudget;
  /** Nodes per move of the first, cheap pass that drops positions with two winning moves. */
  quick: number;
  /** Only the last this many positions of a game are tried: early ones rarely prove in budget. */
  lastPositions: number;
  /** Fewer legal moves than this is no puzzle worth showing. */
  minChoices: number;
  /** A puzzle whose proof searched more than this many positions is too dear to re-prove. */
  maxProofNodes: number;
  /** Positions searched over the whole game, after which no further position is tried (a server's budget per game). */
  maxGameNodes?: number;
}

export const MAKER_DEFAULTS: Omit<MakerSettings, 'budget'> = { quick: 2_000, lastPositions: 24, minChoices: 3, maxProofNodes: 120_000 };

export interface MakerReport {
  puzzles: Puzzle[];
  /** Positions tried, and positions searched by the solver over all of them. */
  positions: number;
  nodes: number;
  /** The game's budget ran out before its last position was tried. */
  cut: boolean;
}

/**
 * The puzzles of one game. Only solo games: a puzzle shows the whole deal to one player (see
 * docs/puzzles.md), which for a team would mean showing every partner's hand.
 */
export function puzzlesFromGame(options: RegicideOptions, seed: string, moves: readonly string[], settings: MakerSettings): MakerReport {
  const report: MakerReport = { puzzles: [], positions: 0, nodes: 0, cut: false };
  const opts = normalizeOptions(options);
  if (opts.players !== 1) return report;
  const s: RegicideState = setup(opts, seed);
  const first = Math.max(0, moves.length - settings.lastPositions);
  for (let i = 0; i < moves.length && s.outcome === null; i++) {
    if (i >= first && legalMoves(s).length >= settings.minChoices) {
      // One position's search is bounded by its moves and the budget per move, so the game's
      // budget is checked between positions: it overshoots by one position at most.
      if (settings.maxGameNodes !== undefined && report.nodes >= settings.maxGameNodes) {
        report.cut = true;
        break;
      }
      report.positions++;
      const found = uniqueWinningMove(s, settings.budget, settings.quick);
      report.nodes += found.nodes;
      if (found.kind === 'unique' && found.nodes <= settings.maxProofNodes) report.puzzles.push(puzzleOf(opts, seed, moves.slice(0, i), s, found));
    }
    applyInPlace(s, canonical(parseMove(moves[i])));
  }
  return report;
}
