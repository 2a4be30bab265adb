// Where did a played game slip away? From the start and from the positions after its moves,
// find the first move after which the deal could no longer be won. Winnability can only be lost
// along a game, never regained, so a bisection over the positions works; a move that follows a
// known winning line keeps the position winnable without another search.
import { isDeepStrictEqual } from 'node:util';
import { applyInPlace, cloneState } from '../apply.js';
import { isLegal } from '../legal.js';
import { normalizeOptions, setup } from '../setup.js';
import { parseMove } from '../notation.js';
import type { RegicideMove, RegicideOptions, RegicideState } from '../types.js';
import { canonical } from './pilot.js';
import { solve, type SolveLimits, type SolveResult } from './index.js';

export interface GameAnalysis {
  /** The deal from its first move. */
  start: SolveResult;
  /** The game as played ended in a win (then nothing was lost). */
  won: boolean;
  /**
   * 1-based number of the move after which the game could no longer be won: the position before
   * it was proven winnable, the one after it proven lost. Null when not pinned down.
   */
  lostFromMove: number | null;
  /** The 1-based seat that played move `lostFromMove` (null with it). */
  lostBySeat: number | null;
  /**
   * When the search could not pin the move down: the last position (in moves played) known
   * winnable and the first known lost (null when none was proven lost).
   */
  bracket: { winnableAfter: number; lostAfter: number | null };
  /**
   * A winning line from the last position known winnable (after `bracket.winnableAfter` moves of
   * the game): what would still have won from there. Empty when the game was won or never winnable.
   */
  savingLine: RegicideMove[];
  /** Positions of the game searched (after how many moves), with their verdicts and the solver's positions each took. */
  probes: { after: number; verdict: SolveResult['verdict']; nodes: number }[];
}

/**
 * Limits for one search; `after` is how many moves of the game were played at that position,
 * `retry` counts earlier searches of the same position that ended unknown (give it more).
 */
export type ProbeLimits = (after: number, retry: number) => SolveLimits;

/** A position searched without an answer is searched again at most this many times. */
const MAX_RETRIES = 2;

/** The positions of a game: index i is the state after i moves. Throws on an illegal move. */
export function gamePositions(options: RegicideOptions, seed: string, moves: readonly RegicideMove[]): RegicideState[] {
  const positions = [setup(options, seed)];
  for (let i = 0; i < moves.length; i++) {
    const before = positions[i];
    if (!isLegal(before, moves[i])) throw new Error(`move ${i + 1} is not legal`);
    const next = cloneState(before);
    applyInPlace(next, canonical(moves[i]));
    positions.push(next);
  }
  return positions;
}

/**
 * `shouldStop` ends the whole analysis (checked between searches, and passed into each).
 * The first search (the deal from the start) and every later one get `limitsFor(after)`.
 */
export function analyseGame(options: RegicideOptions, seed: string, moves: readonly RegicideMove[], limitsFor: ProbeLimits, shouldStop: () => boolean = () => false): GameAnalysis {
  const positions = gamePositions(options, seed, moves);
  const n = moves.length;
  const probes: GameAnalysis['probes'] = [];
  const retries = new Map<number, number>();
  const search = (after: number): SolveResult => {
    const retry = retries.get(after) ?? 0;
    retries.set(after, retry + 1);
    const limits = limitsFor(after, retry);
    const r = solve(positions[after], { ...limits, shouldStop: () => shouldStop() || (limits.shouldStop?.() ?? false) });
    probes.push({ after, verdict: r.verdict, nodes: r.nodes });
    return r;
  };
  const start = search(0);
  const won = positions[n].outcome === 'won';
  const result: GameAnalysis = { start, won, lostFromMove: null, lostBySeat: null, savingLine: [], bracket: { winnableAfter: 0, lostAfter: null }, probes };
  if (start.verdict !== 'winnable' || won) return result;

  // known[i]: 'w' proven winnable, 'l' proven lost, 'u' searched without an answer.
  const known: ('w' | 'l' | 'u' | undefined)[] = new Array(n + 1);
  let lo = 0;
  let hi = n;
  // Following a winning line keeps the game winnable: move lo along it as far as the game did.
  const follow = (from: number, line: readonly RegicideMove[]): void => {
    known[from] = 'w';
    let last = from;
    for (let j = 0; j < line.length && from + j < n && isDeepStrictEqual(canonical(moves[from + j]), line[j]); j++) {
      known[from + j + 1] = 'w';
      last = from + j + 1;
    }
    if (last >= lo) {
      lo = last;
      result.savingLine = line.slice(last - from);
    }
  };
  follow(0, start.line);
  if (positions[n].outcome === 'lost') known[n] = 'l';
  else if (n > 0) {
    const end = search(n);
    known[n] = end.verdict === 'winnable' ? 'w' : end.verdict === 'not-winnable' ? 'l' : 'u';
    if (known[n] === 'w') follow(n, end.line);
  }
  const firstLost = (): number | null => {
    for (let i = lo + 1; i <= n; i++) if (known[i] === 'l') return i;
    return null;
  };
  for (;;) {
    const lost = firstLost();
    hi = lost ?? n + 1;
    if (hi === lo + 1 || shouldStop()) break;
    // The unsearched position nearest the middle of the bracket.
    const mid = Math.floor((lo + hi) / 2);
    let probe = -1;
    for (let d = 0; d <= hi - lo && probe < 0; d++) {
      for (const i of [mid - d, mid + d]) if (i > lo && i < hi && i <= n && known[i] === undefined && probe < 0) probe = i;
    }
    // Every position in between was searched: search an undecided one again, with more time.
    for (let d = 0; d <= hi - lo && probe < 0; d++) {
      for (const i of [mid - d, mid + d]) if (i > lo && i < hi && i <= n && known[i] === 'u' && (retries.get(i) ?? 0) <= MAX_RETRIES && probe < 0) probe = i;
    }
    if (probe < 0) break;
    const r = search(probe);
    if (r.verdict === 'winnable') follow(probe, r.line);
    else known[probe] = r.verdict === 'not-winnable' ? 'l' : 'u';
  }
  const lost = firstLost();
  result.bracket = { winnableAfter: lo, lostAfter: lost };
  if (lost !== null && lost === lo + 1) {
    result.lostFromMove = lost;
    result.lostBySeat = positions[lost - 1].current + 1;
  }
  return result;
}

/** The same for a game log's fields (moves in protocol notation), e.g. a finished game's log. */
export function analyseLog(log: { seed: string; options: unknown; moves: readonly string[] }, limitsFor: ProbeLimits, shouldStop?: () => boolean): GameAnalysis {
  const options = normalizeOptions(log.options as Partial<RegicideOptions>);
  return analyseGame(options, log.seed, log.moves.map(parseMove), limitsFor, shouldStop);
}
