// The Regicide solver: could this position (or deal) still be won, with which solo medal, and
// how? Pure: it sees the whole state (every hand, the tavern's order and the generator state that
// decides every heart shuffle) and plays all seats. Limits come from outside: a node budget and/or
// a `shouldStop` callback (the CLI reads the clock there; nothing in here does).
import { cloneState } from '../apply.js';
import { isStuck } from '../legal.js';
import { setup, SOLO_FLIPS } from '../setup.js';
import type { RegicideMove, RegicideOptions, RegicideState } from '../types.js';
import { WinSearch } from './search.js';

export type Verdict = 'winnable' | 'not-winnable' | 'unknown';
export type Medal = 'gold' | 'silver' | 'bronze';

export interface SolveLimits {
  /** Total positions the search may expand (default: no limit). */
  maxNodes?: number;
  /** Asked every thousand or so positions; true ends the search with what it has. */
  shouldStop?: () => boolean;
  /** Called once, when the first winning line is found (the medal search may go on after it). */
  onWin?: () => void;
  /**
   * Size of the table of positions proven lost, as a power of two (default 21: 16 MB). A bot that
   * runs hundreds of small searches per decision passes a small one: allocating the big table
   * would cost more than the searches.
   */
  tableBits?: number;
}

export interface SolveResult {
  verdict: Verdict;
  /** A winning line from the given position (empty unless winnable). */
  line: RegicideMove[];
  /**
   * Solo: the best medal of the line found. It is the best reachable when `medalProven` is true;
   * otherwise a better one was neither found nor ruled out in time. Null for teams or no win.
   */
  medal: Medal | null;
  medalProven: boolean;
  nodes: number;
}

const MEDALS: Medal[] = ['gold', 'silver', 'bronze'];
const FIRST_BUDGET = 4000;

type PhaseStatus = 'won' | 'lost' | 'unknown';

/**
 * Solves from `state`. Solo positions are searched in phases by how many more flips the line may
 * use (0 = the best medal still possible). The phases take turns with doubling node budgets; a
 * win in phase k makes every later phase moot, a proof of loss in phase k also settles the earlier
 * ones. Positions proven lost are shared by all phases: the flips left are part of a position.
 */
export function solve(state: RegicideState, limits: SolveLimits = {}): SolveResult {
  const search = new WinSearch(limits.maxNodes ?? Infinity, limits.shouldStop, limits.tableBits);
  const usedBefore = state.players === 1 ? SOLO_FLIPS - state.flipsLeft : 0;
  const medalOf = (line: RegicideMove[]): Medal | null => {
    if (state.players !== 1) return null;
    return MEDALS[Math.min(2, usedBefore + line.filter((m) => m.type === 'flip').length)];
  };
  if (state.outcome === 'won') return { verdict: 'winnable', line: [], medal: medalOf([]), medalProven: true, nodes: 0 };
  if (state.outcome === 'lost') return { verdict: 'not-winnable', line: [], medal: null, medalProven: true, nodes: 0 };

  const maxFlips = state.players === 1 ? state.flipsLeft : 0;
  const status: PhaseStatus[] = new Array(maxFlips + 1).fill('unknown');
  const lines: RegicideMove[][] = status.map(() => []);
  const roots = status.map((_, k) => {
    const root = cloneState(state);
    root.flipsLeft = k;
    // Fewer flips than the game still has can leave the deciding seat without a move.
    if (isStuck(root)) {
      root.outcome = 'lost';
      root.phase = 'over';
    }
    return root;
  });
  const attempts = status.map(() => 0);
  const bestWon = (): number => status.indexOf('won');
  const settled = (): boolean => {
    const won = bestWon();
    if (won < 0) return status[maxFlips] === 'lost';
    for (let k = 0; k < won; k++) if (status[k] !== 'lost') return false;
    return true;
  };

  for (let budget = FIRST_BUDGET; !settled() && !search.stopped; budget *= 2) {
    const won = bestWon();
    const last = won < 0 ? maxFlips : won - 1;
    // The most flips first: whether the position can be won at all matters most.
    for (let k = last; k >= 0 && !search.stopped; k--) {
      if (status[k] !== 'unknown') continue;
      // Pilot searches of growing width find most wins; depth-first attempts collect the proofs.
      const n = attempts[k]++;
      let r = search.pilot(roots[k], 4 + 2 * n, n, lines[k]);
      if (r === 'unknown') r = search.attempt(roots[k], budget, n, lines[k]);
      if (r === 'won') {
        // The line may use fewer flips than the phase allowed: it then wins the lower phases too.
        if (bestWon() < 0) limits.onWin?.();
        const used = lines[k].filter((m) => m.type === 'flip').length;
        lines[used] = lines[k].slice();
        for (let j = used; j <= maxFlips; j++) status[j] = 'won';
      } else if (r === 'lost') {
        for (let j = 0; j <= k; j++) status[j] = 'lost';
      }
    }
  }
  const won = bestWon();
  if (won >= 0) {
    const line = lines[won];
    return { verdict: 'winnable', line, medal: medalOf(line), medalProven: settled(), nodes: search.nodes };
  }
  const verdict: Verdict = status[maxFlips] === 'lost' ? 'not-winnable' : 'unknown';
  return { verdict, line: [], medal: null, medalProven: verdict === 'not-winnable', nodes: search.nodes };
}

/** Sets up the deal of `seed` and solves it from the first move. */
export function solveDeal(options: RegicideOptions, seed: string, limits: SolveLimits = {}): SolveResult {
  return solve(setup(options, seed), limits);
}
