// A Regicide puzzle: a position from a real game where exactly one legal move keeps the deal
// winnable, as the solver proved it (every other legal move proven lost within a node budget).
// Stored as the deal's seed, options and the moves that lead to the position, so that anyone can
// rebuild the position by replaying and prove it again with the same budget: the solver is
// deterministic for a given budget and table size, so a proof that held once holds every time.
import { applyInPlace, cloneState } from '../apply.js';
import { isLegal, legalMoves } from '../legal.js';
import { formatMove, parseMove } from '../notation.js';
import { normalizeOptions, setup } from '../setup.js';
import { canonical } from '../solver/pilot.js';
import { solve, type Verdict } from '../solver/index.js';
import type { RegicideMove, RegicideOptions, RegicideState } from '../types.js';
import type { ProofBudget, Puzzle } from './types.js';

/** The default proof budget of the maker and the bundled set. */
export const PUZZLE_BUDGET: ProofBudget = { maxNodes: 40_000, tableBits: 17 };

export const puzzleId = (seed: string, moves: number): string => `${seed}@${moves}`;

/** The position of a puzzle, rebuilt from its deal and moves; throws if a move does not play. */
export function puzzlePosition(p: Pick<Puzzle, 'options' | 'seed' | 'moves'>): RegicideState {
  const s = setup(normalizeOptions(p.options), p.seed);
  for (const [i, text] of p.moves.entries()) {
    const m = parseMove(text);
    if (!isLegal(s, m)) throw new Error(`puzzle move ${i + 1} (${text}) does not play`);
    applyInPlace(s, canonical(m));
  }
  return s;
}

/** One legal move's verdict in a position, with the positions its proof searched. */
export interface MoveVerdict {
  move: RegicideMove;
  verdict: Verdict;
  line: RegicideMove[];
  nodes: number;
}

export type Uniqueness =
  | { kind: 'unique'; answer: MoveVerdict; others: MoveVerdict[]; nodes: number }
  /** Not a puzzle: no move wins, more than one does, or some move's verdict stayed unknown. */
  | { kind: 'none' | 'several' | 'unknown'; nodes: number };

function verdictOf(s: RegicideState, move: RegicideMove, budget: ProofBudget): MoveVerdict {
  const child = cloneState(s);
  applyInPlace(child, canonical(move));
  const r = solve(child, { maxNodes: budget.maxNodes, tableBits: budget.tableBits });
  return { move, verdict: r.verdict, line: r.line, nodes: r.nodes };
}

/**
 * Whether exactly one legal move of `s` keeps it winnable. `quick` (nodes) first sorts the moves
 * cheaply and gives up at a second win; only then is every other move proven lost with the full
 * budget. A search that settles nothing is not a puzzle: "unknown" never counts as lost.
 */
export function uniqueWinningMove(s: RegicideState, budget: ProofBudget, quick = 0): Uniqueness {
  const moves = legalMoves(s);
  let nodes = 0;
  if (quick > 0 && quick < budget.maxNodes) {
    let wins = 0;
    for (const m of moves) {
      const v = verdictOf(s, m, { ...budget, maxNodes: quick });
      nodes += v.nodes;
      if (v.verdict === 'winnable' && ++wins > 1) return { kind: 'several', nodes };
    }
  }
  const verdicts: MoveVerdict[] = [];
  let answer: MoveVerdict | null = null;
  for (const m of moves) {
    const v = verdictOf(s, m, budget);
    nodes += v.nodes;
    if (v.verdict === 'unknown') return { kind: 'unknown', nodes };
    if (v.verdict === 'winnable') {
      if (answer) return { kind: 'several', nodes };
      answer = v;
    } else verdicts.push(v);
  }
  if (!answer) return { kind: 'none', nodes };
  return { kind: 'unique', answer, others: verdicts, nodes };
}

/** A puzzle from a position proven unique (the caller found it with `uniqueWinningMove`). */
export function puzzleOf(options: RegicideOptions, seed: string, moves: readonly string[], s: RegicideState, found: Extract<Uniqueness, { kind: 'unique' }>): Puzzle {
  return {
    id: puzzleId(seed, moves.length),
    options,
    seed,
    moves: [...moves],
    answer: formatMove(found.answer.move),
    line: found.answer.line.map(formatMove),
    choices: legalMoves(s).length,
    // The proof alone, as checkPuzzle repeats it (the maker's quick pass is not part of it).
    nodes: found.others.reduce((n, v) => n + v.nodes, found.answer.nodes),
  };
}

/**
 * Proves a stored puzzle again: its position rebuilds, the answer is legal and its line wins,
 * and with the set's budget exactly the answer keeps the deal winnable. Null when it holds, else
 * a one-line reason.
 */
export function checkPuzzle(p: Puzzle, budget: ProofBudget): string | null {
  let s: RegicideState;
  try {
    s = puzzlePosition(p);
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
  if (s.outcome !== null) return 'the position is already over';
  const answer = parseMove(p.answer);
  if (!isLegal(s, answer)) return `the answer ${p.answer} is not legal`;
  const after = cloneState(s);
  applyInPlace(after, canonical(answer));
  for (const text of p.line) {
    const m = parseMove(text);
    if (after.outcome !== null || !isLegal(after, m)) return `the line's move ${text} does not play`;
    applyInPlace(after, canonical(m));
  }
  if (after.outcome !== 'won') return 'the line does not win';
  const found = uniqueWinningMove(s, budget);
  if (found.kind !== 'unique') return `not unique: ${found.kind}`;
  if (formatMove(found.answer.move) !== formatMove(answer)) return `the solver's one winning move is ${formatMove(found.answer.move)}, not ${p.answer}`;
  return null;
}
