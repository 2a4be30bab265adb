// The attempts of one solve, over all seats at once (the planner sees every hand and the whole
// tavern): pilot searches (pilot.ts) to find wins, and depth-first searches to find wins and prove
// losses. They share one node count and one table of positions proven lost; the table outlives
// restarts, so an attempt cut short by its node budget still leaves its proofs for the next one.
import type { RegicideMove, RegicideState } from '../types.js';
import { hashPosition, LostTable } from './position-hash.js';
import { noiseSource, orderedChildren } from './ordering.js';
import { pilotSearch } from './pilot.js';

export type AttemptResult = 'won' | 'lost' | 'unknown';

/** Checked every this many nodes: the caller's clock is read rarely. */
const STOP_CHECK_INTERVAL = 1024;

export class WinSearch {
  nodes = 0;
  /** The caller's limits were reached: every later attempt returns 'unknown' at once. */
  stopped = false;
  private readonly lost: LostTable;
  private attemptEnd = 0;
  private aborted = false;
  private noise = 0;
  private rnd: () => number = () => 0.5;
  private readonly hash = new Int32Array(2);

  constructor(
    private readonly maxNodes = Infinity,
    private readonly shouldStop: () => boolean = () => false,
    tableBits = 21,
  ) {
    this.lost = new LostTable(tableBits);
  }

  get provenLost(): number {
    return this.lost.size;
  }

  /**
   * One attempt from `root` with at most `budget` nodes. Attempt 0 follows the plain ordering;
   * later ones break near-ties differently. A win fills `line` with the moves from `root`.
   */
  attempt(root: RegicideState, budget: number, attemptNumber: number, line: RegicideMove[]): AttemptResult {
    if (this.stopped) return 'unknown';
    this.attemptEnd = Math.min(this.nodes + budget, this.maxNodes);
    this.aborted = false;
    this.noise = attemptNumber === 0 ? 0 : 4 + 2 * Math.min(attemptNumber, 10);
    this.rnd = noiseSource(attemptNumber + 1);
    line.length = 0;
    const r = this.visit(root, line);
    if (r === 'won') line.reverse();
    return r;
  }

  private spender() {
    return {
      spend: (): boolean => {
        if (this.stopped) return false;
        if (this.nodes >= this.maxNodes || (this.nodes % STOP_CHECK_INTERVAL === 0 && this.shouldStop())) {
          this.stopped = true;
          return false;
        }
        this.nodes++;
        return true;
      },
    };
  }

  /** A pilot search (see pilot.ts) with `width` candidates per decision. */
  pilot(root: RegicideState, width: number, attemptNumber: number, line: RegicideMove[]): AttemptResult {
    line.length = 0;
    if (this.stopped) return 'unknown';
    const r = pilotSearch(root, width, this.spender(), noiseSource(attemptNumber + 13), attemptNumber === 0 ? 0 : 0.5);
    if (r.result === 'won') line.push(...r.line);
    return r.result;
  }

  /** Searches below `s`; on a win, pushes the moves in reverse order (the caller reverses once). */
  private visit(s: RegicideState, line: RegicideMove[]): AttemptResult {
    if (s.outcome === 'won') return 'won';
    if (s.outcome === 'lost') return 'lost';
    if (this.nodes >= this.attemptEnd) {
      this.aborted = true;
      if (this.nodes >= this.maxNodes) this.stopped = true;
      return 'unknown';
    }
    if (this.nodes % STOP_CHECK_INTERVAL === 0 && this.shouldStop()) {
      this.aborted = true;
      this.stopped = true;
      return 'unknown';
    }
    this.nodes++;
    hashPosition(s, this.hash);
    if (this.lost.has(this.hash)) return 'lost';
    const h0 = this.hash[0];
    const h1 = this.hash[1];
    const children = orderedChildren(s, this.noise, this.rnd);
    let allLost = true;
    for (const child of children) {
      const r = this.visit(child.state, line);
      if (r === 'won') {
        line.push(child.move);
        return 'won';
      }
      if (r === 'unknown') {
        allLost = false;
        if (this.aborted) return 'unknown';
      }
    }
    if (!allLost) return 'unknown';
    this.hash[0] = h0;
    this.hash[1] = h1;
    this.lost.add(this.hash);
    return 'lost';
  }
}
